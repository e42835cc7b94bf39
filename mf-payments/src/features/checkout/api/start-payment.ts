import { api, type PaymentStartBody } from '@dating/shared';

/**
 * POST /api/payment.php: creates the payment at the provider. The key makes the network retries of one click
 * return the same payment instead of opening a second one.
 */
export const startPayment = (body: PaymentStartBody, idempotencyKey: string) =>
  api.post('/api/payment.php', body, { idempotencyKey });
