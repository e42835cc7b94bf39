// /reset-password: ask for a reset link by e-mail.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Link, useLocation } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { emailBodySchema } from '@dating/shared/validation';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { requestPasswordReset } from './request-password-reset';

export function ResetPasswordPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const { searchParams } = useLocation();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useMutation({ mutationFn: requestPasswordReset });
  const t = (id: string) => intl.formatMessage({ id });
  const sent = request.isSuccess;
  const busy = request.isPending;

  const submit = () => {
    request.reset();
    const parsed = emailBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(byId('invalid_email') ?? undefined);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data.email);
  };

  return (
    <PageFrame
      route={route.name}
      title={t('signup.reset.title')}
      lead={sent ? undefined : t('signup.reset.lead')}
    >
      {sent ? (
        <Alert variant="success" role="status">
          {intl.formatMessage({ id: 'signup.reset.sent' }, { email })}
        </Alert>
      ) : (
        <form
          noValidate
          css={formStack}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {request.isError ? <Alert variant="danger">{fromError(request.error)}</Alert> : null}
          <TextField
            label={t('signup.login.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
          />
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
            {t('signup.reset.submit')}
          </Button>
        </form>
      )}
      <p css={{ margin: 0, textAlign: 'center' }}>
        <Link href="/login">{t('signup.reset.back-to-login')}</Link>
      </p>
    </PageFrame>
  );
}
