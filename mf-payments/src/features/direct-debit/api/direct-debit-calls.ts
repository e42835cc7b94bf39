import {
  api,
  type DirectDebitConfirmBody,
  type DirectDebitResendBody,
  type DirectDebitStartBody,
} from '@dating/shared';

/** GET /api/directdebit.php: the stored mandate (masked), blocked, limit reached. */
export const getDirectDebitStatus = (signal?: AbortSignal) => api.get('/api/directdebit.php', { signal });

/** GET /api/companyinfo.php: the creditor named in the mandate text. */
export const getCompanyInfo = (signal?: AbortSignal) => api.get('/api/companyinfo.php', { signal });

/** POST /api/directdebit.php: stores the pending mandate and sends the SMS code. */
export const startDirectDebit = (body: DirectDebitStartBody, idempotencyKey: string) =>
  api.post('/api/directdebit.php', body, { idempotencyKey });

/** POST /api/directdebit-confirm.php: the code; answers the completed payment. */
export const confirmDirectDebit = (body: DirectDebitConfirmBody, idempotencyKey: string) =>
  api.post('/api/directdebit-confirm.php', body, { idempotencyKey });

/** POST /api/directdebit-resend.php: a new code after the wait. */
export const resendDirectDebitCode = (body: DirectDebitResendBody, idempotencyKey: string) =>
  api.post('/api/directdebit-resend.php', body, { idempotencyKey });
