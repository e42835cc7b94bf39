/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError, getBus, type RepeatOrderStatus } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getRepeatOrder, repeatOrder } from './api/repeat-order-calls';
import { RepeatOrderPage } from './repeat-order-page';

jest.mock('./api/repeat-order-calls');
const mockedStatus = jest.mocked(getRepeatOrder);
const mockedRepeat = jest.mocked(repeatOrder);

const status = (overrides: Partial<RepeatOrderStatus> = {}): RepeatOrderStatus => ({
  last_order: { credits: 250, amount: 2999, currency: 'EUR' },
  bundle: { id: 11, credits: 250, amount: 2999, currency: 'EUR' },
  method: 'sepa_direct_debit',
  iban_masked: 'NL91 •••• •••• 4300',
  blocked: false,
  limit_reached: false,
  ...overrides,
});

function renderPage() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RepeatOrderPage route={{ name: 'credits-repeat-order', params: {} }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBusForTests();
  getBus().publish('session.changed', { user: null });
  jest.resetAllMocks();
});

describe('RepeatOrderPage', () => {
  it('offers a retry with a new attempt, or PayPal, when the debit fails', async () => {
    mockedStatus.mockResolvedValue(status());
    mockedRepeat.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    mockedRepeat.mockResolvedValueOnce({
      payment_id: 9,
      status: 'completed',
      credits: 250,
      balance: 260,
      mandate_reference: 'FLIRT-00000001',
    });
    renderPage();
    expect(
      await screen.findByText('Paid by SEPA direct debit from NL91 •••• •••• 4300.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));

    expect(await screen.findByText(/You can try again or pay with PayPal\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/11/paypal',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Credits added: 250. New balance: 260.')).toBeInTheDocument();
    const [firstKey, secondKey] = mockedRepeat.mock.calls.map(([key]) => key);
    expect(firstKey).not.toBe(secondKey);
  });

  it('shows what the last order cost, and the price of buying it again when that differs', async () => {
    mockedStatus.mockResolvedValue(
      status({
        last_order: { credits: 100, amount: 974, currency: 'GBP' },
        bundle: { id: 3, credits: 100, amount: 1299, currency: 'GBP' },
      }),
    );
    renderPage();
    expect(await screen.findByText(/Your last order:/)).toHaveTextContent(
      'Your last order: 100 credits for £9.74.',
    );
    expect(screen.getByText(/Buying it again costs/)).toHaveTextContent('Buying it again costs £12.99.');
  });

  it('names one price when it has not changed', async () => {
    mockedStatus.mockResolvedValue(status());
    renderPage();
    expect(await screen.findByText(/Your last order:/)).toHaveTextContent(/250 credits for €29\.99\./);
    expect(screen.queryByText(/Buying it again costs/)).toBeNull();
  });

  it('says so when direct debit is blocked, and offers PayPal instead', async () => {
    mockedStatus.mockResolvedValue(status({ blocked: true }));
    renderPage();
    expect(await screen.findByText('Your account is blocked for direct debit payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toBeInTheDocument();
  });

  it('without a stored mandate, leads to the direct debit form for the same bundle', async () => {
    mockedStatus.mockResolvedValue(status({ method: null, iban_masked: null }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Pay by direct debit' })).toHaveAttribute(
      'href',
      '/directdebit?bundle=11',
    );
  });
});
