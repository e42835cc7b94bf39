// /staff/setup#<token>: the one-time link `npm run staff -- create` prints or an admin copies from /staff/accounts.
// The staff member picks a password, adds the shown secret (a QR code, or the key as text) to an authenticator app and proves it with a first code; then the login works. The
// token is in the fragment so it never reaches a server log or a Referer header.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useLocation } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { FrameSection } from '../staff-frame/staff-frame';
import { confirmSetup, startSetup } from '../staff-session/session-calls';
import { formStack } from './staff-login-page';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { staffPath } from '../../app/staff-paths';
import { MIN_STAFF_PASSWORD, newPasswordProblem } from './new-password-rule';
import { TotpQr } from './totp-qr';

export function StaffSetupPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const token = useLocation().hash.replace(/^#/, '');
  const title = intl.formatMessage({ id: 'staff.setup.title' });
  const back = { href: staffPath('staff-login'), label: intl.formatMessage({ id: 'staff.setup.toLogin' }) };
  if (!token) {
    return (
      <FrameSection route={route.name} title={title} back={back} languagePicker>
        <Alert variant="warning">{intl.formatMessage({ id: 'staff.setup.noToken' })}</Alert>
      </FrameSection>
    );
  }
  return (
    <FrameSection route={route.name} title={title} back={back} languagePicker>
      <SetupSteps token={token} />
    </FrameSection>
  );
}

function SetupSteps({ token }: { token: string }) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: startSetup });
  const confirm = useMutation({ mutationFn: confirmSetup });

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat);
    if (problem) {
      setPasswordError(
        problem === 'short'
          ? intl.formatMessage({ id: 'staff.setup.passwordShort' }, { min: MIN_STAFF_PASSWORD })
          : intl.formatMessage({ id: 'staff.setup.passwordMismatch' }),
      );
      return;
    }
    setPasswordError(undefined);
    setup.mutate({ token, password });
  };

  if (confirm.isSuccess) {
    return (
      <Alert
        variant="success"
        action={
          <Button size="sm" asLink href={staffPath('staff-login')}>
            {intl.formatMessage({ id: 'staff.setup.toLogin' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'staff.setup.done' })}
      </Alert>
    );
  }

  if (setup.data) {
    const { secret, totpUri } = setup.data;
    return (
      <form
        noValidate
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate({ token, code: code.replace(/\s/g, '') });
        }}
      >
        <p>{intl.formatMessage({ id: 'staff.setup.secretLead' })}</p>
        <TotpQr uri={totpUri} />
        <p>{intl.formatMessage({ id: 'staff.setup.secretText' })}</p>
        <p>
          <code
            data-testid="totp-secret"
            css={{ fontSize: '1.125rem', letterSpacing: '0.1em', overflowWrap: 'anywhere' }}
          >
            {secret}
          </code>
        </p>
        <p>
          <a href={totpUri}>{intl.formatMessage({ id: 'staff.setup.openApp' })}</a>
        </p>
        {confirm.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(confirm.error)}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'staff.login.code' })}
          hint={intl.formatMessage({ id: 'staff.login.codeHint' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={confirm.isPending}>
            {intl.formatMessage({ id: 'staff.setup.confirm' })}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate css={formStack} onSubmit={submitPassword}>
      <p>{intl.formatMessage({ id: 'staff.setup.lead' }, { min: MIN_STAFF_PASSWORD })}</p>
      {setup.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(setup.error)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'staff.setup.password' })}
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.setup.repeat' })}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={setup.isPending}>
          {intl.formatMessage({ id: 'staff.setup.next' })}
        </Button>
      </div>
    </form>
  );
}
