// The direct debit calls' error ids and the message of each, spelled out so the i18n check sees every id.
// Any other id falls back to shared's translations.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, useErrorMessage } from '@dating/shared';

const MESSAGE_IDS: Record<string, string> = {
  direct_debit_blocked: 'payments.directDebit.errors.blocked',
  direct_debit_limit_reached: 'payments.directDebit.errors.limitReached',
  sms_code_invalid: 'payments.directDebit.errors.codeInvalid',
  sms_code_expired: 'payments.directDebit.errors.codeExpired',
  sms_code_attempts_exceeded: 'payments.directDebit.errors.attemptsExceeded',
  sms_resend_too_soon: 'payments.directDebit.errors.resendTooSoon',
  sms_resend_limit: 'payments.directDebit.errors.resendLimit',
  sms_failed: 'payments.directDebit.errors.smsFailed',
  mandate_not_found: 'payments.directDebit.errors.mandateNotFound',
  bundle_not_found: 'payments.directDebit.errors.bundleNotFound',
  no_stored_mandate: 'payments.directDebit.errors.noStoredMandate',
  no_previous_order: 'payments.directDebit.errors.noPreviousOrder',
  transaction_not_found: 'payments.directDebit.errors.transactionNotFound',
  invoice_not_available: 'payments.directDebit.errors.invoiceNotAvailable',
};

/** `(error) => sentence` for the direct debit, repeat order and transactions calls. */
export function usePaymentErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  const fallback = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const id = isApiError(error) ? MESSAGE_IDS[error.errorId] : undefined;
      if (!id) return fallback(error);
      const body = (isApiError(error) ? error.body : undefined) as
        { attempts_left?: unknown; seconds?: unknown } | undefined;
      return intl.formatMessage(
        { id },
        { attempts: Number(body?.attempts_left ?? 0), seconds: Number(body?.seconds ?? 60) },
      );
    },
    [intl, fallback],
  );
}

/** Which field a server-side validation error is about (`body.iban` -> iban), when it names one. */
export function serverFieldProblem(error: unknown): { field: string; code: string } | null {
  if (!isApiError(error) || error.errorId !== 'validation_failed' || !Array.isArray(error.details))
    return null;
  const [first] = error.details as { field?: string; code?: string }[];
  if (!first?.field || !first.code) return null;
  return { field: first.field.replace(/^body\./, ''), code: first.code };
}
