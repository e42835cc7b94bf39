// /mail-change/do?token=...: the link from the new address switches the account to it.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, getBus, Spinner, useLocation } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { useAccountError } from '../account-errors/use-account-error';
import { PageFrame } from '../page-frame/page-frame';
import { confirmMailChange } from './confirm-mail-change';

export function MailChangeDoPage({ route }: PageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const token = useLocation().searchParams.get('token') ?? '';
  const [result, setResult] = useState<{ ok: true; email: string } | { ok: false; text: string } | null>(
    null,
  );
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not send it again.
    if (started.current) return;
    started.current = true;
    if (!token) return;
    confirmMailChange(token)
      .then((answer) => {
        setResult({ ok: true, email: answer.email });
        getBus().publish('session.reload-requested', {});
      })
      .catch((error: unknown) => setResult({ ok: false, text: fromError(error) }));
  }, [token, fromError]);
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
