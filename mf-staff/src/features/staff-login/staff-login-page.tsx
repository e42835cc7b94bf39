// /staff/login: e-mail, password and the code of the authenticator app; every staff login needs all three.
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, navigate, pathFor, useLocation } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { FrameSection } from '../staff-frame/staff-frame';
import { STAFF_ME_KEY, staffLogIn } from '../staff-session/session-calls';
import { safeStaffNext } from './safe-next';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { useStaffSession } from '../staff-session/use-staff-session';

export const formStack = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[4],
  maxWidth: 420,
});

export function StaffLoginPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const next = useLocation().searchParams.get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const moved = useRef(false);
  const login = useMutation({
    mutationFn: staffLogIn,
    onSuccess: (staff) => {
      moved.current = true;
      queryClient.setQueryData(STAFF_ME_KEY, staff);
      navigate(safeStaffNext(next), { replace: true });
    },
    // A wrong code is typed again: the field empties so the next one is not appended to it.
    onError: () => setCode(''),
  });

  // Already logged in (a bookmark, the back button): on to the console instead of a second login. Once: the
  // address it leaves has no `next` any more.
  const { staff } = useStaffSession();
  const signedIn = staff !== null;
  useEffect(() => {
    if (!signedIn || moved.current) return;
    moved.current = true;
    navigate(safeStaffNext(next), { replace: true });
  }, [signedIn, next]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) {
      setCodeError(intl.formatMessage({ id: 'staff.login.codeInvalid' }));
      return;
    }
    setCodeError(undefined);
    login.mutate({ email: email.trim(), password, code: trimmed });
  };

  return (
    <FrameSection
      route={route.name}
      title={intl.formatMessage({ id: 'staff.login.title' })}
      back={{ href: pathFor('index'), label: intl.formatMessage({ id: 'staff.login.toSite' }) }}
      languagePicker
    >
      <p>{intl.formatMessage({ id: 'staff.login.lead' })}</p>
      <form onSubmit={submit} noValidate css={formStack}>
        {login.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(login.error)}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'staff.login.email' })}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.login.password' })}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'staff.login.code' })}
          hint={intl.formatMessage({ id: 'staff.login.codeHint' })}
          error={codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={login.isPending}>
            {intl.formatMessage({ id: 'staff.login.submit' })}
          </Button>
        </div>
      </form>
    </FrameSection>
  );
}
