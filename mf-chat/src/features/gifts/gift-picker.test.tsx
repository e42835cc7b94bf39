/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getBus, type Gift, type SendGiftResponse } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { giftsQueryKey } from './api/get-gifts';
import { sendGift } from './api/send-gift';
import { GiftPicker } from './gift-picker';

jest.mock('./api/send-gift', () => ({ sendGift: jest.fn() }));
const send = sendGift as jest.MockedFunction<typeof sendGift>;

const GIFTS: Gift[] = [
  { id: 1, key: 'rose', image: '/api/gift-pictures/rose.svg', credits: 20 },
  { id: 2, key: 'ring', image: '/api/gift-pictures/ring.svg', credits: 100 },
];

const answer = (gift: Gift, credits: number): SendGiftResponse => ({
  message: { id: 9, conversation_id: 3, gift, sent_at: '2026-11-24T19:00:00Z' },
  credits,
  charged: true,
});

function renderPicker(credits = 50) {
  const client = createQueryClient();
  client.setQueryData(giftsQueryKey, GIFTS);
  getBus().publish('credits.changed', { credits, paidUser: false });
  const onClose = jest.fn();
  const onSent = jest.fn();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <GiftPicker open recipient={{ id: 7, name: 'Anna' }} onClose={onClose} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { ...result, onClose, onSent };
}

describe('GiftPicker', () => {
  beforeEach(() => {
    resetBusForTests();
    send.mockReset();
  });

  it('is a dialog of gifts with names and prices; nothing is sent before one is chosen', () => {
    renderPicker();
    expect(screen.getByRole('dialog', { name: 'Send Anna a gift' })).toBeInTheDocument();
    expect(screen.getByText('You have 50 credits.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Red rose\s*20 credits/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Diamond ring\s*100 credits/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send gift' })).toBeDisabled();
  });

  it('a gift beyond the balance offers the way to /credits instead of sending', async () => {
    const { user } = renderPicker(50);
    await user.click(screen.getByRole('radio', { name: /Diamond ring/ }));
    expect(screen.getByText('You do not have enough credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('button', { name: 'Send for 100 credits' })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the chosen gift, keeps its message id for a retry, and reports the new balance', async () => {
    const balances: number[] = [];
    getBus()
      .on('credits.changed')
      .subscribe((payload) => balances.push(payload.credits));
    send.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    send.mockResolvedValueOnce(answer(GIFTS[0]!, 30));
    const { user, onSent, onClose } = renderPicker(50);
    await user.click(screen.getByRole('radio', { name: /Red rose/ }));
    await user.click(screen.getByRole('button', { name: 'Send for 20 credits' }));
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for 20 credits' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([request]) => request);
    expect(first).toMatchObject({ profile_id: 7, gift_id: 1 });
    expect(second?.client_message_id).toBe(first?.client_message_id);
    expect(balances).toContain(30);
    expect(onClose).toHaveBeenCalled();
  });

  it('a refusal for credits from the server shows the same way to /credits', async () => {
    send.mockRejectedValueOnce(new ApiError(402, 'insufficient_credits', 'no'));
    const { user } = renderPicker(50);
    await user.click(screen.getByRole('radio', { name: /Red rose/ }));
    await user.click(screen.getByRole('button', { name: 'Send for 20 credits' }));
    expect(await screen.findByText('You do not have enough credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
    // Refused means nothing was stored: the next try is a new send with a new id.
    send.mockResolvedValueOnce(answer(GIFTS[0]!, 30));
    await user.click(screen.getByRole('button', { name: 'Send for 20 credits' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls.map(([request]) => request.client_message_id);
    expect(second).not.toBe(first);
  });
});
