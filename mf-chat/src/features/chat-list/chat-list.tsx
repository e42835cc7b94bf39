// @feature-public: other features import this module (docs/conventions.md, Layout).
// The member's chats, newest first: photo, name, last message and time, unread count; more load at the end.
// Removing one asks first, then is optimistic (spec 4): it leaves the list at once; on failure an alert shows
// and the list reloads. A removed chat only leaves the member's list (it comes back when the other member
// writes), so it keeps its place among a free member's FREE_CONVERSATION_LIMIT conversations: the server counts
// every conversation the member wrote in (send-message.ts, conversationsWrittenIn), and the dialog says so.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  getBus,
  Link,
  navigate,
  pathFor,
  Spinner,
  useBusEvent,
  useBusState,
  useFormatters,
  type ChatListEntry,
  FREE_CONVERSATION_LIMIT,
  OnlineStatus,
  Icon,
  FictionalMark,
} from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { CHATS_PAGE, chatCursor, chatsQueryKey, getChats } from './api/get-chats';
import { removeChat } from './api/remove-chat';

const PREVIEW_IDS = {
  gift: 'chat.list.previewGift',
  photo: 'chat.list.previewPhoto',
} as const;

export function ChatList({ activeId }: { activeId: number | null }) {
  const intl = useIntl();
  const formatters = useFormatters();
  const queryClient = useQueryClient();
  const [removeFailed, setRemoveFailed] = useState(false);
  const [removing, setRemoving] = useState<ChatListEntry | null>(null);
  const freeMember = useBusState('session.changed')?.user?.paid_user === false;
  const query = useInfiniteQuery({
    queryKey: chatsQueryKey,
    queryFn: ({ pageParam, signal }) => getChats(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.length < CHATS_PAGE ? undefined : chatCursor(page[page.length - 1] as ChatListEntry),
  });
  // Any message in any chat, a block or a removal on another tab: the list is one cheap call away.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
  useBusEvent('live.message.new', refresh);
  useBusEvent('live.conversation.closed', refresh);
  useBusEvent('live.message.read', refresh);

  const remove = async (entry: ChatListEntry) => {
    setRemoveFailed(false);
    queryClient.setQueryData<InfiniteData<ChatListEntry[]>>(chatsQueryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page.filter((chat) => chat.conversation.id !== entry.conversation.id),
            ),
          }
        : data,
    );
    try {
      await removeChat(entry.conversation.id);
      getBus().publish('chats.reload-requested', {});
      if (activeId === entry.conversation.id) navigate(pathFor('chats'));
    } catch {
      setRemoveFailed(true);
      refresh();
    }
  };

  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} headingLevel={2} />;
  const chats = query.data.pages.flat();

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'chat.list.label' })}
      css={{ height: '100%', overflowY: 'auto' }}
    >
      {removeFailed && (
        <Alert variant="danger" onDismiss={() => setRemoveFailed(false)}>
          {intl.formatMessage({ id: 'chat.list.removeFailed' })}
        </Alert>
      )}
      {chats.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage({ id: 'chat.list.emptyTitle' })}
          description={intl.formatMessage({ id: 'chat.list.emptyText' })}
          action={
            <Button asLink href={pathFor('members')}>
              {intl.formatMessage({ id: 'chat.list.emptyAction' })}
            </Button>
          }
        />
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chats.map((chat) => {
            const active = chat.conversation.id === activeId;
            const last = chat.last_message;
            const preview = !last
              ? ''
              : last.kind === 'text'
                ? last.preview
                : intl.formatMessage({ id: PREVIEW_IDS[last.kind] });
            return (
              <li
                key={chat.conversation.id}
                data-conversation-id={chat.conversation.id}
                css={(theme: Theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  // The remove button keeps off the edge, where a phone's full-width list put it.
                  paddingRight: theme.space[2],
                  borderBottom: `1px solid ${theme.colors.border}`,
                  background: active ? theme.colors.surfaceMuted : theme.colors.surface,
                })}
              >
                <Link
                  href={pathFor('chats-id', { id: chat.conversation.id })}
                  aria-current={active ? 'page' : undefined}
                  css={(theme: Theme) => ({
                    display: 'flex',
                    alignItems: 'center',
                    gap: theme.space[3],
                    flex: 1,
                    minWidth: 0,
                    padding: `${theme.space[3]}px`,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:focus-visible': theme.focusRing,
                  })}
                >
                  {chat.profile.main_image ? (
                    <img
                      src={chat.profile.main_image.match}
                      alt=""
                      width={48}
                      height={48}
                      css={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
                    />
                  ) : (
                    <span aria-hidden="true" css={(theme: Theme) => avatar(theme)}>
                      {chat.profile.name.slice(0, 1)}
                    </span>
                  )}
                  <span css={{ flex: 1, minWidth: 0 }}>
                    {/* The row wraps before the name shrinks below a few letters: the status and time go under. */}
                    <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 }}>
                      <strong
                        css={{
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                          minWidth: 'min(8ch, 100%)',
                        }}
                      >
                        {chat.profile.name}
                      </strong>
                      {chat.profile.fictional && <FictionalMark />}
                      <OnlineStatus online={chat.profile.online} inline />
                      {last && (
                        <time
                          dateTime={last.sent_at}
                          css={(theme: Theme) => ({
                            marginLeft: 'auto',
                            fontSize: theme.fontSizes.xs,
                            color: theme.colors.textMuted,
                            whiteSpace: 'nowrap',
                          })}
                        >
                          {formatters.relative(last.sent_at)}
                        </time>
                      )}
                    </span>
                    <span
                      css={(theme: Theme) => ({
                        display: 'flex',
                        gap: theme.space[2],
                        alignItems: 'center',
                        color: theme.colors.textMuted,
                        fontSize: theme.fontSizes.sm,
                      })}
                    >
                      <span
                        css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}
                      >
                        {last?.mine ? `${intl.formatMessage({ id: 'chat.list.you' })}: ` : ''}
                        {preview}
                      </span>
                      {chat.num_unread_messages > 0 && (
                        <Badge
                          variant="unread"
                          count={chat.num_unread_messages}
                          label={intl.formatMessage(
                            { id: 'chat.list.unread' },
                            { count: chat.num_unread_messages },
                          )}
                        />
                      )}
                    </span>
                  </span>
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'chat.list.remove' }, { name: chat.profile.name })}
                  onClick={() => setRemoving(chat)}
                >
                  <Icon name="close" size={18} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage({ id: 'chat.list.removeConfirm' }, { name: removing?.profile.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'chat.list.removeYes' })}
        cancelLabel={intl.formatMessage({ id: 'chat.list.removeNo' })}
        danger
        onConfirm={() => {
          const entry = removing;
          setRemoving(null);
          if (entry) void remove(entry);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p css={{ margin: 0 }}>
          {intl.formatMessage({ id: 'chat.list.removeText' }, { name: removing?.profile.name ?? '' })}
        </p>
        {freeMember && (
          <p css={(theme: Theme) => ({ margin: `${theme.space[2]}px 0 0` })}>
            {intl.formatMessage({ id: 'chat.list.removeStillCounts' }, { limit: FREE_CONVERSATION_LIMIT })}
          </p>
        )}
      </ConfirmDialog>
      {query.hasNextPage && (
        <div css={(theme: Theme) => ({ padding: theme.space[3], textAlign: 'center' })}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {intl.formatMessage({ id: 'chat.list.more' })}
          </Button>
        </div>
      )}
    </nav>
  );
}

const avatar = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.bold,
});
