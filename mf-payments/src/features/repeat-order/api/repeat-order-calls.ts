import { api, type PaymentResult, type RepeatOrderStatus } from '@dating/shared';

/** GET /api/repeat-order.php: the last bundle and how a repeat would be paid. */
export const getRepeatOrder = (signal?: AbortSignal) =>
  api.get<RepeatOrderStatus>('/api/repeat-order.php', { signal });

/** POST /api/repeat-order.php: the last bundle again with the stored mandate. The key makes a retry safe. */
export const repeatOrder = (idempotencyKey: string) =>
  api.post<PaymentResult>('/api/repeat-order.php', {}, { idempotencyKey });
