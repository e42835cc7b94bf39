// A remote's registry changes on the site, newest first, with who made each one: read only when opened.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, Spinner, useFormatters } from '@dating/shared';
import type { RegistryChange } from '@dating/shared/contract';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { getRemoteHistory, remoteHistoryKey, type RegistrySiteKey } from './remote-calls';
import { disclosureSummary } from '../../app/disclosure-summary';

export function RemoteHistory({ site, remote }: { site: RegistrySiteKey; remote: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary css={disclosureSummary}>{intl.formatMessage({ id: 'staff.remotes.history' })}</summary>
      {open && <HistoryList site={site} remote={remote} />}
    </details>
  );
}

function HistoryList({ site, remote }: { site: RegistrySiteKey; remote: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const history = useQuery({
    queryKey: remoteHistoryKey(site, remote),
    queryFn: ({ signal }) => getRemoteHistory(site, remote, signal),
  });
  if (history.isPending)
    return <Spinner label={intl.formatMessage({ id: 'staff.remotes.historyLoading' })} />;
  if (history.isError)
    return (
      <ErrorState
        error={history.error}
        message={staffError(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.changes.length === 0)
    return <p>{intl.formatMessage({ id: 'staff.remotes.historyEmpty' })}</p>;
  return (
    <ol
      css={(theme: Theme) => ({
        margin: 0,
        paddingInlineStart: theme.space[4],
        display: 'grid',
        gap: theme.space[2],
      })}
    >
      {history.data.changes.map((change) => (
        <HistoryEntry key={change.id} change={change} />
      ))}
    </ol>
  );
}

function HistoryEntry({ change }: { change: RegistryChange }) {
  const intl = useIntl();
  const format = useFormatters();
  const action = {
    set: intl.formatMessage({ id: 'staff.remotes.actionSet' }),
    unset: intl.formatMessage({ id: 'staff.remotes.actionUnset' }),
    rollback: intl.formatMessage({ id: 'staff.remotes.actionRollback' }),
    import: intl.formatMessage({ id: 'staff.remotes.actionImport' }),
    guard: intl.formatMessage({ id: 'staff.remotes.actionGuard' }),
    rename: intl.formatMessage({ id: 'staff.remotes.actionRename' }),
  }[change.action];
  const result = change.variants
    ? format.list(
        change.variants.map(
          (variant) => `${variant.entry} ${format.number(variant.weight / 100, { style: 'percent' })}`,
        ),
      )
    : intl.formatMessage({ id: 'staff.remotes.noAssignment' });
  return (
    <li css={{ overflowWrap: 'anywhere' }}>
      <time dateTime={change.at}>{format.dateTime(change.at)}</time>
      {' · '}
      {intl.formatMessage(
        { id: 'staff.remotes.historyEntry' },
        { action, result, who: change.by ?? intl.formatMessage({ id: 'staff.remotes.bySystem' }) },
      )}
      {change.reason && (
        <div css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{change.reason}</div>
      )}
    </li>
  );
}
