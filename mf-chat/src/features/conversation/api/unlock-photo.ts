import { api } from '@dating/shared';

/** POST /api/message-photo-unlock.php: a free member pays photo_credits once to see a photo message. */
export const unlockPhoto = (messageId: number) =>
  api.post('/api/message-photo-unlock.php', { message_id: messageId });
