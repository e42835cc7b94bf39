/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import type { ChatMessage } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { MessageList } from './message-list';

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversation_id: 9,
  sender_id: 2,
  mine: false,
  kind: 'text',
  body: 'Hi',
  masked: false,
  sent_at: new Date().toISOString(),
  status: 'read',
  client_message_id: null,
  gift: null,
  photo: null,
  ...overrides,
});

describe('MessageList', () => {
  it('separates days, shows the state of own messages and markup as text', () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const { container } = renderWithProviders(
      <MessageList
        messages={[
          message({ id: 1, body: 'Old one', sent_at: yesterday }),
          message({ id: 2, mine: true, body: '<b>bold</b>', status: 'delivered' }),
          message({ id: 3, mine: true, body: 'Seen', status: 'read' }),
        ]}
        pending={[]}
        onRetry={jest.fn()}
        onUnlock={jest.fn()}
        unlocking={null}
      />,
    );
    expect([...container.querySelectorAll('[data-day]')].map((element) => element.textContent)).toEqual([
      'Yesterday',
      'Today',
    ]);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('a failed message offers a retry; a locked photo offers its unlock', async () => {
    const onRetry = jest.fn();
    const onUnlock = jest.fn();
    const locked = message({
      id: 5,
      kind: 'photo',
      body: '',
      photo: { url: null, thumb_url: '/uploads/x-blur.jpg', locked: true, unlock_credits: 5 },
    });
    const pending = {
      clientMessageId: 'c1',
      body: 'Lost',
      createdAt: new Date().toISOString(),
      failed: true,
    };
    const { user } = renderWithProviders(
      <MessageList
        messages={[locked]}
        pending={[pending]}
        onRetry={onRetry}
        onUnlock={onUnlock}
        unlocking={null}
      />,
    );
    expect(screen.getByRole('img', { name: 'Blurred photo, unlock it to see it' })).toHaveAttribute(
      'src',
      '/uploads/x-blur.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'See photo for 5 credits' }));
    expect(onUnlock).toHaveBeenCalledWith(locked);
    const failed = screen.getByText('Lost').closest('li') as HTMLElement;
    expect(within(failed).getByText('Not sent.')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledWith(pending);
  });

  it('hides a pending message once the server confirmed it under the same client id', () => {
    renderWithProviders(
      <MessageList
        messages={[message({ id: 8, mine: true, body: 'Once', client_message_id: 'c2', status: 'sent' })]}
        pending={[
          { clientMessageId: 'c2', body: 'Once', createdAt: new Date().toISOString(), failed: false },
        ]}
        onRetry={jest.fn()}
        onUnlock={jest.fn()}
        unlocking={null}
      />,
    );
    expect(screen.getAllByText('Once')).toHaveLength(1);
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });
});
