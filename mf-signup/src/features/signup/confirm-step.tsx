// The last step: the account exists; the member confirms the address with the link we mailed.
import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, type User, Icon } from '@dating/shared';
import { resendActivation } from '../activation/resend-activation';
import { useAccountError } from '../account-errors/use-account-error';
import { StepFrame } from './step-frame';

export function ConfirmStep({ user, onFinish }: { user: User; onFinish: () => void }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  // The last answer stays on screen while the member asks again.
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: resendActivation,
    onSuccess: () =>
      setNotice({ variant: 'success', text: intl.formatMessage({ id: 'signup.confirm.resent' }) }),
    onError: (error) => setNotice({ variant: 'danger', text: fromError(error) }),
  });

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
              loading={resend.isPending}
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
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
