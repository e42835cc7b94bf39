// The debit itself. In this product a SEPA debit credits at once: the mandate was just confirmed by SMS, and
// the rare bank reversal arrives weeks later as a chargeback (settlePayment takes the credits back then;
// staff block the account with POST /api/staff/members/:id/direct-debit-block). So the payment is created pending in the confirming transaction and
// settled as completed right after it commits, through the one exactly-once path every payment takes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DiscountCode, Locale } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { companyInfo, creditBundles, payments } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { reserveDiscount } from '../discounts/discount-reservation';
import { discountedAmount, resolveDiscount } from '../discounts/discount-rules';
import { bundlesFor, memberCountry } from '../payments/bundles';
import { siteLink } from '../signup/site-links';
import { settlePayment } from '../payments/settle-payment';
import { bundleNotFound } from './direct-debit-errors';
import { maskIban } from './mandate-format';
import type { DebitMember } from './member-for-debit';

export type Bundle = typeof creditBundles.$inferSelect;

export const SEPA_PROVIDER = 'sepa_mandate';
/** Banks collect a core SEPA debit no earlier than the next business day; we announce two days. */
const COLLECTION_DELAY_DAYS = 2;

/** A bundle as this member pays for it by direct debit: priced for their country, the active discount off. */
export interface PricedDebit {
  bundle: Bundle;
  country: string;
  amountCents: number;
  discount: Pick<DiscountCode, 'code' | 'percentage' | 'validity'> | null;
}

/**
 * The same price the member saw on /credits (bundles per country, the time bonus or welcome discount
 * applied), so a debit never asks for more or less than the page said.
 */
export async function priceDebit(
  db: DbOrTx,
  site: Site,
  userId: number,
  bundleId: number,
): Promise<PricedDebit> {
  const country = await memberCountry(db, site, userId);
  const bundle = (await bundlesFor(db, site.id, country)).find((candidate) => candidate.id === bundleId);
  if (!bundle) throw bundleNotFound();
  const discount = await resolveDiscount(
    db,
    site,
    userId,
    { amountCents: bundle.amountCents, currency: bundle.currency, country, method: 'sepa_direct_debit' },
    null,
  );
  return {
    bundle,
    country,
    amountCents: discount ? discountedAmount(bundle.amountCents, discount.percentage) : bundle.amountCents,
    discount: discount
      ? { code: discount.code, percentage: discount.percentage, validity: discount.validity }
      : null,
  };
}

export async function createSepaDebit(
  tx: DbOrTx,
  userId: number,
  siteId: number,
  priced: PricedDebit,
  mandateReference: string,
): Promise<number> {
  const { bundle } = priced;
  const rows = await tx
    .insert(payments)
    .values({
      userId,
      siteId,
      bundleId: bundle.id,
      credits: bundle.credits,
      baseAmountCents: bundle.amountCents,
      amountCents: priced.amountCents,
      currency: bundle.currency,
      paymentMethod: 'sepa_direct_debit',
      status: 'pending',
      // The buyer's country decides the invoice's VAT.
      country: priced.country,
      discountCode: priced.discount?.code ?? null,
      discountPercentage: priced.discount?.percentage ?? null,
      provider: SEPA_PROVIDER,
      // The mandate and a unique end-to-end id: the debit is traced back to its mandate on a return.
      providerReference: `${mandateReference}/${randomUUID().slice(0, 8)}`,
    })
    .returning({ id: payments.id });
  const paymentId = firstRow(rows, 'payments insert').id;
  if (priced.discount) await reserveDiscount(tx, { id: paymentId, userId, siteId }, priced.discount);
  return paymentId;
}

/** Credits the debit (once, however often it is called) and answers the member's new balance. */
export async function completeSepaDebit(app: FastifyInstance, paymentId: number) {
  const result = await settlePayment(app, paymentId, 'completed');
  return result.status;
}

export interface PrenotificationInput {
  member: DebitMember;
  paymentId: number;
  priced: PricedDebit;
  mandateReference: string;
  iban: string;
  companyId: number;
}

/**
 * The SEPA pre-notification: amount, collection date, mandate reference and creditor, in the member's
 * language, queued in the debit's transaction.
 */
export async function enqueuePrenotification(
  app: FastifyInstance,
  request: FastifyRequest,
  input: PrenotificationInput,
  tx: DbOrTx,
) {
  const locale: Locale = input.member.language;
  const [company] = await tx
    .select({ name: companyInfo.name })
    .from(companyInfo)
    .where(eq(companyInfo.id, input.companyId));
  const collection = new Date(Date.now() + COLLECTION_DELAY_DAYS * 86_400_000);
  await app.mail.enqueue(
    {
      to: input.member.email,
      locale,
      template: 'direct_debit_prenotification',
      siteId: request.site.id,
      data: {
        name: input.member.name,
        link: siteLink(request, `/transactions/${input.paymentId}`),
        values: {
          amount: new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: input.priced.bundle.currency,
          }).format(input.priced.amountCents / 100),
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(collection),
          reference: input.mandateReference,
          iban: maskIban(input.iban),
          creditor: company?.name ?? request.site.name,
          credits: String(input.priced.bundle.credits),
        },
      },
    },
    tx,
  );
}
