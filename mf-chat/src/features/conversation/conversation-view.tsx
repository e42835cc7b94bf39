// @feature-public: other features import this module (docs/conventions.md, Layout).
// One conversation: header with the other member, the messages (older ones load on scroll up), the premium
// prompt for history a free member does not see, typing, and the composer. Live events keep it current.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  getBus,
  isApiError,
  Link,
  pathFor,
  Spinner,
  useErrorMessage,
  useSiteCopy,
  visuallyHidden,
  type ChatMessage,
  type ConversationResponse,
  OnlineStatus,
  Icon,
  FictionalMark,
  mediaDown,
  useMediaQuery,
} from '@dating/shared';
import { chatsQueryKey } from '../chat-list/api/get-chats';
import { ChatActions } from '../chat-safety/chat-actions';
import { forgetOpenedChat, rememberOpenedChat } from '../chat-page/last-opened-chat';
import { useCurrentUser, useSettings } from '../../app/use-site';
import { Composer } from '../composer/composer';
import { sendPhoto } from '../composer/api/send-photo';
import { useCredits } from '../gifts/use-credits';
import { conversationQueryKey, getConversation, type ConversationTarget } from './api/get-conversation';
import { unlockPhoto } from './api/unlock-photo';
import { MessageList } from './message-list';
import { SendError } from './send-error';
import { useConversationLive } from './use-conversation-live';
import { useSendMessage } from './use-send-message';

export interface ConversationViewProps {
  target: ConversationTarget;
}

export function ConversationView({ target }: ConversationViewProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const user = useCurrentUser();
  const queryKey = useMemo(() => conversationQueryKey(target), [target]);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getConversation(target, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_older ? page.messages[0]?.id : undefined),
    // Live events keep it fresh; a refetch of all loaded pages every focus would be wasted.
    refetchOnWindowFocus: false,
  });
  const [sendError, setSendError] = useState<unknown>(null);
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [warningDismissed, setWarningDismissed] = useState(false);
  const phone = useMediaQuery(mediaDown('sm'));
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  const first = query.data?.pages[0];
  const conversationId = first?.conversation_id ?? (target.kind === 'conversation' ? target.id : null);
  const paidUser = user?.paid_user ?? false;
  const credits = useCredits()?.credits ?? 0;
  const { pending, send, retry, confirmed } = useSendMessage(target, queryKey, paidUser, setSendError);
  const onNewMessage = useCallback(() => {
    stickToBottom.current = true;
  }, []);
  const { typing, closed } = useConversationLive(conversationId, queryKey, onNewMessage);
  const openedWith = first?.profile;
  useEffect(() => {
    if (!user || conversationId === null || !openedWith) return;
    if (closed) forgetOpenedChat(user.id, conversationId);
    else
      rememberOpenedChat(user.id, {
        conversationId,
        profileId: openedWith.id,
        name: openedWith.name,
        at: new Date().toISOString(),
      });
  }, [user, conversationId, openedWith, closed]);

  const messages = useMemo(
    () => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : []),
    [query.data],
  );
  const newest = messages.at(-1);

  // Each load of the newest page read the conversation (on opening, and when a live message was fetched):
  // the shell's badge and the list follow.
  const readConversation = first?.conversation_id ?? null;
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readConversation === null || !readAt) return;
    getBus().publish('chats.reload-requested', {});
    void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
  }, [readConversation, readAt, queryClient]);

  // Screen readers hear each newly arrived message from the other side.
  const lastAnnounced = useRef<number | null>(null);
  useEffect(() => {
    if (!newest || newest.mine || !first) return;
    if (lastAnnounced.current !== null && newest.id > lastAnnounced.current) {
      setAnnouncement(
        intl.formatMessage(
          { id: 'chat.conversation.announce' },
          {
            name: first.profile.name,
            text: newest.body || intl.formatMessage({ id: 'chat.conversation.attachment' }),
          },
        ),
      );
    }
    lastAnnounced.current = Math.max(lastAnnounced.current ?? 0, newest.id);
  }, [newest, first, intl]);

  // Scrolling: new messages keep the view at the bottom; loading older ones keeps what the member looked at.
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    else if (heightBefore.current) element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [messages.length, pending.length, typing]);
  const loadOlder = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    heightBefore.current = scroller.current?.scrollHeight ?? 0;
    stickToBottom.current = false;
    void query.fetchNextPage();
  };
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 60) loadOlder();
  };

  const onSend = (body: string) => {
    setSendError(null);
    stickToBottom.current = true;
    send(body);
  };
  const onPhoto = async (file: File) => {
    setSendError(null);
    stickToBottom.current = true;
    try {
      const to = conversationId !== null ? { conversation_id: conversationId } : { profile_id: target.id };
      confirmed(await sendPhoto(to, crypto.randomUUID(), file));
    } catch (error) {
      setSendError(error);
    }
  };
  const onUnlock = async (message: ChatMessage) => {
    setUnlocking(message.id);
    try {
      const result = await unlockPhoto(message.id);
      getBus().publish('credits.changed', { credits: result.credits, paidUser });
      queryClient.setQueryData<InfiniteData<ConversationResponse>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((m) => (m.id === message.id ? result.message : m)),
              })),
            }
          : data,
      );
    } catch (error) {
      setSendError(error);
    } finally {
      setUnlocking(null);
    }
  };

  const fictionalWarning = useSiteCopy(
    'fictional_warning',
    intl.formatMessage({ id: 'chat.conversation.fictionalWarning' }),
  );

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) {
      return (
        <EmptyState
          headingLevel={2}
          title={
            isApiError(error) && error.errorId === 'blocked_by_member'
              ? errorMessage(error)
              : intl.formatMessage({ id: 'chat.conversation.gone' })
          }
          action={
            <Button asLink href={pathFor('chats')}>
              {intl.formatMessage({ id: 'chat.conversation.backToChats' })}
            </Button>
          }
        />
      );
    }
    return <ErrorState error={error} onRetry={() => query.refetch()} headingLevel={2} />;
  }

  const page = query.data.pages[0];
  const oldest = query.data.pages.at(-1);
  if (!page || !oldest) return <Spinner />;
  const profile = page.profile;
  const sending = page.sending;
  const blockedReason = closed
    ? 'closed'
    : !sending.email_confirmed
      ? 'email'
      : sending.conversation_limit_reached
        ? 'limit'
        : null;

  return (
    <section
      aria-labelledby="chat-conversation-title"
      css={(theme: Theme) => ({
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        background: theme.colors.background,
      })}
    >
      <header
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space[2],
          padding: `${theme.space[2]}px ${theme.space[3]}px`,
          borderBottom: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
        })}
      >
        {/* The chat layout is bare: on a phone the list is another page, on a desktop the site's
            navigation is there again. */}
        <Link
          href={pathFor('chats')}
          aria-label={intl.formatMessage({ id: 'chat.conversation.backToChats' })}
        >
          <Icon name="back" />
        </Link>
        {profile.main_image ? (
          <img
            src={profile.main_image.match}
            alt=""
            width={40}
            height={40}
            css={{ borderRadius: '50%', objectFit: 'cover' }}
          />
        ) : (
          <span aria-hidden="true" css={(theme: Theme) => avatarFallback(theme)}>
            {profile.name.slice(0, 1)}
          </span>
        )}
        <h2
          id="chat-conversation-title"
          css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, flex: 1, minWidth: 0 })}
        >
          <Link href={pathFor('members-id', { id: profile.id })}>{profile.name}</Link>
          {profile.fictional && <FictionalMark />} <OnlineStatus online={profile.online} inline />
        </h2>
        {conversationId !== null && !closed && (
          <ChatActions conversationId={conversationId} profile={profile} />
        )}
      </header>
      {profile.fictional && !warningDismissed && (
        // On a phone it is compact and can be put away (the header's mark stays): the messages and the
        // composer's Send must stay on the screen with the keyboard open.
        <Alert
          variant="info"
          role="none"
          compact={phone}
          onDismiss={phone ? () => setWarningDismissed(true) : undefined}
        >
          {fictionalWarning}
        </Alert>
      )}
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label={intl.formatMessage({ id: 'chat.conversation.messages' }, { name: profile.name })}
        css={(theme: Theme) => ({
          flex: 1,
          minHeight: 200,
          [mediaDown('sm')]: { minHeight: 96 },
          overflowY: 'auto',
          padding: `${theme.space[2]}px ${theme.space[3]}px`,
          '&:focus-visible': theme.focusRing,
        })}
      >
        {query.hasNextPage && (
          <div css={{ textAlign: 'center' }}>
            <Button variant="secondary" size="sm" onClick={loadOlder} loading={query.isFetchingNextPage}>
              {intl.formatMessage({ id: 'chat.conversation.loadOlder' })}
            </Button>
          </div>
        )}
        {!query.hasNextPage && oldest.hidden_older > 0 && (
          <Alert
            variant="info"
            role="none"
            action={
              <Button asLink size="sm" href={pathFor('premium')}>
                {intl.formatMessage({ id: 'chat.conversation.getPremium' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'chat.conversation.hiddenOlder' }, { count: oldest.hidden_older })}
          </Alert>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <p css={(theme: Theme) => ({ color: theme.colors.textMuted, textAlign: 'center' })}>
            {intl.formatMessage({ id: 'chat.conversation.empty' }, { name: profile.name })}
          </p>
        )}
        <MessageList
          messages={messages}
          pending={pending}
          onRetry={(item) => {
            setSendError(null);
            retry(item);
          }}
          onUnlock={(message) => void onUnlock(message)}
          unlocking={unlocking}
        />
        {typing && (
          <p
            data-typing
            css={(theme: Theme) => ({
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
              margin: 0,
            })}
          >
            {intl.formatMessage({ id: 'chat.conversation.typing' }, { name: profile.name })}
          </p>
        )}
      </div>
      <div aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
      {sendError !== null && <SendError error={sendError} onDismiss={() => setSendError(null)} />}
      {blockedReason === 'closed' && (
        <Alert variant="warning">{intl.formatMessage({ id: 'chat.conversation.closed' })}</Alert>
      )}
      {blockedReason === 'email' && (
        <Alert variant="warning">{intl.formatMessage({ id: 'chat.conversation.confirmEmail' })}</Alert>
      )}
      {blockedReason === 'limit' && (
        <Alert
          variant="info"
          action={
            <Button asLink size="sm" href={pathFor('premium')}>
              {intl.formatMessage({ id: 'chat.conversation.getPremium' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'chat.conversation.limitReached' })}
        </Alert>
      )}
      {blockedReason === null && (
        <>
          {!paidUser && sending.message_credits > 0 && (
            <p
              css={(theme: Theme) => ({
                margin: 0,
                padding: `${theme.space[1]}px ${theme.space[3]}px`,
                fontSize: theme.fontSizes.xs,
                color: theme.colors.textMuted,
              })}
            >
              {sending.free_messages_left > 0
                ? intl.formatMessage(
                    { id: 'chat.conversation.freeLeft' },
                    { count: sending.free_messages_left },
                  )
                : intl.formatMessage({ id: 'chat.conversation.cost' }, { credits: sending.message_credits })}
            </p>
          )}
          <Composer
            maxLength={settings?.message_length ?? 1000}
            conversationId={conversationId}
            recipient={{ id: profile.id, name: profile.name }}
            onSend={onSend}
            onPhoto={paidUser ? (file) => void onPhoto(file) : null}
            // Premium members pay message_credits while their balance covers it (send-message.ts, costOf).
            photoCost={credits >= sending.message_credits ? sending.message_credits : 0}
            onGiftSent={() => {
              stickToBottom.current = true;
              void queryClient.invalidateQueries({ queryKey });
              void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
            }}
            showIcebreakers={messages.length === 0 && pending.length === 0}
          />
        </>
      )}
    </section>
  );
}

const avatarFallback = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.bold,
});
