// /staff/queues/{queue}: the open items of one moderation queue, oldest first. A moderator claims an item
// (nobody else can take it while the claim lasts), looks at the evidence and decides with a reason.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, EmptyState, ErrorState, Spinner, useFormatters } from '@dating/shared';
import type { QueueFigures, QueueItem, StaffMember, StaffQueue } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { formatAge } from '../dashboard/format-age';
import { ANY_QUEUE_PERMISSIONS, isQueue, QUEUE_PERMISSIONS, queueName } from '../staff-frame/queue-names';
import { StaffFrame } from '../staff-frame/staff-frame';
import { DecideForm } from './decide-form';
import { concernedMember, Evidence } from './evidence';
import { claimItem, getQueuePage, queueKey, releaseItem } from './queue-calls';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

export function QueuePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const queue = route.params.queue;
  const known = isQueue(queue);
  return (
    <StaffFrame
      route={route.name}
      title={known ? queueName(intl, queue) : intl.formatMessage({ id: 'staff.queues.unknown' })}
      permission={known ? QUEUE_PERMISSIONS[queue] : ANY_QUEUE_PERMISSIONS}
    >
      {(staff) =>
        known ? (
          <QueueItems queue={queue} staff={staff} />
        ) : (
          <Alert variant="warning">{intl.formatMessage({ id: 'staff.queues.unknownText' })}</Alert>
        )
      }
    </StaffFrame>
  );
}

function QueueItems({ queue, staff }: { queue: StaffQueue; staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const items = useInfiniteQuery({
    queryKey: queueKey(queue),
    queryFn: ({ pageParam, signal }) => getQueuePage(queue, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  if (items.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.queues.loading' })} />;
  if (items.isError)
    return (
      <ErrorState
        error={items.error}
        message={staffError(items.error)}
        onRetry={() => void items.refetch()}
      />
    );
  const all = items.data.pages.flatMap((page) => page.items);
  const figures = items.data.pages[0]?.figures;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      {figures && <Figures figures={figures} />}
      {all.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'staff.queues.emptyTitle' })}
          description={intl.formatMessage({ id: 'staff.queues.emptyText' })}
        />
      ) : (
        <ol
          aria-label={intl.formatMessage({ id: 'staff.queues.items' })}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[4],
          })}
        >
          {all.map((item) => (
            <li key={item.id}>
              <QueueItemCard item={item} queue={queue} staff={staff} />
            </li>
          ))}
        </ol>
      )}
      {items.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void items.fetchNextPage()}
            disabled={items.isFetchingNextPage}
          >
            {intl.formatMessage({ id: 'staff.queues.more' })}
          </Button>
        </div>
      )}
    </div>
  );
}

function Figures({ figures }: { figures: QueueFigures }) {
  const intl = useIntl();
  const { medianSeconds, p90Seconds } = figures;
  return (
    <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
      {/* No decision this week: no times to give, and a sentence rather than a row of blanks. */}
      {medianSeconds === null || p90Seconds === null
        ? intl.formatMessage({ id: 'staff.queues.noDecisions' })
        : intl.formatMessage(
            { id: 'staff.queues.figures' },
            {
              count: figures.decided7d,
              median: formatAge(intl, medianSeconds),
              p90: formatAge(intl, p90Seconds),
            },
          )}
    </p>
  );
}

export function QueueItemCard({
  item,
  queue,
  staff,
}: {
  item: QueueItem;
  queue: StaffQueue;
  staff: StaffMember;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey(queue) });
  // What this moderator just did counts until the refreshed list says the same.
  const [mine, setMine] = useState<boolean | null>(null);
  const claim = useMutation({
    mutationFn: () => claimItem(queue, item.id),
    onSuccess: () => setMine(true),
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: () => releaseItem(queue, item.id),
    onSuccess: () => setMine(false),
    onSettled: refresh,
  });
  // The server answers a lapsed claim (STAFF_CLAIM_MINUTES) as no claim.
  const holder = item.claimedBy;
  const claimedByMe = mine ?? holder?.id === staff.id;
  const claimedByOther = !claimedByMe && holder !== null && holder.id !== staff.id;
  // An appeal is reviewed by someone other than who took the decision (the server refuses it too).
  const ownDecision = item.evidence.kind === 'appeal' && item.evidence.decision.decidedBy?.id === staff.id;
  const headingId = `staff-item-${queue}-${item.id}`;
  const failure = claim.error ?? release.error;
  return (
    <article
      aria-labelledby={headingId}
      data-item={item.id}
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.sm,
        padding: theme.space[4],
        display: 'grid',
        gap: theme.space[3],
        borderInlineStart: claimedByMe ? `4px solid ${theme.colors.primary}` : undefined,
      })}
    >
      <header
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: theme.space[2],
        })}
      >
        <h2 id={headingId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
          {intl.formatMessage({ id: 'staff.queues.itemTitle' }, { id: item.id })}{' '}
          <small css={{ fontWeight: 400 }}>
            · {item.siteName} · <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
          </small>
        </h2>
        <span>
          {claimedByMe
            ? intl.formatMessage({ id: 'staff.queues.claimedByYou' })
            : claimedByOther && holder
              ? intl.formatMessage({ id: 'staff.queues.claimedBy' }, { name: holder.name })
              : intl.formatMessage({ id: 'staff.queues.unclaimed' })}
        </span>
      </header>
      <Evidence evidence={item.evidence} />
      {failure && (
        <Alert variant="danger" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      {claimedByMe ? (
        <>
          <DecideForm queue={queue} itemId={item.id} member={concernedMember(item.evidence)} />
          <div>
            <Button variant="ghost" size="sm" onClick={() => release.mutate()} disabled={release.isPending}>
              {intl.formatMessage({ id: 'staff.queues.release' })}
            </Button>
          </div>
        </>
      ) : ownDecision ? (
        <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.queues.ownDecision' })}</p>
      ) : (
        <div>
          <Button onClick={() => claim.mutate()} disabled={claim.isPending || claimedByOther}>
            {intl.formatMessage({ id: 'staff.queues.claim' })}
          </Button>
        </div>
      )}
    </article>
  );
}
