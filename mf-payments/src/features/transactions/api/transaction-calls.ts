import { api } from '@dating/shared';

/** GET /api/transactions.php: the member's payments, newest first. */
export const getTransactions = (signal?: AbortSignal) => api.get('/api/transactions.php', { signal });

/** GET /api/transaction.php?id=: one of the member's payments. */
export const getTransaction = (id: number, signal?: AbortSignal) =>
  api.get('/api/transaction.php', { signal, query: { id } });

/** The invoice PDF of a completed payment (owner only); opened by the browser, not fetched by the page. */
export const invoiceUrl = (id: number) => `/api/invoice.php?id=${id}`;
