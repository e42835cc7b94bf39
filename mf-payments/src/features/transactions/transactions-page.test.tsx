/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { ApiError, type Transaction } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getTransaction, getTransactions } from './api/transaction-calls';
import { TransactionsPage } from './transactions-page';

jest.mock('./api/transaction-calls', () => ({
  ...jest.requireActual('./api/transaction-calls'),
  getTransactions: jest.fn(),
  getTransaction: jest.fn(),
}));
const mockedList = jest.mocked(getTransactions);
const mockedOne = jest.mocked(getTransaction);

const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 42,
  status: 'completed',
  method: 'sepa_direct_debit',
  credits: 250,
  amount: 2249,
  currency: 'EUR',
  created_at: '2026-11-20T10:00:00.000Z',
  completed_at: '2026-11-20T10:00:05.000Z',
  invoice: true,
  ...overrides,
});

function renderPage(params: Record<string, string>) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <TransactionsPage route={{ name: 'transactions-id', params }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.resetAllMocks());

describe('TransactionsPage', () => {
  it('lists payments with status, method, credits and the amount in the currency', async () => {
    mockedList.mockResolvedValue({
      items: [transaction(), transaction({ id: 41, status: 'failed', method: 'ideal', invoice: false })],
    });
    renderPage({});
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/transactions/42');
    expect(first).toHaveTextContent('250 credits');
    expect(first).toHaveTextContent('SEPA direct debit');
    expect(first).toHaveTextContent('€22.49');
    expect(first).toHaveTextContent('Completed');
    expect(second).toHaveTextContent('iDEAL');
    expect(second).toHaveTextContent('Failed');
  });

  it('shows an empty state with the way to buy credits', async () => {
    mockedList.mockResolvedValue({ items: [] });
    renderPage({});
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('links the invoice of a completed payment, and explains a missing one', async () => {
    mockedOne.mockResolvedValueOnce(transaction());
    renderPage({ id: '42' });
    expect(await screen.findByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/invoice.php?id=42',
    );
  });

  it('says a transaction of someone else does not exist', async () => {
    mockedOne.mockRejectedValue(new ApiError(404, 'transaction_not_found', 'not found'));
    renderPage({ id: '7' });
    expect(await screen.findByText('This transaction could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
  });
});
