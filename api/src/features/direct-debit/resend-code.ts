// A new SMS code for a pending mandate: after the wait, a limited number of times. It replaces the old code
// and gives a fresh set of attempts and a fresh expiry.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SMS_CODE_VALID_SECONDS,
  SMS_MAX_SENDS,
  SMS_RESEND_WAIT_SECONDS,
  type DirectDebitResendBody,
  type DirectDebitStartResponse,
} from '@dating/shared/contract';
import type { AppError } from '../../app-error';
import { directDebitMandates } from '../../db/schema/index';
import { codeExpired, mandateNotFound, resendLimit, resendTooSoon } from './direct-debit-errors';
import { maskMobile } from './mandate-format';
import { memberForDebit } from './member-for-debit';
import { sendCodeSms } from './send-code-sms';
import { hashSmsCode, newSmsCode } from './sms-code';
import type { SmsSender } from '../sms/sms-sender';

export async function resendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  sms: SmsSender,
  userId: number,
  body: DirectDebitResendBody,
): Promise<DirectDebitStartResponse> {
  const member = await memberForDebit(app.db, userId, request.site.id);
  const code = newSmsCode();
  const outcome = await app.db.transaction(
    async (tx): Promise<{ error: AppError } | { mobile: string; sentAt: Date; expiresAt: Date }> => {
      const [mandate] = await tx
        .select()
        .from(directDebitMandates)
        .where(and(eq(directDebitMandates.id, body.mandate_id), eq(directDebitMandates.userId, userId)))
        .for('update');
      if (!mandate) return { error: mandateNotFound() };
      if (mandate.status !== 'pending_sms') return { error: codeExpired() };
      const waitUntil = (mandate.smsSentAt?.getTime() ?? 0) + SMS_RESEND_WAIT_SECONDS * 1000;
      if (waitUntil > Date.now()) return { error: resendTooSoon(Math.ceil((waitUntil - Date.now()) / 1000)) };
      if (mandate.smsSends >= SMS_MAX_SENDS) return { error: resendLimit() };
      const sentAt = new Date();
      const expiresAt = new Date(sentAt.getTime() + SMS_CODE_VALID_SECONDS * 1000);
      await tx
        .update(directDebitMandates)
        .set({
          smsCodeHash: hashSmsCode(code),
          smsAttempts: 0,
          smsSends: sql`${directDebitMandates.smsSends} + 1`,
          smsSentAt: sentAt,
          smsExpiresAt: expiresAt,
        })
        .where(eq(directDebitMandates.id, mandate.id));
      return { mobile: mandate.mobile, sentAt, expiresAt };
    },
  );
  if ('error' in outcome) throw outcome.error;
  await sendCodeSms(app, request, sms, { userId, mobile: outcome.mobile, code, locale: member.language });
  return {
    mandate_id: body.mandate_id,
    mobile_masked: maskMobile(outcome.mobile),
    expires_at: outcome.expiresAt.toISOString(),
    resend_after: new Date(outcome.sentAt.getTime() + SMS_RESEND_WAIT_SECONDS * 1000).toISOString(),
  };
}
