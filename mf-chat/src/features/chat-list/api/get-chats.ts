// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api, type ChatListEntry } from '@dating/shared';

/** GET /api/chats.php: 30 chats a page, newest first; `before` is the cursor of the last entry shown. */
export const getChats = (before: string | undefined, signal?: AbortSignal) =>
  api.get('/api/chats.php', { query: before ? { before } : {}, signal });

/** The cursor that continues after this entry. */
export const chatCursor = (entry: ChatListEntry) =>
  entry.conversation.last_message_at
    ? `${entry.conversation.last_message_at}_${entry.conversation.id}`
    : undefined;

export const CHATS_PAGE = 30;
export const chatsQueryKey = ['chat', 'list'] as const;
