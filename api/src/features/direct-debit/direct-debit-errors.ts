// The direct debit calls' error ids (the client translates each as payments.directDebit.errors.<id>).
import { AppError } from '../../app-error';

export const directDebitBlocked = () =>
  new AppError(403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.');

export const directDebitLimitReached = () =>
  new AppError(
    403,
    'direct_debit_limit_reached',
    'Your limit for direct debit payments has been reached. Please choose another payment method.',
  );

export const codeInvalid = (attemptsLeft: number) =>
  new AppError(422, 'sms_code_invalid', 'Code invalid', undefined, { attempts_left: attemptsLeft });

export const codeExpired = () =>
  new AppError(410, 'sms_code_expired', 'This code has expired. Request a new code.');

export const attemptsExceeded = () =>
  new AppError(429, 'sms_code_attempts_exceeded', 'Too many wrong codes. Request a new code.');

export const resendTooSoon = (seconds: number) =>
  new AppError(
    429,
    'sms_resend_too_soon',
    `Please wait ${seconds} s before requesting a new code.`,
    undefined,
    {
      seconds,
    },
  );

export const resendLimit = () =>
  new AppError(429, 'sms_resend_limit', 'No more codes can be sent for this mandate. Please start again.');

export const mandateNotFound = () =>
  new AppError(404, 'mandate_not_found', 'This direct debit authorisation does not exist.');

export const bundleNotFound = () =>
  new AppError(404, 'bundle_not_found', 'This credit bundle is not on sale.');

export const invalidField = (field: string, code: string, message: string) =>
  new AppError(400, 'validation_failed', 'Some fields are not valid.', [
    { field: `body.${field}`, code, message },
  ]);
