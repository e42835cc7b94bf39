// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** POST /api/message-photo.php (multipart): a photo message, premium members only. */
export function sendPhoto(
  to: { conversation_id?: number; profile_id?: number },
  clientMessageId: string,
  file: File,
) {
  const form = new FormData();
  form.append('photo', file);
  return api.post('/api/message-photo.php', form, {
    query: { ...to, client_message_id: clientMessageId },
    idempotencyKey: clientMessageId,
  });
}
