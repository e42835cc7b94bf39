// /staff/members?q=: find a member by e-mail, id or name. The query is in the address, so a search can be
// shared and the back button returns to the results. Each search is written to the audit log (member.search).
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Link,
  navigate,
  Spinner,
  useFormatters,
  useLocation,
} from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { StaffMemberRow } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { membersSearchKey, searchMembers } from './member-calls';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { staffPath } from '../../app/staff-paths';

export function MemberSearchPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.members.title' })}
      permission="members.read"
    >
      {() => <MemberSearch />}
    </StaffFrame>
  );
}

function MemberSearch() {
  const intl = useIntl();
  const q = useLocation().searchParams.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) navigate(`${staffPath('staff-members')}?${new URLSearchParams({ q: value }).toString()}`);
  };
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <form
        role="search"
        onSubmit={submit}
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          gap: theme.space[2],
        })}
      >
        <TextField
          css={{ flex: '1 1 240px' }}
          label={intl.formatMessage({ id: 'staff.members.query' })}
          hint={intl.formatMessage({ id: 'staff.members.queryHint' })}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{intl.formatMessage({ id: 'staff.members.search' })}</Button>
      </form>
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        {intl.formatMessage({ id: 'staff.members.searchAudited' })}
      </p>
      {q && <Results q={q} />}
    </div>
  );
}

function Results({ q }: { q: string }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const results = useQuery({
    queryKey: membersSearchKey(q),
    queryFn: ({ signal }) => searchMembers(q, signal),
  });
  if (results.isPending) return <Spinner label={intl.formatMessage({ id: 'staff.members.searching' })} />;
  if (results.isError)
    return (
      <ErrorState
        error={results.error}
        message={staffError(results.error)}
        onRetry={() => void results.refetch()}
      />
    );
  if (results.data.members.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'staff.members.noneFound' }, { q })} />;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'staff.members.results' })}
      css={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space[2],
      })}
    >
      {results.data.members.map((member) => (
        <li key={member.id}>
          <MemberRow member={member} />
        </li>
      ))}
    </ul>
  );
}

function MemberRow({ member }: { member: StaffMemberRow }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Link
      href={staffPath('staff-members-id', { id: member.id })}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[1],
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        boxShadow: theme.shadows.sm,
        color: theme.colors.text,
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover': { boxShadow: theme.shadows.md },
        '&:focus-visible': theme.focusRing,
      })}
    >
      <span>
        <strong>{member.name}</strong> #{member.id} · {member.email}{' '}
        {member.ban && (
          <Badge variant="danger">
            {intl.formatMessage({
              id: member.ban.kind === 'ban' ? 'staff.members.banned' : 'staff.members.suspended',
            })}
          </Badge>
        )}
        {member.deleted && (
          <Badge variant="neutral">{intl.formatMessage({ id: 'staff.members.deleted' })}</Badge>
        )}
      </span>
      <small css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
        {intl.formatMessage(
          { id: 'staff.members.rowFacts' },
          { site: member.siteName, since: format.date(member.signupDate) },
        )}
      </small>
    </Link>
  );
}
