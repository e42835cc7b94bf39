import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

/**
 * Who may not pay by direct debit (after a chargeback, fraud): a member, a bank account (IBAN, so a second
 * account with the same IBAN is refused too), or both. Staff add rows (POST /api/staff/members/:id/direct-debit-block).
 */
export const directDebitBlocks = pgTable(
  'direct_debit_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    iban: text('iban'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('direct_debit_blocks_user').on(table.userId),
    index('direct_debit_blocks_iban').on(table.iban),
    check('direct_debit_blocks_target', sql`${table.userId} is not null or ${table.iban} is not null`),
  ],
);

/**
 * Every SMS the site sent, through whichever adapter. With the development adapter this is where the SMS
 * "arrives" (staff read it at /api/dev/sms-outbox); with a real provider the body of a code SMS is stored
 * with the code masked, so the table never holds a usable code.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull().default('sent'),
    providerReference: text('provider_reference'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_outbox_created').on(table.createdAt),
    check('sms_outbox_status', sql`${table.status} in ('sent', 'failed')`),
  ],
);
