// Sending with an optimistic entry: the message shows at once as "sending", keeps its client message id
// across retries (so the server stores and charges it once), and goes into the query cache when confirmed.
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getBus,
  type ChatMessage,
  type ConversationResponse,
  type SendMessageResponse,
} from '@dating/shared';
import { chatsQueryKey } from '../chat-list/api/get-chats';
import { sendMessage } from '../composer/api/send-message';
import type { ConversationTarget } from './api/get-conversation';
import type { PendingMessage } from './message-list';

/** Puts a confirmed message at the end of the newest page (once). */
export function appendMessage(
  data: InfiniteData<ConversationResponse> | undefined,
  message: ChatMessage,
  conversationId: number,
  freeMessagesLeft?: number,
): InfiniteData<ConversationResponse> | undefined {
  if (!data?.pages[0]) return data;
  const [newest, ...older] = data.pages;
  const sending = {
    ...newest.sending,
    free_messages_left: freeMessagesLeft ?? newest.sending.free_messages_left,
  };
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) {
    return { ...data, pages: [{ ...newest, sending }, ...older] };
  }
  return {
    ...data,
    pages: [
      { ...newest, conversation_id: conversationId, messages: [...newest.messages, message], sending },
      ...older,
    ],
  };
}

export function useSendMessage(
  target: ConversationTarget,
  queryKey: readonly unknown[],
  paidUser: boolean,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const confirmed = useCallback(
    (sent: SendMessageResponse) => {
      queryClient.setQueryData<InfiniteData<ConversationResponse>>(queryKey, (data) =>
        appendMessage(data, sent.message, sent.conversation_id, sent.free_messages_left),
      );
      getBus().publish('credits.changed', { credits: sent.credits, paidUser });
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    },
    [queryClient, queryKey, paidUser],
  );

  const deliver = useCallback(
    async (item: PendingMessage) => {
      try {
        const sent = await sendMessage({
          ...(target.kind === 'conversation' ? { conversation_id: target.id } : { profile_id: target.id }),
          body: item.body,
          client_message_id: item.clientMessageId,
        });
        confirmed(sent);
        setPending((list) => list.filter((entry) => entry.clientMessageId !== item.clientMessageId));
      } catch (error) {
        onError(error);
        setPending((list) =>
          list.map((entry) =>
            entry.clientMessageId === item.clientMessageId ? { ...entry, failed: true } : entry,
          ),
        );
      }
    },
    [target, confirmed, onError],
  );

  const send = useCallback(
    (body: string) => {
      const item: PendingMessage = {
        clientMessageId: crypto.randomUUID(),
        body,
        createdAt: new Date().toISOString(),
        failed: false,
      };
      setPending((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (item: PendingMessage) => {
      setPending((list) =>
        list.map((entry) =>
          entry.clientMessageId === item.clientMessageId ? { ...entry, failed: false } : entry,
        ),
      );
      void deliver({ ...item, failed: false });
    },
    [deliver],
  );

  return { pending, send, retry, confirmed };
}
