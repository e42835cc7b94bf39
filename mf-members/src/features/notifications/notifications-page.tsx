import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  EmptyState,
  FictionalMark,
  Icon,
  type IconName,
  Link,
  mediaDown,
  pathFor,
  Spinner,
  useErrorMessage,
  useFormatters,
} from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { MemberPhoto } from '../member-card/member-photo';
import { PageFrame } from '../../app/page-frame';
import type { NotificationItem, NotificationsResponse } from '@dating/shared';
import { getNotifications, notificationsQueryKey } from './api/get-notifications';
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

const keyOf = (item: NotificationItem) => `${item.kind}-${item.profile.id}-${item.at}`;

export function NotificationsPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  // Asked again on each visit (the cached list shows meanwhile), not while the member is on the page.
  const query = useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const items = query.data?.items ?? null;
  // A failed first load shows its error with a retry; the retry shows the spinner again, like the first load.
  const error = !items && query.isError && !query.isFetching ? query.error : null;

  // Seen now: the page shows them as new this once, the server (and the store) count them as read from here on.
  const markRead = useMutation({
    mutationFn: (until: string) => markNotificationsRead(until),
    onSuccess: (_answer, until) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (current) =>
        current
          ? {
              ...current,
              items: current.items.map((item) => (item.at <= until ? { ...item, read: true } : item)),
            }
          : current,
      ),
  });
  const { mutate: markReadUntil } = markRead;
  useEffect(() => {
    const newest = items?.[0];
    if (newest && !newest.read) markReadUntil(newest.at);
  }, [items, markReadUntil]);
  // What was unread when it arrived keeps its mark for the rest of this visit.
  const [shownAsNew, setShownAsNew] = useState<ReadonlySet<string>>(() => new Set());
  const unread = (items ?? []).filter((item) => !item.read).map(keyOf);
  if (unread.some((key) => !shownAsNew.has(key))) setShownAsNew(new Set([...shownAsNew, ...unread]));
  const isNew = (item: NotificationItem) => !item.read || shownAsNew.has(keyOf(item));

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
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
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
              <li key={keyOf(item)}>
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
                    background: isNew(item) ? theme.colors.warningSurface : theme.colors.surface,
                    borderInlineStart: `4px solid ${isNew(item) ? theme.colors.unread : 'transparent'}`,
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
                    {item.profile.fictional && (
                      <>
                        {' '}
                        <FictionalMark withLabel />
                      </>
                    )}
                    {isNew(item) && (
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
