// Shown when the right password opened an account deleted less than 14 days ago: instead of a bare
// "login failed", the member learns the account can come back and gets the link mailed again.
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { requestReactivationMail } from '../account-deletion/request-reactivation-mail';

export function PendingDeletionNotice({ email }: { email: string }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const send = useMutation({ mutationFn: requestReactivationMail });

  if (send.isSuccess) {
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
            loading={send.isPending}
            disabled={send.isPending}
            onClick={() => send.mutate(email)}
          >
            {intl.formatMessage({ id: 'signup.login.send-reactivation' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'signup.login.pending-deletion' })}
      </Alert>
      {send.isError ? <Alert variant="danger">{fromError(send.error)}</Alert> : null}
    </>
  );
}
