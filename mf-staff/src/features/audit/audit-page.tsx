// /staff/audit: the append-only log of every staff action, newest first, searchable by who, what, which
// target and when. The filters are in the address, so a search can be shared and survives a reload.
import type { Theme } from '@emotion/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, navigate, Spinner, useLocation } from '@dating/shared';
import { SelectField, TextField } from '@dating/shared/forms';
import type {
  StaffAuditAction,
  StaffAuditAnswer,
  StaffAuditQuery,
  StaffMember,
} from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { staffApi } from '../../app/staff-api';
import { roleName } from '../staff-frame/staff-nav';
import { StaffFrame } from '../staff-frame/staff-frame';
import { AUDIT_ACTIONS, auditActionName } from './audit-actions';
import { AuditRow } from './audit-row';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { can } from '../staff-session/use-staff-session';
import { accountsKey, getAccounts } from '../accounts/account-calls';
import { staffPath } from '../../app/staff-paths';

const getAudit = (query: StaffAuditQuery, cursor: string | null, signal?: AbortSignal) =>
  staffApi.request<StaffAuditAnswer>('GET', '/api/staff/audit', undefined, {
    signal,
    query: { ...query, cursor },
  });

const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export function AuditPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.audit.title' })}
      permission="audit.read"
    >
      {(staff) => <AuditLog staff={staff} />}
    </StaffFrame>
  );
}

/** The address's filters as the API's query: dates as the start (from) or end (to) of that day. */
function toQuery(filters: Filters): StaffAuditQuery {
  const actor = Number(filters.actor);
  return {
    ...(Number.isInteger(actor) && actor > 0 ? { actor } : {}),
    ...(AUDIT_ACTIONS.includes(filters.action as StaffAuditAction)
      ? { action: filters.action as StaffAuditAction }
      : {}),
    ...(/^[a-z_]+:\d{1,10}$/.test(filters.target) ? { target: filters.target } : {}),
    ...(filters.from ? { from: new Date(`${filters.from}T00:00:00`).toISOString() } : {}),
    ...(filters.to ? { to: new Date(`${filters.to}T23:59:59`).toISOString() } : {}),
  };
}

function AuditLog({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const { searchParams } = useLocation();
  const applied = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ''])) as Filters;
  const [filters, setFilters] = useState<Filters>(applied);
  const [targetError, setTargetError] = useState<string | undefined>();
  const query = toQuery(applied);
  const log = useInfiniteQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: ({ pageParam, signal }) => getAudit(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = filters.target.trim();
    if (target && !/^[a-z_]+:\d{1,10}$/.test(target)) {
      setTargetError(intl.formatMessage({ id: 'staff.audit.targetInvalid' }));
      return;
    }
    setTargetError(undefined);
    const search = new URLSearchParams(
      Object.entries({ ...filters, target }).filter(([, value]) => value.trim() !== ''),
    ).toString();
    navigate(`${staffPath('staff-audit')}${search ? `?${search}` : ''}`);
  };

  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <form
        role="search"
        onSubmit={submit}
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space[3],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
          alignItems: 'end',
        })}
      >
        <ActorField
          staff={staff}
          value={filters.actor}
          onChange={(actor) => setFilters((current) => ({ ...current, actor }))}
        />
        <SelectField
          label={intl.formatMessage({ id: 'staff.audit.action' })}
          placeholder={intl.formatMessage({ id: 'staff.audit.anyAction' })}
          value={filters.action}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: auditActionName(intl, value) }))}
          onChange={set('action')}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.audit.target' })}
          hint={intl.formatMessage({ id: 'staff.audit.targetHint' })}
          error={targetError}
          value={filters.target}
          onChange={set('target')}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.audit.from' })}
          type="date"
          value={filters.from}
          onChange={set('from')}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.audit.to' })}
          type="date"
          value={filters.to}
          onChange={set('to')}
        />
        <div>
          <Button type="submit">{intl.formatMessage({ id: 'staff.audit.search' })}</Button>
        </div>
      </form>
      {log.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'staff.audit.loading' })} />
      ) : log.isError ? (
        <ErrorState error={log.error} message={staffError(log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.pages[0]?.entries.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'staff.audit.empty' })} />
      ) : (
        <ol
          aria-label={intl.formatMessage({ id: 'staff.audit.entries' })}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[2],
          })}
        >
          {log.data.pages
            .flatMap((page) => page.entries)
            .map((entry) => (
              <li key={entry.id}>
                <AuditRow entry={entry} />
              </li>
            ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {intl.formatMessage({ id: 'staff.audit.more' })}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Whose actions: the team by name for an admin who manages it (the accounts they may see); otherwise, or
 * while the team loads, the account's number. An address naming an account not in the list keeps it, by number.
 */
function ActorField({
  staff,
  value,
  onChange,
}: {
  staff: StaffMember;
  value: string;
  onChange: (actor: string) => void;
}) {
  const intl = useIntl();
  const managesTeam = can(staff, 'staff.manage');
  const team = useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => getAccounts(signal),
    enabled: managesTeam,
  });
  const label = intl.formatMessage({ id: 'staff.audit.actor' });
  if (!team.data) {
    return (
      <TextField
        label={label}
        hint={intl.formatMessage({ id: 'staff.audit.actorNumberHint' })}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options = team.data.accounts.map((account) => ({
    value: String(account.id),
    label: `${account.name} · ${roleName(intl, account.role)}`,
  }));
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: intl.formatMessage({ id: 'staff.audit.actorByNumber' }, { id: value }) });
  }
  return (
    <SelectField
      label={label}
      placeholder={intl.formatMessage({ id: 'staff.audit.anyActor' })}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
