// The login page: on success it announces the session on the bus (the shell's navigation and every
// remote follow it) and goes back to where the visitor was sent from. With `?reactivate=<token>` (the
// link of the deletion mail) it brings a deleted account back first; logging into an account deleted less
// than 14 days ago offers to mail that link again.
import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getBus, Link, navigate, useLocation } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { logIn, type LoginResult } from './log-in';
import { PendingDeletionNotice } from './pending-deletion-notice';
import { reactivateAccount } from './reactivate-account';
import { safeNextPath } from './safe-next-path';

type Failure = Exclude<LoginResult, { ok: true }>;

export function LoginPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const { searchParams } = useLocation();
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The address that turned out to be pending deletion, for the reactivation mail. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [reactivation, setReactivation] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Signup's 'this address already has an account' links here with the address filled in.
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const reactivateToken = searchParams.get('reactivate');
  const started = useRef(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (!reactivateToken || started.current) return;
    started.current = true;
    reactivateAccount(reactivateToken)
      .then((user) => {
        getBus().publish('session.changed', { user });
        getBus().publish('toast.show', {
          message: { text: t('signup.login.reactivated') },
          variant: 'success',
        });
        navigate('/members', { replace: true });
      })
      .catch((error: unknown) => setReactivation({ ok: false, text: fromError(error) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per token
  }, [reactivateToken]);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    setPendingEmail(null);
    const result = await logIn(email, password);
    setBusy(false);
    if (!result.ok && result.reason === 'pending_deletion') {
      setPendingEmail(email.trim());
      return;
    }
    if (!result.ok) {
      setFailure(result);
      return;
    }
    getBus().publish('session.changed', { user: result.user });
    navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };

  const failureText =
    failure?.reason === 'locked'
      ? intl.formatMessage({ id: 'signup.login.locked' }, { minutes: failure.minutes })
      : failure?.reason === 'slowed'
        ? intl.formatMessage({ id: 'signup.login.slowed' }, { minutes: failure.minutes })
        : failure?.reason === 'failed'
          ? t('signup.login.failed')
          : failure
            ? t('signup.login.error')
            : null;

  return (
    <PageFrame route={route.name} title={t('signup.login.title')}>
      {reactivation ? <Alert variant="danger">{reactivation.text}</Alert> : null}
      <form
        noValidate
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failureText ? <Alert variant="danger">{failureText}</Alert> : null}
        {pendingEmail ? <PendingDeletionNotice email={pendingEmail} /> : null}
        <TextField
          label={t('signup.login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('signup.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
          {t('signup.login.submit')}
        </Button>
      </form>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: theme.space[2],
          fontSize: theme.fontSizes.sm,
        })}
      >
        <Link href={email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password'}>
          {t('signup.login.forgot')}
        </Link>
        <Link href="/signup">{t('signup.login.signup')}</Link>
      </div>
    </PageFrame>
  );
}
