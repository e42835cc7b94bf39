// /staff/account: the signed-in staff member's own account: who they are to the console (role, sites), and
// their password, which they change by proving the current one (POST /api/staff/me/password); their other
// sessions end, this one stays. What only an administrator changes is said, so nobody looks for it here.
import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { StaffMember } from '@dating/shared/contract';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { Fact, FactList } from '../../app/fact-list';
import { MIN_STAFF_PASSWORD, newPasswordProblem } from '../staff-login/new-password-rule';
import { StaffFrame } from '../staff-frame/staff-frame';
import { roleName } from '../staff-frame/staff-nav';
import { changeOwnPassword } from '../staff-session/session-calls';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';

export function OwnAccountPage({ route }: RemotePageProps) {
  const intl = useIntl();
  return (
    <StaffFrame
      route={route.name}
      title={intl.formatMessage({ id: 'staff.account.title' })}
      // Every role has the dashboard: everyone opens their own account.
      permission="dashboard.read"
    >
      {(staff) => (
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[5] })}>
          <AccountFacts staff={staff} />
          <PasswordForm />
        </div>
      )}
    </StaffFrame>
  );
}

function AccountFacts({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const facts: [string, string][] = [
    [t('staff.account.name'), staff.name || '—'],
    [t('staff.account.email'), staff.email],
    [t('staff.account.role'), roleName(intl, staff.role)],
    [
      t('staff.account.sites'),
      staff.sites === null
        ? t('staff.account.everySite')
        : staff.siteList.map((site) => site.name).join(', ') || '—',
    ],
  ];
  return (
    <section css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <FactList>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </FactList>
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        {t('staff.account.askAdmin')}
      </p>
    </section>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setRepeat('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat);
    if (problem) {
      setFieldError(
        problem === 'short'
          ? intl.formatMessage({ id: 'staff.account.short' }, { min: MIN_STAFF_PASSWORD })
          : intl.formatMessage({ id: 'staff.account.mismatch' }),
      );
      return;
    }
    setFieldError(undefined);
    change.mutate({ currentPassword: current, newPassword: password });
  };
  return (
    <section aria-labelledby="staff-account-password">
      <h2 id="staff-account-password" css={(theme: Theme) => ({ margin: `0 0 ${theme.space[2]}px` })}>
        {intl.formatMessage({ id: 'staff.account.passwordTitle' })}
      </h2>
      <form
        noValidate
        onSubmit={submit}
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], maxWidth: 420 })}
      >
        <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.account.passwordLead' })}</p>
        {change.isSuccess && (
          <Alert variant="success" role="status">
            {intl.formatMessage({ id: 'staff.account.done' })}
          </Alert>
        )}
        {change.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'staff.account.current' })}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.account.new' })}
          hint={intl.formatMessage({ id: 'staff.account.newHint' }, { min: MIN_STAFF_PASSWORD })}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.account.repeat' })}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={change.isPending || current === ''}>
            {intl.formatMessage({ id: 'staff.account.submit' })}
          </Button>
        </div>
      </form>
    </section>
  );
}
