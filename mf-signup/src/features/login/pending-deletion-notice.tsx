// Shown when the right password opened an account deleted less than 14 days ago: instead of a bare
// "login failed", the member learns the account can come back and gets the link mailed again.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { requestReactivationMail } from '../account-deletion/request-reactivation-mail';

type SendState = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; text: string };

export function PendingDeletionNotice({ email }: { email: string }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [state, setState] = useState<SendState>({ step: 'idle' });

  const send = async () => {
    setState({ step: 'sending' });
    try {
      await requestReactivationMail(email);
      setState({ step: 'sent' });
    } catch (error) {
      setState({ step: 'failed', text: fromError(error) });
    }
  };

  if (state.step === 'sent') {
    return (
      <Alert variant="success" role="status">
        {intl.formatMessage({ id: 'signup.login.reactivation-sent' }, { email })}
      </Alert>
    );
  }
  return (
    <>
      <Alert
        variant="warning"
        role="alert"
        action={
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={state.step === 'sending'}
            disabled={state.step === 'sending'}
            onClick={() => void send()}
          >
            {intl.formatMessage({ id: 'signup.login.send-reactivation' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'signup.login.pending-deletion' })}
      </Alert>
      {state.step === 'failed' ? <Alert variant="danger">{state.text}</Alert> : null}
    </>
  );
}
