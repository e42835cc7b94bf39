// Buying credits (bundles, methods, the payment and its status): request and response shapes the browser
// and the API both validate with. Amounts are integers in minor units beside their ISO currency.
import { z } from 'zod';
import { urlIdSchema } from './url-id';
import { discountCodeSchema } from './api-types';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './domain';

const id = z.number().int().positive().max(2_147_483_647);

/** The methods with a bank to pick before the checkout. */
export const METHODS_WITH_ISSUERS = ['ideal', 'przelewy24', 'eps'] as const;

export const bundleSchema = z.object({
  id,
  credits: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
  popular: z.boolean(),
  /** The price after the active (or the typed) discount; null when none applies. */
  discountedAmountCents: z.number().int().positive().nullable(),
  /** What one credit costs at the price the member pays, in minor units (fractional). */
  pricePerCreditCents: z.number().positive(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const issuerSchema = z.object({ id: z.string(), name: z.string() });
export type Issuer = z.infer<typeof issuerSchema>;

export const paymentMethodOptionSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  /** Banks to choose from (iDEAL, Przelewy24, EPS); empty for the others. */
  issuers: z.array(issuerSchema),
  /** 'hosted': the provider's checkout page; 'direct_debit': our own /directdebit form. */
  flow: z.enum(['hosted', 'direct_debit']),
  logoUrl: z.string(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

export const creditsOfferQuerySchema = z.object({
  /** A code the member typed: applied to the prices, or the call fails with the discount error. */
  code: z.string().trim().min(1).max(40).optional(),
});
export type CreditsOfferQuery = z.infer<typeof creditsOfferQuerySchema>;

/** GET /api/bundles.php: what the member (or, on /pricing, a visitor) can buy, where and how. */
export const creditsOfferSchema = z.object({
  country: z.string(),
  currency: z.string().length(3),
  bundles: z.array(bundleSchema),
  /** The discount applied to the prices: the typed code, else the time bonus, else the welcome code. */
  discount: discountCodeSchema.nullable(),
  methods: z.array(paymentMethodOptionSchema),
  /** null for a visitor. */
  member: z
    .object({ credits: z.number().int().min(0), paidUser: z.boolean(), creditsFrozen: z.boolean() })
    .nullable(),
});
export type CreditsOffer = z.infer<typeof creditsOfferSchema>;

export const paymentStartBodySchema = z.object({
  bundleId: id,
  method: z.enum(PAYMENT_METHODS),
  issuer: z.string().trim().min(1).max(60).optional(),
  discountCode: z.string().trim().min(1).max(40).optional(),
});
export type PaymentStartBody = z.infer<typeof paymentStartBodySchema>;

export const paymentStartResponseSchema = z.object({
  paymentId: id,
  /** The provider's hosted checkout page: the browser goes there next. */
  checkoutUrl: z.string(),
});
export type PaymentStartResponse = z.infer<typeof paymentStartResponseSchema>;

export const paymentStatusQuerySchema = z.object({ id: urlIdSchema });

/** GET /api/payment.php?id=: the pending page's view of one of the member's own payments. */
export const paymentStatusSchema = z.object({
  paymentId: id,
  status: z.enum(PAYMENT_STATUSES),
  bundleId: id.nullable(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  discountCode: z.string().nullable(),
  /** The member's balance and premium state now. */
  balance: z.number().int().min(0),
  paidUser: z.boolean(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;
