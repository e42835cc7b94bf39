import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getBus, Link, navigate, useLocation, type User } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { BanAppeal } from './ban-appeal';
import { BannedNotice } from './banned-notice';
import { logIn, loginFailure } from './log-in';
import { PendingDeletionNotice } from './pending-deletion-notice';
import { reactivateAccount } from './reactivate-account';
import { safeNextPath } from './safe-next-path';

export function LoginPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const { searchParams } = useLocation();
  // Signup's 'this address already has an account' links here with the address filled in.
  const prefilledEmail = searchParams.get('email') ?? '';
  // Only for the 'forgot' link: the fields are read from the form when it is sent (below).
  const [email, setEmail] = useState(prefilledEmail);
  const reactivateToken = searchParams.get('reactivate');
  const started = useRef(false);
  const t = (id: string) => intl.formatMessage({ id });
  // The session goes on the bus: the shell's navigation and every remote follow it.
  const welcome = (user: User) => getBus().publish('session.changed', { user });

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      welcome(user);
      navigate(safeNextPath(searchParams.get('next')), { replace: true });
    },
  });
  const reactivation = useMutation({
    mutationFn: reactivateAccount,
    onSuccess: (user) => {
      welcome(user);
      getBus().publish('toast.show', {
        message: { text: t('signup.login.reactivated') },
        variant: 'success',
      });
      navigate('/members', { replace: true });
    },
  });
  const { mutate: reactivate } = reactivation;
  useEffect(() => {
    if (!reactivateToken || started.current) return;
    started.current = true;
    reactivate(reactivateToken);
  }, [reactivateToken, reactivate]);

  // The server draws this page, so a visitor may type (or a password manager fill) before the script has
  // taken the page over: the fields keep what was typed, and the login reads them from the form, not from
  // state the script never saw. A form sent that early is held and sent again once the page runs
  // (`data-hold-until-started`, shell/public/start-after-paint.js).
  const submit = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    login.mutate({
      email: String(fields.get('email') ?? ''),
      password: String(fields.get('password') ?? ''),
    });
  };
  const failure = login.isError ? loginFailure(login.error) : null;
  // The address that turned out to be pending deletion, as it was sent, for the reactivation mail.
  const pendingEmail =
    failure?.reason === 'pending_deletion' ? (login.variables?.email.trim() ?? null) : null;

  const failureText =
    failure?.reason === 'locked'
      ? intl.formatMessage({ id: 'signup.login.locked' }, { minutes: failure.minutes })
      : failure?.reason === 'slowed'
        ? intl.formatMessage({ id: 'signup.login.slowed' }, { minutes: failure.minutes })
        : failure?.reason === 'failed'
          ? t('signup.login.failed')
          : failure?.reason === 'error'
            ? t('signup.login.error')
            : null;

  return (
    <PageFrame route={route.name} title={t('signup.login.title')}>
      {reactivation.isError ? <Alert variant="danger">{fromError(reactivation.error)}</Alert> : null}
      <form
        noValidate
        // Never sent by the browser itself: a password must not end up in an address.
        method="post"
        data-hold-until-started=""
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        {failureText ? <Alert variant="danger">{failureText}</Alert> : null}
        {failure?.reason === 'banned' ? <BannedNotice ban={failure.ban} /> : null}
        {pendingEmail ? <PendingDeletionNotice email={pendingEmail} /> : null}
        <TextField
          label={t('signup.login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={prefilledEmail}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('signup.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending} disabled={login.isPending}>
          {t('signup.login.submit')}
        </Button>
      </form>
      {failure?.reason === 'banned' &&
      failure.ban.appealable &&
      failure.ban.decisionId !== null &&
      login.variables ? (
        <BanAppeal decisionId={failure.ban.decisionId} credentials={login.variables} />
      ) : null}
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
