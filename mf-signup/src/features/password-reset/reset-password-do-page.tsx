// /reset-password/do?token=...: choose a new password with the mailed link.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, api, Button, getBus, Link, navigate, Spinner, useLocation } from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { passwordResetDoBodySchema } from '@dating/shared/validation';
import type { PageProps } from '../../app/pages';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../account-errors/field-errors';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { checkResetLink } from './check-reset-link';
import { resetPassword } from './reset-password';

export function ResetPasswordDoPage({ route }: PageProps) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const token = useLocation().searchParams.get('token') ?? '';
  const wellFormed = token.length >= 20;
  const [linkState, setLinkState] = useState<'checking' | 'valid' | 'invalid'>(
    wellFormed ? 'checking' : 'invalid',
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (!wellFormed) return;
    checkResetLink(token)
      .then(() => setLinkState('valid'))
      .catch(() => setLinkState('invalid'));
  }, [token, wellFormed]);

  const submit = async () => {
    setFailure(null);
    const parsed = passwordResetDoBodySchema.safeParse({ token, password, password_confirm: confirm });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(parsed.data);
      const user = await api.get('/api/user.php');
      getBus().publish('session.changed', { user });
      getBus().publish('toast.show', { message: { text: t('signup.reset.done') }, variant: 'success' });
      navigate('/members', { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else setFailure(fromError(error));
    } finally {
      setBusy(false);
    }
  };

  if (linkState === 'checking') {
    return (
      <PageFrame route={route.name} title={t('signup.reset.new-title')}>
        <Spinner />
      </PageFrame>
    );
  }
  if (linkState === 'invalid') {
    return (
      <PageFrame route={route.name} title={t('signup.reset.new-title')}>
        <Alert variant="danger">{byId('link_invalid')}</Alert>
        <Button asLink href="/reset-password" size="lg">
          {t('signup.reset.request-new')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame route={route.name} title={t('signup.reset.new-title')} lead={t('signup.reset.new-lead')}>
      <form
        noValidate
        css={formStack}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? (
          <Alert variant="danger">
            {failure} <Link href="/reset-password">{t('signup.reset.request-new')}</Link>
          </Alert>
        ) : null}
        <TextField
          label={t('signup.settings.new-password')}
          hint={t('signup.account.password-hint')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? (byId(errors.password) ?? undefined) : undefined}
        />
        <TextField
          label={t('signup.settings.repeat-password')}
          name="password_confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.password_confirm ? (byId(errors.password_confirm) ?? undefined) : undefined}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
          {t('signup.reset.save')}
        </Button>
      </form>
    </PageFrame>
  );
}
