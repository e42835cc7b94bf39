import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { DiscountStatus, DiscountValidity, PaymentMethod, PaymentStatus } from '@dating/shared/contract';
import { sites } from './sites';
import { users } from './users';

/**
 * Append-only record of every credit movement. (reason, reference) is unique, so a payment, a grant or a
 * message charge is booked at most once however often it is retried. Bookkeeping outlives the member: an
 * erased account leaves its rows with user_id null (they hold amounts and ids only, nothing personal).
 * A trigger (migration 0007) refuses every UPDATE and DELETE except that unlinking.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Typed references, so nothing parses `reference` back: the payment a purchase, refund or chargeback
    // books; the chat message a charge pays for (no foreign key: messages go with their chat, the books
    // stay); the member whose photos an unlock opened.
    paymentId: integer('payment_id').references(() => payments.id),
    messageId: bigint('message_id', { mode: 'number' }),
    unlockTargetId: integer('unlock_target_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('credit_ledger_once').on(table.reason, table.reference),
    index('credit_ledger_user').on(table.userId, table.createdAt),
    index('credit_ledger_payment').on(table.paymentId),
    index('credit_ledger_unlock')
      .on(table.userId, table.unlockTargetId)
      .where(sql`${table.reason} = 'photo_unlock'`),
    check('credit_ledger_balance_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    popular: boolean('popular').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** ISO country the bundle is priced for; null: the site's bundles for every country without its own. */
    country: text('country'),
  },
  (table) => [
    check('credit_bundles_positive', sql`${table.credits} > 0 and ${table.amountCents} > 0`),
    index('credit_bundles_site_country').on(table.siteId, table.country),
  ],
);

/**
 * The payment methods a site offers members of one country, in the order the checkout shows them. No row:
 * every method the provider takes there (payment-methods.ts). The checkout reads it at each visit, and a
 * payment already started keeps the method it was started with (the payment row holds it).
 */
export const sitePaymentMethods = pgTable(
  'site_payment_methods',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    country: text('country').notNull(),
    methods: jsonb('methods').$type<PaymentMethod[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.country] }),
    check('site_payment_methods_country', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    code: text('code').notNull(),
    valuePercentage: numeric('value_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minimumOrderValueCents: integer('minimum_order_value_cents').notNull().default(0),
    country: text('country'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { withTimezone: true }),
    currency: text('currency'),
    status: text('status').$type<DiscountStatus>().notNull().default('active'),
    validity: text('validity').$type<DiscountValidity>().notNull().default('once-per-user'),
    paymentMethods: text('payment_methods')
      .array()
      .$type<PaymentMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('discount_codes_site_code').on(table.siteId, table.code),
    check('discount_codes_percentage', sql`${table.valuePercentage} > 0 and ${table.valuePercentage} <= 100`),
  ],
);

/**
 * Kept for the books when the account is erased (user_id set null). Nothing personal may go in here: the
 * payer's name, IBAN and address belong in direct_debit_mandates, which goes with the account.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bundleId: integer('bundle_id').references(() => creditBundles.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    discountCode: text('discount_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    siteId: integer('site_id').references(() => sites.id),
    issuer: text('issuer'),
    country: text('country'),
    /** The bundle's price before the discount; amount_cents is what the member pays. */
    baseAmountCents: integer('base_amount_cents'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    checkoutUrl: text('checkout_url'),
    /** Credits a refund or chargeback actually took back (at most the balance then; see settle-payment.ts). */
    creditsReversed: integer('credits_reversed').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payments_provider_reference').on(table.provider, table.providerReference),
    index('payments_user').on(table.userId, table.createdAt),
    check(
      'payments_status',
      sql`${table.status} in ('pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back')`,
    ),
  ],
);

/** A code used by a user; also records the synthetic TIMEBONUS25, which has no discount_codes row. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    paymentId: integer('payment_id').references(() => payments.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('discount_redemptions_once_per_user').on(table.userId, table.code)],
);

export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status')
      .$type<'pending_sms' | 'active' | 'failed' | 'blocked'>()
      .notNull()
      .default('pending_sms'),
    smsCodeHash: text('sms_code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The bundle the member is buying with this mandate's first debit. */
    bundleId: integer('bundle_id').references(() => creditBundles.id),
    /** The mandate reference on the member's bank statement (site prefix + id), set when the SMS code is right. */
    reference: text('reference').unique('direct_debit_mandates_reference_unique'),
    smsAttempts: smallint('sms_attempts').notNull().default(0),
    smsSends: smallint('sms_sends').notNull().default(0),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    smsExpiresAt: timestamp('sms_expires_at', { withTimezone: true }),
    /** The first debit, created when the mandate is confirmed. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('direct_debit_mandates_user').on(table.userId, table.createdAt),
    index('direct_debit_mandates_iban').on(table.iban),
    check(
      'direct_debit_mandates_status',
      sql`${table.status} in ('pending_sms', 'active', 'failed', 'blocked')`,
    ),
  ],
);
