/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { ApiError, getBus, type PaymentStatusView } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getOffer } from '../credits/api/get-offer';
import { testOffer } from '../test-offer';
import { getPayment } from './api/get-payment';
import { startPayment } from './api/start-payment';
import { CheckoutPage } from './checkout-page';
import { leaveForCheckout } from './leave-for-checkout';

jest.mock('../credits/api/get-offer');
jest.mock('./api/start-payment');
jest.mock('./api/get-payment');
jest.mock('./leave-for-checkout');
const mockedGetOffer = jest.mocked(getOffer);
const mockedStart = jest.mocked(startPayment);
const mockedGetPayment = jest.mocked(getPayment);
const mockedLeave = jest.mocked(leaveForCheckout);

function renderCheckout(path: string, params: Record<string, string>) {
  window.history.pushState(null, '', path);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CheckoutPage route={{ name: 'credits-id-paymentmethod', params }} />
    </QueryClientProvider>,
  );
}

const status = (overrides: Partial<PaymentStatusView>): PaymentStatusView => ({
  paymentId: 5,
  status: 'pending',
  bundleId: 11,
  credits: 100,
  amountCents: 1500,
  currency: 'EUR',
  method: 'ideal',
  discountCode: 'TIMEBONUS25',
  balance: 0,
  paidUser: false,
  ...overrides,
});

beforeEach(() => {
  resetBusForTests();
  getBus().publish('session.changed', { user: null });
  jest.resetAllMocks();
  mockedGetOffer.mockResolvedValue(testOffer());
});

describe('CheckoutPage', () => {
  it('lists the country`s methods with their logos, each a link to its step', async () => {
    renderCheckout('/credits/11', { id: '11' });
    const methods = await screen.findByRole('navigation', { name: 'Payment methods' });
    const ideal = within(methods).getByRole('link', { name: 'iDEAL' });
    expect(ideal).toHaveAttribute('href', '/credits/11/ideal');
    expect(within(methods).getByRole('link', { name: 'Credit card' })).toHaveAttribute(
      'href',
      '/credits/11/creditcard',
    );
    expect(screen.getByText('€15.00')).toBeInTheDocument();
  });

  it('iDEAL: bank select, confirm modal, then off to the provider with the chosen bank', async () => {
    mockedStart.mockResolvedValue({ paymentId: 5, checkoutUrl: 'https://psp.example/checkout/5' });
    const { user } = renderCheckout('/credits/11/ideal', { id: '11', paymentmethod: 'ideal' });
    await screen.findByRole('group', { name: 'Your bank' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your bank.');
    await user.click(screen.getByRole('radio', { name: 'ING' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveTextContent('You are buying 100 credits for €15.00 with iDEAL (ING).');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(mockedStart).toHaveBeenCalledWith(
      { bundleId: 11, method: 'ideal', issuer: 'ideal_INGBNL2A' },
      expect.any(String),
    );
    await act(async () => undefined);
    expect(mockedLeave).toHaveBeenCalledWith('https://psp.example/checkout/5');
  });

  it('shows the server`s error and lets the member try again with a new idempotency key', async () => {
    mockedStart.mockRejectedValueOnce(new ApiError(503, 'payment_provider_unavailable', 'down'));
    mockedStart.mockResolvedValueOnce({ paymentId: 6, checkoutUrl: 'https://psp.example/6' });
    const { user } = renderCheckout('/credits/11/creditcard?code=SPRING10', {
      id: '11',
      paymentmethod: 'creditcard',
    });
    await user.click(await screen.findByRole('button', { name: 'Pay with Credit card' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText('Payments are not available right now. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with Credit card' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay now' }));
    const [first, second] = mockedStart.mock.calls;
    expect(first![0]).toEqual({ bundleId: 11, method: 'creditcard', discountCode: 'SPRING10' });
    expect(first![1]).not.toBe(second![1]);
  });

  it('an unknown bundle or a method not offered here is the not-found page', async () => {
    renderCheckout('/credits/99', { id: '99' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('back from the provider: pending, then completed when credits.changed arrives', async () => {
    mockedGetPayment.mockResolvedValueOnce(status({ status: 'pending' }));
    mockedGetPayment.mockResolvedValue(status({ status: 'completed', balance: 100, paidUser: true }));
    const reloads: unknown[] = [];
    getBus()
      .on('session.reload-requested')
      .subscribe((payload) => reloads.push(payload));
    renderCheckout('/credits/11/ideal?payment=5', { id: '11', paymentmethod: 'ideal' });
    expect(await screen.findByText(/waiting for the confirmation/)).toBeInTheDocument();
    act(() => getBus().publish('live.credits.changed', { credits: 100, paidUser: true }));
    expect(await screen.findByText('Credits added')).toBeInTheDocument();
    expect(screen.getByText(/100 credits have been added to your account/)).toBeInTheDocument();
    expect(screen.getByText(/You are now a premium member/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(reloads).toHaveLength(1);
  });

  it('a failed payment says so and offers a retry with the same method', async () => {
    mockedGetPayment.mockResolvedValue(status({ status: 'failed', method: 'creditcard' }));
    renderCheckout('/credits/11/creditcard?payment=5', { id: '11', paymentmethod: 'creditcard' });
    expect(await screen.findByText('Payment failed or has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credits/11/creditcard');
  });

  it('someone else`s payment id is not found', async () => {
    mockedGetPayment.mockRejectedValue(new ApiError(404, 'payment_not_found', 'nope'));
    renderCheckout('/credits/11/ideal?payment=77', { id: '11', paymentmethod: 'ideal' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
