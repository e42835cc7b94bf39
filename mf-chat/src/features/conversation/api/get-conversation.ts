// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

export type ConversationTarget = { kind: 'conversation' | 'profile'; id: number };

/** GET /api/messages.php: a page of a conversation, newest last; the first page also marks it read. */
export const getConversation = (
  target: ConversationTarget,
  before: number | undefined,
  signal?: AbortSignal,
) =>
  api.get('/api/messages.php', {
    query: {
      [target.kind]: target.id,
      ...(before === undefined ? { markRead: 1 } : { before }),
    },
    signal,
  });

export const conversationQueryKey = (target: ConversationTarget) =>
  ['chat', 'conversation', target.kind, target.id] as const;
