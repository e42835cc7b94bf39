// /credits/repeat-order: the last bundle again, debited with the member's stored (active) mandate, no SMS:
// the mandate already authorises recurring debits. Blocks and the limit apply as to a first debit.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectDebitStatus, PaymentResult, RepeatOrderStatus } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { creditBundles, directDebitMandates, payments } from '../../db/schema/index';
import { assertNotWithdrawn } from '../payments/site-payment-methods';
import { debitResult } from './confirm-mandate';
import { directDebitBlocked, directDebitLimitReached } from './direct-debit-errors';
import { maskIban } from './mandate-format';
import { directDebitLimitReached as limitReached, isDirectDebitBlocked } from './mandate-rules';
import { memberForDebit } from './member-for-debit';
import { createSepaDebit, enqueuePrenotification, priceDebit, type Bundle } from './sepa-debit';

async function activeMandate(db: DbOrTx, userId: number) {
  const [mandate] = await db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.userId, userId),
        eq(directDebitMandates.status, 'active'),
        isNotNull(directDebitMandates.reference),
      ),
    )
    .orderBy(desc(directDebitMandates.confirmedAt))
    .limit(1);
  return mandate ?? null;
}

interface LastOrder {
  bundle: Bundle;
  /** What was paid then, after any discount. */
  paid: { credits: number; amountCents: number; currency: string };
}

/** The member's last completed purchase, if this site still sells its bundle. */
async function lastOrder(db: DbOrTx, userId: number, siteId: number): Promise<LastOrder | null> {
  const [row] = await db
    .select({
      bundle: creditBundles,
      paid: { credits: payments.credits, amountCents: payments.amountCents, currency: payments.currency },
    })
    .from(payments)
    .innerJoin(creditBundles, eq(creditBundles.id, payments.bundleId))
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['completed']),
        eq(creditBundles.siteId, siteId),
        eq(creditBundles.active, true),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function directDebitStatus(app: FastifyInstance, userId: number): Promise<DirectDebitStatus> {
  const mandate = await activeMandate(app.db, userId);
  return {
    mandate:
      mandate && mandate.reference
        ? {
            reference: mandate.reference,
            account_holder: mandate.accountHolder,
            iban_masked: maskIban(mandate.iban),
            confirmed_at: (mandate.confirmedAt ?? mandate.createdAt).toISOString(),
          }
        : null,
    blocked: await isDirectDebitBlocked(app.db, userId, mandate?.iban),
    // With no amount yet: whether even the smallest debit would go over (the count or the total).
    limit_reached: await limitReached(app.db, userId, 1),
  };
}

export async function repeatOrderStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<RepeatOrderStatus> {
  const [mandate, last] = await Promise.all([
    activeMandate(app.db, userId),
    lastOrder(app.db, userId, request.site.id),
  ]);
  // Priced as the debit would be (country, active discount); a bundle no longer offered is no repeat.
  const priced = last
    ? await priceDebit(app.db, request.site, userId, last.bundle.id).catch(() => null)
    : null;
  return {
    last_order: last
      ? { credits: last.paid.credits, amount: last.paid.amountCents, currency: last.paid.currency }
      : null,
    bundle: priced
      ? {
          id: priced.bundle.id,
          credits: priced.bundle.credits,
          amount: priced.amountCents,
          currency: priced.bundle.currency,
        }
      : null,
    method: mandate ? 'sepa_direct_debit' : null,
    iban_masked: mandate ? maskIban(mandate.iban) : null,
    blocked: await isDirectDebitBlocked(app.db, userId, mandate?.iban),
    limit_reached: await limitReached(app.db, userId, priced?.amountCents ?? 1),
  };
}

export async function repeatOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<PaymentResult> {
  const outcome = await app.db.transaction(async (tx) => {
    const member = await memberForDebit(tx, userId, request.site.id, true);
    const mandate = await activeMandate(tx, userId);
    if (!mandate?.reference) {
      return {
        error: new AppError(409, 'no_stored_mandate', 'There is no stored direct debit authorisation.'),
      };
    }
    const last = await lastOrder(tx, userId, request.site.id);
    if (!last)
      return { error: new AppError(409, 'no_previous_order', 'There is no previous order to repeat.') };
    const priced = await priceDebit(tx, request.site, userId, last.bundle.id);
    await assertNotWithdrawn(tx, request.site.id, priced.country, 'sepa_direct_debit');
    if (await isDirectDebitBlocked(tx, userId, mandate.iban)) return { error: directDebitBlocked() };
    if (await limitReached(tx, userId, priced.amountCents)) return { error: directDebitLimitReached() };
    const paymentId = await createSepaDebit(tx, userId, request.site.id, priced, mandate.reference);
    await enqueuePrenotification(
      app,
      request,
      {
        member,
        paymentId,
        priced,
        mandateReference: mandate.reference,
        iban: mandate.iban,
        companyId: request.site.companyId,
      },
      tx,
    );
    return { paymentId, reference: mandate.reference };
  });
  if ('error' in outcome) throw outcome.error;
  return debitResult(app, outcome.paymentId, outcome.reference, userId);
}
