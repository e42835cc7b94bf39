import { api } from '@dating/shared';

/** DELETE /api/chat.php?conversation=: removes the chat from the member's own list. */
export const removeChat = (conversationId: number) =>
  api.delete('/api/chat.php', { query: { conversation: conversationId } });
