import { api, type SendGiftRequest } from '@dating/shared';

/**
 * POST /api/gift.php. `client_message_id` is made once per gift the member decides to send and kept across
 * retries, so the server stores and charges it once however often the request goes out.
 */
export const sendGift = (request: SendGiftRequest) =>
  api.post('/api/gift.php', request, { idempotencyKey: request.client_message_id });
