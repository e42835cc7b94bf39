// `/chats`, `/chats/{id}` and `/members/{id}/chat`: the chat list (300-400 px) beside a conversation column
// of at most 800 px on a desktop; on a phone the list or the conversation, one at a time (spec 2).
import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, PageHeading, pathFor, useFormatters, useIsPhone } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { REMOTE_PACKAGE } from '../../app/remote-name';
import { ChatList } from '../chat-list/chat-list';
import type { ConversationTarget } from '../conversation/api/get-conversation';
import { ConversationView } from '../conversation/conversation-view';
import { lastOpenedChat } from './last-opened-chat';
import { useCurrentUser } from '../../app/use-site';

export function ChatsPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const phone = useIsPhone();
  const id = Number(route.params.id);
  const target = useMemo<ConversationTarget | null>(() => {
    if (!Number.isInteger(id) || id <= 0) return null;
    if (route.name === 'chats-id') return { kind: 'conversation', id };
    if (route.name === 'members-id-chat') return { kind: 'profile', id };
    return null;
  }, [route.name, id]);
  const user = useCurrentUser();
  const format = useFormatters();
  // Read when the list shows without a conversation: the one opened last, if this member has one here.
  const lastOpened = useMemo(
    () => (user && target === null ? lastOpenedChat(user.id) : null),
    [user, target],
  );
  const showList = !phone || target === null;
  const showConversation = !phone || target !== null;
  // A conversation's routes have the bare chat layout (spec 2): no header or navigation around the page, so
  // the page fills the screen, and the conversation's back link is the way to the rest of the site.
  const bare = target !== null;

  return (
    <div
      data-remote={REMOTE_PACKAGE}
      data-route={route.name}
      css={(theme: Theme) => ({
        maxWidth: 1200,
        margin: '0 auto',
        padding: phone ? 0 : `${theme.space[4]}px ${theme.space[4]}px`,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        height: bare ? '100dvh' : undefined,
      })}
    >
      <div
        css={(theme: Theme) =>
          // On a phone the list runs edge to edge; its heading keeps the page's margin.
          phone ? (target ? visuallyHiddenHeading : { padding: `0 ${theme.space[4]}px` }) : undefined
        }
      >
        <PageHeading level={1} title={intl.formatMessage({ id: 'chat.list.title' })} />
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          gap: phone ? 0 : theme.space[4],
          // The page scrolls inside the list and the conversation, not as a whole; in the default layout
          // the header, the navigation and the footer's first lines share the screen with it.
          ...(bare
            ? { flex: '1 1 auto', minHeight: 0 }
            : { height: phone ? 'calc(100dvh - 140px)' : 'calc(100dvh - 220px)', minHeight: 420 }),
        })}
      >
        {showList && (
          <div
            css={(theme: Theme) => ({
              flex: phone ? '1 1 auto' : '0 0 auto',
              width: phone ? '100%' : 'clamp(300px, 30vw, 400px)',
              border: phone ? 'none' : `1px solid ${theme.colors.border}`,
              borderRadius: phone ? 0 : theme.radii.md,
              overflow: 'hidden',
              background: theme.colors.surface,
            })}
          >
            <ChatList activeId={target?.kind === 'conversation' ? target.id : null} />
          </div>
        )}
        {showConversation && (
          <div
            css={(theme: Theme) => ({
              flex: '1 1 auto',
              maxWidth: 800,
              minWidth: 0,
              border: phone ? 'none' : `1px solid ${theme.colors.border}`,
              borderRadius: phone ? 0 : theme.radii.md,
              overflow: 'hidden',
            })}
          >
            {target ? (
              <ConversationView key={`${target.kind}-${target.id}`} target={target} />
            ) : (
              <div css={(theme: Theme) => ({ padding: theme.space[5], color: theme.colors.textMuted })}>
                <p css={{ marginTop: 0 }}>{intl.formatMessage({ id: 'chat.list.pick' })}</p>
                {lastOpened && (
                  <p>
                    <Link href={pathFor('chats-id', { id: lastOpened.conversationId })}>
                      {intl.formatMessage(
                        { id: 'chat.list.continue' },
                        { name: <bdi>{lastOpened.name}</bdi>, when: format.relative(lastOpened.at) },
                      )}
                    </Link>
                  </p>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

// On a phone with a conversation open the page heading stays for screen readers and the window title.
const visuallyHiddenHeading = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};
