// /reset-password/do?token=...: choose a new password with the mailed link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  api,
  Button,
  getBus,
  Link,
  navigate,
  Spinner,
  useLocation,
  type PasswordResetDoBody,
} from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { passwordResetDoBodySchema } from '@dating/shared/validation';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../account-errors/field-errors';
import { useAccountError } from '../account-errors/use-account-error';
import { formStack, PageFrame } from '../page-frame/page-frame';
import { checkResetLink } from './check-reset-link';
import { resetPassword } from './reset-password';

const resetLinkQueryKey = (token: string) => ['reset-link', token] as const;

export function ResetPasswordDoPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { byId, fromError } = useAccountError();
  const token = useLocation().searchParams.get('token') ?? '';
  const wellFormed = token.length >= 20;
  const queryClient = useQueryClient();
  // Checked once per visit, as the member arrives from the mail (not again while they type).
  const link = useQuery({
    queryKey: resetLinkQueryKey(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    enabled: wellFormed,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const linkState = !wellFormed || link.isError ? 'invalid' : link.isPending ? 'checking' : 'valid';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const t = (id: string) => intl.formatMessage({ id });

  const reset = useMutation({
    mutationFn: async (body: PasswordResetDoBody) => {
      await resetPassword(body);
      return api.get('/api/user.php');
    },
    onSuccess: (user) => {
      // The link is used up: a later visit checks it again.
      queryClient.removeQueries({ queryKey: resetLinkQueryKey(token) });
      getBus().publish('session.changed', { user });
      getBus().publish('toast.show', { message: { text: t('signup.reset.done') }, variant: 'success' });
      navigate('/members', { replace: true });
    },
    onError: (error) => setErrors(fieldErrorsFromApi(error)),
  });
  // A server error on a field shows at the field; any other one above the form.
  const failure =
    reset.isError && Object.keys(fieldErrorsFromApi(reset.error)).length === 0
      ? fromError(reset.error)
      : null;

  const submit = () => {
    reset.reset();
    const parsed = passwordResetDoBodySchema.safeParse({ token, password, password_confirm: confirm });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
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
          submit();
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
        <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {t('signup.reset.save')}
        </Button>
      </form>
    </PageFrame>
  );
}
