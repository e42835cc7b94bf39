import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the built-in sandbox PSP returns as a payment's status (Mollie's vocabulary, so both map alike). */
export type SandboxPspStatus =
  'open' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded' | 'charged_back';

/**
 * The built-in sandbox payment provider's own books: what a real PSP keeps on its side. The shop's
 * payments table refers to a row here only by its id (payments.provider_reference).
 */
export const sandboxPspPayments = pgTable(
  'sandbox_psp_payments',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    issuer: text('issuer'),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** Where the webhook goes: a path on this server, asked for with the site's Host. */
    webhookPath: text('webhook_path').notNull(),
    webhookHost: text('webhook_host').notNull(),
    status: text('status').$type<SandboxPspStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sandbox_psp_payments_status',
      sql`${table.status} in ('open', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')`,
    ),
  ],
);
