// Keeps an open conversation current from the live channel: new messages and read marks go into the query
// cache, the other side's typing shows for a few seconds, and a closed conversation (a block either way)
// stops showing at once.
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBusEvent, type ConversationResponse } from '@dating/shared';
import { chatsQueryKey } from '../chat-list/api/get-chats';

/** How long "is typing" shows after the last typing frame (the sender repeats it every few seconds). */
export const TYPING_SHOWN_MS = 6000;

export function useConversationLive(
  conversationId: number | null,
  queryKey: readonly unknown[],
  onNewMessage: () => void,
): { typing: boolean; closed: boolean } {
  const queryClient = useQueryClient();
  const [typingUntil, setTypingUntil] = useState(0);
  const [closed, setClosed] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useBusEvent('live.message.new', (payload) => {
    if (conversationId === null || payload.conversationId !== conversationId) return;
    setTypingUntil(0);
    // Refetching the newest page also marks it read on the server (the member is looking at it).
    void queryClient.invalidateQueries({ queryKey });
    onNewMessage();
  });
  useBusEvent('live.message.read', (payload) => {
    if (payload.conversationId !== conversationId) return;
    queryClient.setQueryData<InfiniteData<ConversationResponse>>(queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((message) =>
                message.mine && message.id <= payload.upToMessageId
                  ? { ...message, status: 'read' as const }
                  : message,
              ),
            })),
          }
        : data,
    );
  });
  useBusEvent('live.typing', (payload) => {
    if (payload.conversationId !== conversationId) return;
    const until = Date.now() + TYPING_SHOWN_MS;
    setNow(Date.now());
    setTypingUntil(until);
  });
  useBusEvent('live.conversation.closed', (payload) => {
    if (payload.conversationId !== conversationId) return;
    setClosed(true);
    void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
  });

  const typing = typingUntil > now;
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now + 10);
    return () => clearTimeout(timer);
  }, [typing, typingUntil, now]);

  return { typing, closed };
}
