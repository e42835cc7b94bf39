import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export const ACCOUNT_TOKEN_PURPOSES = ['activation', 'password_reset', 'mail_change', 'unsubscribe'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent by e-mail (activation, password reset, e-mail change, one-click unsubscribe).
 * Only a SHA-256 of the token is kept, so a database leak does not hand out working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an e-mail change confirms. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    // Rate limits count a user's recent tokens per purpose.
    index('account_tokens_user_purpose').on(table.userId, table.purpose, table.createdAt),
    check(
      'account_tokens_purpose',
      sql`${table.purpose} in ('activation', 'password_reset', 'mail_change', 'unsubscribe')`,
    ),
  ],
);

/** Codes that admit a signup on a site whose signups are closed to the public (invite-only). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invite_codes_site_code').on(table.siteId, table.code),
    check('invite_codes_uses', sql`${table.uses} >= 0 and ${table.uses} <= ${table.maxUses}`),
  ],
);
