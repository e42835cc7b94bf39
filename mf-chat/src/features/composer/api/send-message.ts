// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api, type SendMessageRequest } from '@dating/shared';

/**
 * POST /api/messages.php. The client message id is made once per message and kept across retries, so the
 * server stores and charges it once however often the request goes out.
 */
export const sendMessage = (request: SendMessageRequest) =>
  api.post('/api/messages.php', request, { idempotencyKey: request.client_message_id });
