// /mail-change/do?token=...: the link from the new address switches the account to it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getBus, Spinner, useLocation } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { PageFrame } from '../page-frame/page-frame';
import { confirmMailChange } from './confirm-mail-change';
import { accountSettingsQueryKey } from './get-account-settings';

export function MailChangeDoPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const token = useLocation().searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmMailChange,
    onSuccess: () => {
      // The settings show the new address from now on.
      void queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey });
      getBus().publish('session.reload-requested', {});
    },
  });
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not send it again.
    if (started.current) return;
    started.current = true;
    if (token) mutate(token);
  }, [token, mutate]);
  const result = confirm.isSuccess
    ? { ok: true as const, email: confirm.data.email }
    : confirm.isError
      ? { ok: false as const, text: fromError(confirm.error) }
      : null;
  // A link cut short (no token) is an expired link to the member, not a form they filled in wrongly.
  const shown = token
    ? result
    : { ok: false as const, text: intl.formatMessage({ id: 'shared.errors.link_invalid' }) };

  return (
    <PageFrame route={route.name} title={intl.formatMessage({ id: 'signup.settings.mail-change-title' })}>
      {shown === null ? (
        <Spinner />
      ) : shown.ok ? (
        <Alert variant="success" role="status">
          {intl.formatMessage({ id: 'signup.settings.mail-changed' }, { email: shown.email })}
        </Alert>
      ) : (
        <Alert variant="danger">{shown.text}</Alert>
      )}
      <Button asLink href="/settings">
        {intl.formatMessage({ id: 'signup.settings.to-settings' })}
      </Button>
    </PageFrame>
  );
}
