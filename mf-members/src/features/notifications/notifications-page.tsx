import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  type IconName,
  Link,
  mediaDown,
  pathFor,
  Spinner,
  useErrorMessage,
  useFormatters,
} from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { MemberPhoto } from '../member-card/member-photo';
import { PageFrame } from '../member-card/page-frame';
import type { NotificationItem } from '@dating/shared';
import { getNotifications } from './api/get-notifications';
import { markNotificationsRead } from './api/mark-notifications-read';

const TEXT_IDS: Record<NotificationItem['kind'], string> = {
  like: 'members.notifications.like',
  match: 'members.notifications.match',
  message: 'members.notifications.message',
  visit: 'members.notifications.visit',
};

const ICONS: Record<NotificationItem['kind'], IconName> = {
  like: 'heart',
  match: 'star',
  message: 'mail',
  visit: 'eye',
};

export function NotificationsPage({ route }: PageProps) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    attempt: number;
    items?: NotificationItem[];
    error?: unknown;
  } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getNotifications(controller.signal).then(
      ({ items: list }) => {
        setResult({ attempt, items: list });
        // Seen now: the page shows them as new this once, the server counts them as read from here on.
        const newest = list[0];
        if (newest && !newest.read) void markNotificationsRead(newest.at).catch(() => undefined);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setResult({ attempt, error: caught ?? new Error('failed') });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const current = result?.attempt === attempt ? result : null;
  const items = current?.items ?? null;
  const error = current?.error ?? null;

  return (
    <PageFrame
      route={route.name}
      width="narrow"
      title={intl.formatMessage({ id: 'members.notifications.title' })}
    >
      {error !== null && (
        <Alert
          variant="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage({ id: 'members.notifications.retry' })}
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      {!items && error === null && <Spinner />}
      {items && items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'members.notifications.emptyTitle' })}
          description={intl.formatMessage({ id: 'members.notifications.emptyText' })}
          action={
            <Button asLink href={pathFor('swipe-game')}>
              {intl.formatMessage({ id: 'members.notifications.play' })}
            </Button>
          }
        />
      )}
      {items && items.length > 0 && (
        <ol
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[2],
          })}
        >
          {items.map((item) => {
            const href =
              item.kind === 'message'
                ? pathFor('members-id-chat', { id: String(item.profile.id) })
                : pathFor('members-id', { id: String(item.profile.id) });
            return (
              <li key={`${item.kind}-${item.profile.id}-${item.at}`}>
                <Link
                  href={href}
                  css={(theme: Theme) => ({
                    display: 'grid',
                    gridTemplateColumns: '48px minmax(0, 1fr) auto',
                    alignItems: 'center',
                    gap: theme.space[3],
                    overflowWrap: 'break-word',
                    // On a narrow phone the time goes under the text, which keeps the width to wrap in.
                    [mediaDown('sm')]: {
                      gridTemplateColumns: '48px minmax(0, 1fr)',
                      rowGap: theme.space[1],
                      '& > :first-child': { gridRow: 'span 2' },
                      '& > time': { gridColumn: 2 },
                    },
                    padding: theme.space[3],
                    borderRadius: theme.radii.md,
                    background: item.read ? theme.colors.surface : theme.colors.warningSurface,
                    borderInlineStart: `4px solid ${item.read ? 'transparent' : theme.colors.unread}`,
                    color: theme.colors.text,
                    textDecoration: 'none',
                    boxShadow: theme.shadows.sm,
                    '&:hover': { boxShadow: theme.shadows.md },
                    '&:focus-visible': theme.focusRing,
                  })}
                >
                  <span
                    css={{ width: 48, height: 48, borderRadius: '50%', overflow: 'hidden', display: 'block' }}
                  >
                    <MemberPhoto image={item.profile.main_image} name={item.profile.name} />
                  </span>
                  <span>
                    <span aria-hidden="true" css={(theme: Theme) => ({ marginInlineEnd: theme.space[1] })}>
                      <Icon name={ICONS[item.kind]} size={18} />
                    </span>
                    {/* The name is isolated: a right-to-left name must not reorder the sentence around it. */}
                    {intl.formatMessage(
                      { id: TEXT_IDS[item.kind] },
                      { name: <bdi>{item.profile.name}</bdi> },
                    )}
                    {!item.read && (
                      <strong
                        css={(theme: Theme) => ({
                          marginInlineStart: theme.space[2],
                          color: theme.colors.warningText,
                          fontSize: theme.fontSizes.sm,
                        })}
                      >
                        {intl.formatMessage({ id: 'members.notifications.new' })}
                      </strong>
                    )}
                  </span>
                  <time
                    dateTime={item.at}
                    css={(theme: Theme) => ({
                      color: theme.colors.textMuted,
                      fontSize: theme.fontSizes.sm,
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {format.relative(item.at)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </PageFrame>
  );
}
