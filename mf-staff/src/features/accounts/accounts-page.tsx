// /staff/accounts ("Team"): the staff accounts an admin may manage, a form for a new staff member, and the
// actions on each account. The one-time setup link of a new account or a reset shows once, above the list.
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Spinner } from '@dating/shared';
import type { StaffAccountSetupAnswer, StaffMember } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { StaffFrame } from '../staff-frame/staff-frame';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { accountsKey, getAccounts } from './account-calls';
import { AccountCard } from './account-card';
import { NewAccountForm } from './new-account-form';
import { type SetupLink, SetupLinkNotice } from './setup-link-notice';

export function AccountsPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.accounts.title' })}
      permission="staff.manage"
    >
      {(staff) => <Team staff={staff} />}
    </StaffFrame>
  );
}

function Team({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const staffError = useStaffErrorMessage();
  const [link, setLink] = useState<SetupLink | null>(null);
  const [result, setResult] = useState('');
  const accounts = useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => getAccounts(signal) });
  const showLink = (answer: StaffAccountSetupAnswer) =>
    setLink({
      email: answer.account.email,
      url: `${window.location.origin}${answer.setupPath}`,
      expiresAt: answer.setupExpiresAt,
    });

  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
        {result}
      </p>
      {link && <SetupLinkNotice link={link} onDismiss={() => setLink(null)} />}
      <section
        aria-labelledby="staff-team-list"
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
      >
        <h2 id="staff-team-list" css={{ margin: 0, fontSize: '1.25rem' }}>
          {intl.formatMessage({ id: 'staff.accounts.list' })}
        </h2>
        {accounts.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'staff.accounts.loading' })} />
        ) : accounts.isError ? (
          <ErrorState
            error={accounts.error}
            message={staffError(accounts.error)}
            onRetry={() => void accounts.refetch()}
          />
        ) : accounts.data.accounts.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'staff.accounts.empty' })} />
        ) : (
          <ul
            css={(theme: Theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space[3],
            })}
          >
            {accounts.data.accounts.map((account) => (
              <li key={account.id}>
                <AccountCard staff={staff} account={account} onResult={setResult} onSetupLink={showLink} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewAccountForm
        staff={staff}
        onCreated={(answer) => {
          setResult(intl.formatMessage({ id: 'staff.accounts.created' }, { email: answer.account.email }));
          showLink(answer);
        }}
      />
    </div>
  );
}
