// /staff: today's figures per site the staff member may see, with the open queues and the oldest item's age.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Spinner, useFormatters } from '@dating/shared';
import type { DashboardSite, StaffDashboardAnswer } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { staffApi } from '../../app/staff-api';
import { QUEUES, queueName } from '../staff-frame/queue-names';
import { StaffFrame } from '../staff-frame/staff-frame';
import { formatAge } from './format-age';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

export const DASHBOARD_KEY = ['staff', 'dashboard'] as const;

export const getDashboard = (signal?: AbortSignal) =>
  staffApi.request<StaffDashboardAnswer>('GET', '/api/staff/dashboard', undefined, { signal });

export function DashboardPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.dashboard.title' })}
      permission="dashboard.read"
    >
      {() => <DashboardSites />}
    </StaffFrame>
  );
}

function DashboardSites() {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const dashboard = useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboard(signal) });
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
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[4],
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      })}
    >
      {dashboard.data.sites.map((site) => (
        <SiteCard key={site.site.id} site={site} />
      ))}
    </div>
  );
}

function SiteCard({ site }: { site: DashboardSite }) {
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
    ...QUEUES.map((queue): [string, string] => [
      queueName(intl, queue),
      format.number(site.openQueues[queue]),
    ]),
    [
      intl.formatMessage({ id: 'staff.dashboard.oldest' }),
      site.oldestItemAgeSeconds === null
        ? intl.formatMessage({ id: 'staff.dashboard.noneOpen' })
        : formatAge(intl, site.oldestItemAgeSeconds),
    ],
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
    </section>
  );
}
