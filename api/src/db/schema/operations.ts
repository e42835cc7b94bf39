import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';
import type { Locale } from '@dating/shared/contract';

/** Where a signup came from (affiliate network and its sub ids). */
export const trackingRecords = pgTable(
  'tracking_records',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    network: text('network').notNull(),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_records_user').on(table.userId)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('open'),
    /** The language the complaint was written in (the page's), for the reply; null on rows from before. */
    locale: text('locale').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaints_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Responses remembered per Idempotency-Key. A row without a status is a request still in flight, so a
 * concurrent repeat is refused instead of run twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('idempotency_scope_key').on(table.scope, table.key),
    index('idempotency_created').on(table.createdAt),
  ],
);
