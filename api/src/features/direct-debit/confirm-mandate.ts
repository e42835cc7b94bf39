// Step two of /directdebit: the SMS code. One transaction locks the mandate (and the member, so two mandates
// confirmed at once cannot both pass the limit), counts a wrong code, or activates the mandate, gives it its
// reference, creates the debit and queues the pre-notification. Concurrent confirmations of one mandate wait
// on the lock and then find it active: they answer the same payment, which is credited once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SMS_CODE_MAX_ATTEMPTS,
  type DirectDebitConfirmBody,
  type PaymentResult,
} from '@dating/shared/contract';
import type { AppError } from '../../app-error';
import { directDebitMandates, payments, users } from '../../db/schema/index';
import {
  attemptsExceeded,
  codeExpired,
  codeInvalid,
  directDebitBlocked,
  directDebitLimitReached,
  mandateNotFound,
} from './direct-debit-errors';
import { mandateReference } from './mandate-format';
import { directDebitLimitReached as limitReached, isDirectDebitBlocked } from './mandate-rules';
import { memberForDebit } from './member-for-debit';
import { completeSepaDebit, createSepaDebit, enqueuePrenotification, priceDebit } from './sepa-debit';
import { smsCodeMatches } from './sms-code';

type Outcome = { paymentId: number; reference: string } | { error: AppError };

export async function confirmMandate(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  body: DirectDebitConfirmBody,
): Promise<PaymentResult> {
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const member = await memberForDebit(tx, userId, request.site.id, true);
    const [mandate] = await tx
      .select()
      .from(directDebitMandates)
      .where(and(eq(directDebitMandates.id, body.mandate_id), eq(directDebitMandates.userId, userId)))
      .for('update');
    if (!mandate) return { error: mandateNotFound() };
    if (mandate.status === 'active' && mandate.paymentId !== null && mandate.reference !== null) {
      return { paymentId: mandate.paymentId, reference: mandate.reference };
    }
    if (mandate.status === 'blocked') return { error: directDebitBlocked() };
    if (mandate.status !== 'pending_sms' || !mandate.smsCodeHash) return { error: codeExpired() };
    if (mandate.smsAttempts >= SMS_CODE_MAX_ATTEMPTS) return { error: attemptsExceeded() };
    if (!mandate.smsExpiresAt || mandate.smsExpiresAt.getTime() <= Date.now())
      return { error: codeExpired() };
    if (!smsCodeMatches(mandate.smsCodeHash, body.code)) {
      const attempts = mandate.smsAttempts + 1;
      // Written and committed although the call fails: that is what makes the attempts count.
      await tx
        .update(directDebitMandates)
        .set({ smsAttempts: sql`${directDebitMandates.smsAttempts} + 1` })
        .where(eq(directDebitMandates.id, mandate.id));
      return {
        error:
          attempts >= SMS_CODE_MAX_ATTEMPTS
            ? attemptsExceeded()
            : codeInvalid(SMS_CODE_MAX_ATTEMPTS - attempts),
      };
    }
    if (await isDirectDebitBlocked(tx, userId, mandate.iban)) return { error: directDebitBlocked() };
    const priced = await priceDebit(tx, request.site, userId, mandate.bundleId ?? 0);
    if (await limitReached(tx, userId, priced.amountCents)) return { error: directDebitLimitReached() };

    const reference = mandateReference(request.site.domain, mandate.id);
    const paymentId = await createSepaDebit(tx, userId, request.site.id, priced, reference);
    await tx
      .update(directDebitMandates)
      .set({ status: 'active', reference, confirmedAt: sql`now()`, smsCodeHash: null, paymentId })
      .where(eq(directDebitMandates.id, mandate.id));
    await enqueuePrenotification(
      app,
      request,
      {
        member,
        paymentId,
        priced,
        mandateReference: reference,
        iban: mandate.iban,
        companyId: request.site.companyId,
      },
      tx,
    );
    return { paymentId, reference };
  });
  if ('error' in outcome) throw outcome.error;
  return debitResult(app, outcome.paymentId, outcome.reference, userId);
}

/** Settles the debit (a no-op when done before) and reads back what the member now has. */
export async function debitResult(
  app: FastifyInstance,
  paymentId: number,
  reference: string | null,
  userId: number,
): Promise<PaymentResult> {
  const status = await completeSepaDebit(app, paymentId);
  const [row] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [payment] = await app.db
    .select({ credits: payments.credits })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return {
    payment_id: paymentId,
    status,
    credits: payment?.credits ?? 0,
    balance: row?.credits ?? 0,
    mandate_reference: reference,
  };
}
