import type { Theme } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  createIdempotencyKey,
  type DirectDebitStartResponse,
  type PaymentResult,
  useErrorMessage,
  useFormatters,
} from '@dating/shared';
import { TextField } from '@dating/shared/forms';
import { confirmDirectDebit, resendDirectDebitCode } from './api/direct-debit-calls';
import { useCountdown } from './use-countdown';

const CODE = /^\d{6}$/;

export interface SmsCodeStepProps {
  mandate: DirectDebitStartResponse;
  onConfirmed(result: PaymentResult): void;
  onNewMandate(mandate: DirectDebitStartResponse): void;
  onStartOver(): void;
}

/** The code from the SMS: confirm it, or ask for a new one once the wait is over. */
export function SmsCodeStep({ mandate, onConfirmed, onNewMandate, onStartOver }: SmsCodeStepProps) {
  const intl = useIntl();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [resent, setResent] = useState(false);
  const wait = useCountdown(mandate.resend_after);

  const confirm = useMutation({
    mutationFn: (value: string) =>
      confirmDirectDebit({ mandate_id: mandate.mandate_id, code: value }, createIdempotencyKey()),
    onSuccess: (result) => onConfirmed(result),
  });
  const resend = useMutation({
    mutationFn: () => resendDirectDebitCode({ mandate_id: mandate.mandate_id }, createIdempotencyKey()),
    onSuccess: (next) => {
      setCode('');
      setResent(true);
      confirm.reset();
      onNewMandate(next);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) {
      setFormatError(true);
      return;
    }
    setResent(false);
    confirm.mutate(value);
  };

  const failed = confirm.error ?? resend.error;
  const failedId = (failed as { errorId?: string } | null)?.errorId;
  const dead = failedId === 'sms_code_attempts_exceeded' || failedId === 'sms_code_expired';
  const expires = format.time(mandate.expires_at);

  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <p css={{ margin: 0 }}>
        {intl.formatMessage(
          { id: 'payments.directDebit.code.sent' },
          { mobile: <strong key="mobile">{mandate.mobile_masked}</strong>, time: expires },
        )}
      </p>
      {resent && (
        <Alert variant="success" role="status">
          {intl.formatMessage({ id: 'payments.directDebit.code.resent' })}
        </Alert>
      )}
      {failed !== null && <Alert variant="danger">{errorMessage(failed)}</Alert>}
      <form noValidate onSubmit={submit} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
        <TextField
          name="code"
          label={intl.formatMessage({ id: 'payments.directDebit.code.label' })}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFormatError(false);
          }}
          error={formatError ? intl.formatMessage({ id: 'payments.directDebit.code.format' }) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          css={{ maxWidth: 220 }}
        />
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button type="submit" disabled={confirm.isPending || dead}>
            {intl.formatMessage({
              id: confirm.isPending
                ? 'payments.directDebit.code.confirming'
                : 'payments.directDebit.code.confirm',
            })}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={wait > 0 || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {wait > 0
              ? intl.formatMessage({ id: 'payments.directDebit.code.resendIn' }, { seconds: wait })
              : intl.formatMessage({ id: 'payments.directDebit.code.resend' })}
          </Button>
          <Button type="button" variant="ghost" onClick={onStartOver}>
            {intl.formatMessage({ id: 'payments.directDebit.code.change' })}
          </Button>
        </div>
      </form>
    </div>
  );
}
