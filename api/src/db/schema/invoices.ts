import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@dating/shared/contract';
import { payments } from './money';

/**
 * An invoice as issued: written once, in the transaction that completes its payment, and never changed
 * (a trigger refuses UPDATE and DELETE, migration 0026). The buyer is copied here rather than read from the
 * member, so a later rename or e-mail change cannot alter an issued invoice, and the copy outlives an
 * erased account because tax law requires keeping issued invoices (docs/payments.md).
 */
export const invoices = pgTable('invoices', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** The language the invoice is printed in: the member's when it was issued. */
  language: text('language').$type<Locale>().notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  /** ISO 3166-1 alpha-2 the VAT was charged for; '' when none was known (no VAT). */
  country: text('country').notNull(),
  vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
  netCents: integer('net_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  grossCents: integer('gross_cents').notNull(),
  currency: text('currency').notNull(),
  credits: integer('credits').notNull(),
});
