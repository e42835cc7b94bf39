import { api } from '@dating/shared';

/** GET /api/payment.php?id=: one of the member's own payments (the server asks the provider while pending). */
export const getPayment = (id: number, signal?: AbortSignal) =>
  api.get('/api/payment.php', { signal, query: { id } });
