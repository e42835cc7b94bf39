// The navigation's "Messages" link with the unread badge (spec: 99+ from 100, unread colour). It follows
// the session and the unread total on the bus, so whichever part of the site learns about new messages
// (the shell's poll, a conversation, a push) updates it without knowing it exists.
import { useIntl } from 'react-intl';
import { Badge, Link, pathFor, useBusState } from '@dating/shared';

export function UnreadIndicator() {
  const intl = useIntl();
  const session = useBusState('session.changed');
  const unread = useBusState('chat.unread-changed')?.total ?? 0;
  if (!session?.user) return null;

  return (
    <Link
      href={pathFor('chats')}
      aria-label={intl.formatMessage({ id: 'chat.unreadIndicator.label' }, { count: unread })}
      data-remote="mf-chat"
      data-widget="unread-indicator"
    >
      <span aria-hidden="true">{intl.formatMessage({ id: 'chat.unreadIndicator.messages' })}</span>
      {/* A space, so the visible text reads "Messages 3", which the label ("Messages, 3 unread ...") contains. */}{' '}
      <span aria-hidden="true" data-testid="unread-badge">
        <Badge count={unread} variant="unread" />
      </span>
    </Link>
  );
}
