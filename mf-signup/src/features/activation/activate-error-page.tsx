import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useBusState } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { useAccountError } from '../account-errors/use-account-error';
import { PageFrame } from '../page-frame/page-frame';
import { resendActivation } from './resend-activation';

/**
 * 'Activation failed': the link was wrong, used or expired. A logged-in member can ask for a new one; one
 * whose account is confirmed already (an old link of theirs) is told it is active.
 */
export function ActivateErrorPage({ route }: RemotePageProps) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const user = useBusState('session.changed')?.user;
  // The last answer stays on screen while the member asks again.
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: resendActivation,
    onSuccess: () => setNotice({ ok: true, text: intl.formatMessage({ id: 'signup.confirm.resent' }) }),
    onError: (error) => setNotice({ ok: false, text: fromError(error) }),
  });

  if (user && user.status === 'confirmed') {
    return (
      <PageFrame
        route={route.name}
        title={intl.formatMessage({ id: 'signup.activate.already-title' })}
        lead={intl.formatMessage({ id: 'signup.activate.already-lead' })}
      >
        <Button asLink href="/members" size="lg">
          {intl.formatMessage({ id: 'signup.activate.to-members' })}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({ id: 'signup.activate.error-title' })}
      lead={intl.formatMessage({ id: 'signup.activate.error-lead' })}
    >
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {user && user.status === 'not_confirmed' ? (
        <Button
          type="button"
          size="lg"
          loading={resend.isPending}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {intl.formatMessage({ id: 'signup.confirm.resend' })}
        </Button>
      ) : (
        <Button asLink href="/login" size="lg">
          {intl.formatMessage({ id: 'signup.login.submit' })}
        </Button>
      )}
    </PageFrame>
  );
}
