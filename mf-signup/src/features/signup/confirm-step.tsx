// The last step: the account exists; the member confirms the address with the link we mailed.
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, type User, Icon } from '@dating/shared';
import { resendActivation } from '../activation/resend-activation';
import { useAccountError } from '../account-errors/use-account-error';
import { StepFrame } from './step-frame';

export function ConfirmStep({ user, onFinish }: { user: User; onFinish: () => void }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await resendActivation();
      setNotice({ variant: 'success', text: intl.formatMessage({ id: 'signup.confirm.resent' }) });
    } catch (error) {
      setNotice({ variant: 'danger', text: fromError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame
      title={intl.formatMessage({ id: 'signup.confirm.title' })}
      lead={intl.formatMessage({ id: 'signup.confirm.lead' }, { email: user.email })}
      onSubmit={onFinish}
      actions={
        <>
          {user.status === 'not_confirmed' ? (
            <Button
              type="button"
              variant="ghost"
              loading={busy}
              disabled={busy}
              onClick={() => void resend()}
            >
              {intl.formatMessage({ id: 'signup.confirm.resend' })}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg">
            {intl.formatMessage({ id: 'signup.confirm.continue' })}
          </Button>
        </>
      }
    >
      <div
        aria-hidden="true"
        css={(theme: Theme) => ({
          fontSize: 56,
          textAlign: 'center',
          lineHeight: 1,
          color: theme.colors.primary,
        })}
      >
        <Icon name="mail" size={48} />
      </div>
      <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.confirm.spam-hint' })}</p>
      {notice ? (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </StepFrame>
  );
}
