import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Per-member state of the members area that the users table does not carry. */
export const memberStates = pgTable('member_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA zone the browser reported; the swipe game's day starts at midnight there. */
  timeZone: text('time_zone'),
  /** Notifications up to this moment count as read. */
  notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
});

/** The latest visit of one member to another's profile (one row per pair, moved on each visit). */
export const profileVisits = pgTable(
  'profile_visits',
  {
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedId: integer('visited_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.visitorId, table.visitedId] }),
    index('profile_visits_visited').on(table.visitedId, table.visitedAt),
    check('profile_visits_not_self', sql`${table.visitorId} <> ${table.visitedId}`),
  ],
);

/** Profiles a member passed in the swipe game; the newest one can be undone. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index('swipe_passes_recent').on(table.userId, table.createdAt),
  ],
);

/** A member's report of another profile, for the support team. */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_reports_reported').on(table.reportedId),
    index('profile_reports_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);
