import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Locale, NotificationDisabledReason, NotificationType } from '@dating/shared/contract';
import { sites } from './sites';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId)],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** Why e-mail to a user stopped: fbl (spam complaint), bounce, listunsubscribe. */
export const notificationDisabledReasons = pgTable(
  'notification_disabled_reasons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<NotificationDisabledReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reason] })],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    toAddress: text('to_address').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * While set and in the future, a pending mail is not taken: either a deliverer holds it (its lease, so
     * a deliverer that dies mid-send frees it when the lease runs out) or it failed and waits for a retry.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_pending')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
