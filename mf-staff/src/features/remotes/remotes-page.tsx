// /staff/remotes: the remote registry of one site (or of every site without its own assignment): what each
// remote loads now, with the error rate of each variant, the guard, the built versions, and set / split /
// roll back / unset with the command line's rules (`npm run remotes`, docs/deploying-remotes.md); above them
// the split guard's rollbacks not yet dismissed.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Spinner } from '@dating/shared';
import type { StaffMember } from '@dating/shared/contract';
import { SelectField } from '@dating/shared/forms';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { GuardNotices } from './guard-notices';
import { getRemotes, remotesKey, type RegistrySiteKey } from './remote-calls';
import { RemoteCard } from './remote-card';

export function RemotesPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.remotes.title' })}
      permission="remotes.manage"
    >
      {(staff) => <RemotesConsole staff={staff} />}
    </StaffFrame>
  );
}

const ALL = '*';

function RemotesConsole({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  // Only staff who see every site may change what every site loads.
  const allSites = staff.sites === null;
  const first = staff.siteList[0]?.id;
  const [site, setSite] = useState<RegistrySiteKey | null>(first ?? (allSites ? ALL : null));
  if (site === null) return <EmptyState title={intl.formatMessage({ id: 'staff.remotes.noSites' })} />;
  const options = [
    ...staff.siteList.map((entry) => ({ value: String(entry.id), label: `${entry.name} (${entry.domain})` })),
    ...(allSites ? [{ value: ALL, label: intl.formatMessage({ id: 'staff.remotes.allSites' }) }] : []),
  ];
  const siteName =
    site === ALL
      ? intl.formatMessage({ id: 'staff.remotes.allSites' })
      : (staff.siteList.find((entry) => entry.id === site)?.name ?? String(site));
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <GuardNotices />
      <SelectField
        label={intl.formatMessage({ id: 'staff.remotes.site' })}
        hint={intl.formatMessage({ id: 'staff.remotes.siteHint' })}
        options={options}
        value={String(site)}
        onChange={(event) => setSite(event.target.value === ALL ? ALL : Number(event.target.value))}
        css={{ maxWidth: 480 }}
      />
      <SiteRemotes key={String(site)} site={site} siteName={siteName} />
    </div>
  );
}

function SiteRemotes({ site, siteName }: { site: RegistrySiteKey; siteName: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const remotes = useQuery({
    queryKey: remotesKey(site),
    queryFn: ({ signal }) => getRemotes(site, signal),
  });
  if (remotes.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.remotes.loading' })} />;
  if (remotes.isError)
    return (
      <ErrorState
        error={remotes.error}
        message={staffError(remotes.error)}
        onRetry={() => void remotes.refetch()}
      />
    );
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      {remotes.data.remotes.map((state) => (
        <RemoteCard key={state.remote} site={site} siteName={siteName} state={state} />
      ))}
    </div>
  );
}
