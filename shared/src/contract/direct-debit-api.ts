// SEPA direct debit (mandate form, SMS code), repeat order, transaction history and invoices: request and
// response shapes both sides validate with. The IBAN checksum and the phone number's validity are checked
// with ibantools and libphonenumber-js on each side (the contract stays dependency-free); here only the shape.
import { z } from 'zod';
import { urlIdSchema } from './url-id';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './domain';

/** Digits of the SMS code the member types. */
export const SMS_CODE_LENGTH = 6;
/** How long an SMS code is valid. */
export const SMS_CODE_VALID_SECONDS = 600;
/** Wrong codes allowed before the code is spent and a new one must be sent. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** The wait before the member may ask for another SMS. */
export const SMS_RESEND_WAIT_SECONDS = 60;
/** SMS sent for one mandate at most (the first one and its resends): each one costs the site money. */
export const SMS_MAX_SENDS = 4;
/** Direct debit payments a member may make in DIRECT_DEBIT_LIMIT_DAYS, and their total. */
export const DIRECT_DEBIT_LIMIT_DAYS = 30;
export const DIRECT_DEBIT_LIMIT_PAYMENTS = 3;
export const DIRECT_DEBIT_LIMIT_AMOUNT_CENTS = 30_000;

const text = (max: number) => z.string().trim().min(1).max(max);

export const directDebitStartBodySchema = z.object({
  bundle_id: z.number().int().positive().max(2_147_483_647),
  account_holder: text(70),
  /** Spaces allowed; the server normalises to the electronic format. */
  iban: z.string().trim().min(15).max(42),
  street: text(100),
  house_number: text(16),
  postal_code: text(16),
  city: text(60),
  /** As typed; the server parses it with the member's country as the default region. */
  mobile: z.string().trim().min(4).max(32),
  authorized: z.literal(true),
});
export type DirectDebitStartBody = z.infer<typeof directDebitStartBodySchema>;

export const directDebitStartResponseSchema = z.object({
  mandate_id: z.number().int().positive(),
  /** The number the code went to, masked (+31 6 ••• ••• 78). */
  mobile_masked: z.string(),
  expires_at: z.string(),
  resend_after: z.string(),
});
export type DirectDebitStartResponse = z.infer<typeof directDebitStartResponseSchema>;

const mandateIdSchema = z.number().int().positive().max(2_147_483_647);

export const directDebitConfirmBodySchema = z.object({
  mandate_id: mandateIdSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)),
});
export type DirectDebitConfirmBody = z.infer<typeof directDebitConfirmBodySchema>;

export const directDebitResendBodySchema = z.object({ mandate_id: mandateIdSchema });
export type DirectDebitResendBody = z.infer<typeof directDebitResendBodySchema>;

export const paymentResultSchema = z.object({
  payment_id: z.number().int().positive(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number().int(),
  /** The member's balance after this payment. */
  balance: z.number().int().min(0),
  mandate_reference: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** The member's stored mandate (masked), and whether direct debit is open to them now. */
export const directDebitStatusSchema = z.object({
  mandate: z
    .object({
      reference: z.string(),
      account_holder: z.string(),
      iban_masked: z.string(),
      confirmed_at: z.string(),
    })
    .nullable(),
  blocked: z.boolean(),
  limit_reached: z.boolean(),
});
export type DirectDebitStatus = z.infer<typeof directDebitStatusSchema>;

export const repeatOrderStatusSchema = z.object({
  /** What the member's last completed order was and what they paid for it (a discount included). */
  last_order: z
    .object({
      credits: z.number().int().positive(),
      amount: z.number().int().positive(),
      currency: z.string(),
    })
    .nullable(),
  /** The last bundle bought, if it is still on sale, priced as buying it again now would be. */
  bundle: z
    .object({
      id: z.number().int().positive(),
      credits: z.number().int().positive(),
      amount: z.number().int().positive(),
      currency: z.string(),
    })
    .nullable(),
  /** How the repeat would be paid: the stored mandate, or nothing stored. */
  method: z.enum(['sepa_direct_debit']).nullable(),
  iban_masked: z.string().nullable(),
  blocked: z.boolean(),
  limit_reached: z.boolean(),
});
export type RepeatOrderStatus = z.infer<typeof repeatOrderStatusSchema>;

export const transactionSchema = z.object({
  id: z.number().int().positive(),
  status: z.string(),
  method: z.enum(PAYMENT_METHODS),
  credits: z.number().int(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Only completed payments have an invoice. */
  invoice: z.boolean(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({ items: z.array(transactionSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const transactionQuerySchema = z.object({ id: urlIdSchema });
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;
