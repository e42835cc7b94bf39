// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { payments } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { reserveDiscount } from '../discounts/discount-reservation';
import { discountedAmount, resolveDiscount } from '../discounts/discount-rules';
import { bundlesFor, memberCountry } from './bundles';
import { issuersFor } from './payment-methods';
import { assertMethodOffered } from './site-payment-methods';

export type PaymentRow = typeof payments.$inferSelect;

export interface CreatePaymentInput {
  userId: number;
  site: Site;
  bundleId: number;
  method: PaymentMethod;
  /** The bank, for the methods that have issuers (iDEAL, Przelewy24, EPS); optional there, refused elsewhere. */
  issuer?: string | null;
  /** A code the member typed; without it the active discount (time bonus, else welcome) applies if it can. */
  discountCode?: string | null;
  /** Who takes the payment: the site's provider by default; direct debit passes its own name. */
  provider?: string;
}

/**
 * Validates an order and stores it as a pending payment: the bundle must be offered in the member's
 * country, the method offered there by the site, the issuer one of the method's, and a typed discount code must
 * apply (else the spec's discount error), and is reserved for this payment. Credits move only in
 * settlePayment.
 */
export async function createPayment(app: FastifyInstance, input: CreatePaymentInput): Promise<PaymentRow> {
  const { site, userId, method } = input;
  const country = await memberCountry(app.db, site, userId);
  const bundle = (await bundlesFor(app.db, site.id, country)).find((b) => b.id === input.bundleId);
  if (!bundle) throw new AppError(404, 'bundle_not_found', 'This credit bundle does not exist.');
  await assertMethodOffered(app.db, site.id, country, method);
  const issuers = issuersFor(method);
  const issuer = input.issuer ?? null;
  if (issuer !== null && !issuers.some((candidate) => candidate.id === issuer)) {
    throw new AppError(422, 'payment_issuer_invalid', 'Please choose your bank from the list.');
  }
  const discount = await resolveDiscount(
    app.db,
    site,
    userId,
    { amountCents: bundle.amountCents, currency: bundle.currency, country, method },
    input.discountCode,
  );
  // The payment and its discount's reservation commit together, or neither does.
  return app.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        siteId: site.id,
        bundleId: bundle.id,
        credits: bundle.credits,
        baseAmountCents: bundle.amountCents,
        amountCents: discount
          ? discountedAmount(bundle.amountCents, discount.percentage)
          : bundle.amountCents,
        currency: bundle.currency,
        paymentMethod: method,
        issuer,
        country,
        status: 'pending',
        provider: input.provider ?? site.paymentProvider,
        discountCode: discount?.code ?? null,
        discountPercentage: discount?.percentage ?? null,
      })
      .returning();
    if (!payment) throw new Error('the payment was not stored');
    if (discount) await reserveDiscount(tx, { id: payment.id, userId, siteId: site.id }, discount);
    return payment;
  });
}
