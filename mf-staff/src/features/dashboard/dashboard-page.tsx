// /staff: today's figures per site the staff member may see, with the open queues and the oldest item's age;
// for roles with `inbox.figures` also the operator inbox's per site and per operator (the inbox's figures call),
// and for roles with `remotes.manage` the split guard's rollbacks not yet dismissed.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Spinner, useFormatters } from '@dating/shared';
import type { DashboardSite, InboxFigures, StaffQueue } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { figuresKey, getInboxFigures } from '../inbox/inbox-calls';
import { OperatorFigures } from '../inbox/inbox-figures';
import { GuardNotices } from '../remotes/guard-notices';
import { queueName, queuesFor } from '../staff-frame/queue-names';
import { StaffFrame } from '../staff-frame/staff-frame';
import { DASHBOARD_KEY, getDashboard } from './dashboard-calls';
import { formatAge } from './format-age';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { can } from '../staff-session/use-staff-session';

const INBOX_REFRESH_MS = 60_000;

type InboxSiteFigures = InboxFigures['sites'][number];

export function DashboardPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.dashboard.title' })}
      permission="dashboard.read"
    >
      {(staff) => (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
          {can(staff, 'remotes.manage') && <GuardNotices />}
          <DashboardSites inboxFigures={can(staff, 'inbox.figures')} queues={queuesFor(staff.permissions)} />
        </div>
      )}
    </StaffFrame>
  );
}

/** `queues`: the ones the role works; the others' open items are no work of theirs. */
function DashboardSites({ inboxFigures, queues }: { inboxFigures: boolean; queues: readonly StaffQueue[] }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const dashboard = useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal) });
  // The inbox's figures are a second, optional call: while it loads or fails the day's figures still show.
  const inbox = useQuery({
    queryKey: figuresKey,
    queryFn: ({ signal }) => getInboxFigures(signal),
    enabled: inboxFigures,
    refetchInterval: INBOX_REFRESH_MS,
  });
  if (dashboard.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.dashboard.loading' })} />;
  if (dashboard.isError)
    return (
      <ErrorState
        error={dashboard.error}
        message={staffError(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  if (dashboard.data.sites.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'staff.dashboard.noSites' })} />;
  const inboxData = inboxFigures ? inbox.data : undefined;
  return (
    <>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[4],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
        })}
      >
        {dashboard.data.sites.map((site) => (
          <SiteCard
            key={site.site.id}
            site={site}
            queues={queues}
            inbox={inboxData?.sites.find((figures) => figures.siteId === site.site.id)}
          />
        ))}
      </div>
      {inboxData && inboxData.operators.length > 0 && (
        // Focusable: on a phone the table scrolls sideways, which a keyboard can do only in a focused element.
        <section aria-labelledby="staff-inbox-operators" tabIndex={0} css={{ overflowX: 'auto' }}>
          <h2 id="staff-inbox-operators">{intl.formatMessage({ id: 'staff.dashboard.inboxOperators' })}</h2>
          <OperatorFigures operators={inboxData.operators} />
        </section>
      )}
    </>
  );
}

function FigureList({ figures }: { figures: [string, string][] }) {
  return (
    <dl
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: `${theme.space[1]}px ${theme.space[3]}px`,
        margin: 0,
      })}
    >
      {figures.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd css={{ margin: 0, textAlign: 'end', fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The site's operator inbox: what waits now, and how fast it was answered (last hour, 24 hours). */
function InboxSiteFigureList({ inbox }: { inbox: InboxSiteFigures }) {
  const intl = useIntl();
  const format = useFormatters();
  const label = (id: string) => intl.formatMessage({ id });
  const seconds = (value: number | null) =>
    value === null ? intl.formatMessage({ id: 'staff.dashboard.noneOpen' }) : formatAge(intl, value);
  const noAnswers = (value: number | null) => (value === null ? '–' : formatAge(intl, value));
  return (
    <FigureList
      figures={[
        [label('staff.inbox.figureWaiting'), format.number(inbox.waiting)],
        [label('staff.inbox.figureOldest'), seconds(inbox.oldestWaitSeconds)],
        [label('staff.inbox.figureLastHour'), format.number(inbox.answersLastHour)],
        [label('staff.inbox.figureDay'), format.number(inbox.answers24h)],
        [label('staff.inbox.figureMedian'), noAnswers(inbox.medianFirstAnswerSeconds)],
        [label('staff.inbox.figureP90'), noAnswers(inbox.p90FirstAnswerSeconds)],
      ]}
    />
  );
}

function SiteCard({
  site,
  queues,
  inbox,
}: {
  site: DashboardSite;
  queues: readonly StaffQueue[];
  inbox: InboxSiteFigures | undefined;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const figures: [string, string][] = [
    [intl.formatMessage({ id: 'staff.dashboard.signups' }), format.number(site.signups)],
    [intl.formatMessage({ id: 'staff.dashboard.activations' }), format.number(site.activations)],
    [intl.formatMessage({ id: 'staff.dashboard.firstPayments' }), format.number(site.firstPayments)],
    [
      intl.formatMessage({ id: 'staff.dashboard.revenue' }),
      format.currency(site.revenueCents / 100, site.currency),
    ],
    ...queues.map((queue): [string, string] => [
      queueName(intl, queue),
      format.number(site.openQueues[queue]),
    ]),
    ...(queues.length === 0
      ? []
      : [
          [
            intl.formatMessage({ id: 'staff.dashboard.oldest' }),
            site.oldestItemAgeSeconds === null
              ? intl.formatMessage({ id: 'staff.dashboard.noneOpen' })
              : formatAge(intl, site.oldestItemAgeSeconds),
          ] as [string, string],
        ]),
  ];
  const headingId = `staff-site-${site.site.id}`;
  return (
    <section
      aria-labelledby={headingId}
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.sm,
        padding: theme.space[4],
      })}
    >
      <h2
        id={headingId}
        css={(theme: Theme) => ({ margin: `0 0 ${theme.space[3]}px`, fontSize: theme.fontSizes.lg })}
      >
        {site.site.name} <small css={{ fontWeight: 400 }}>({site.site.domain})</small>
      </h2>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space[2]}px`, color: theme.colors.textMuted })}>
        {intl.formatMessage({ id: 'staff.dashboard.today' })}
      </p>
      <FigureList figures={figures} />
      {inbox && (
        <>
          <h3
            css={(theme: Theme) => ({
              margin: `${theme.space[3]}px 0 ${theme.space[2]}px`,
              fontSize: theme.fontSizes.md,
            })}
          >
            {intl.formatMessage({ id: 'staff.dashboard.inbox' })}
          </h3>
          <InboxSiteFigureList inbox={inbox} />
        </>
      )}
    </section>
  );
}
