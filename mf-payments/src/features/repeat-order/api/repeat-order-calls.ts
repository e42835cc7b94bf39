import { api } from '@dating/shared';

/** GET /api/repeat-order.php: the last bundle and how a repeat would be paid. */
export const getRepeatOrder = (signal?: AbortSignal) => api.get('/api/repeat-order.php', { signal });

/** POST /api/repeat-order.php: the last bundle again with the stored mandate. The key makes a retry safe. */
export const repeatOrder = (idempotencyKey: string) =>
  api.post('/api/repeat-order.php', {}, { idempotencyKey });
