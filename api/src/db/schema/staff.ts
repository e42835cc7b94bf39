// The staff back office (migration 0021): staff accounts and sessions, the audit log, bans, statements of
// reasons and appeals, queue claims and staff notes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BanKind,
  DecisionGround,
  DecisionKind,
  Locale,
  StaffQueue,
  StaffRole,
} from '@dating/shared/contract';
import { createdAt, instant, memberId } from './column-helpers';
import { sites } from './sites';
import { users } from './users';

/** Staff are not members: no site of their own (`sites` null = every site), a role, TOTP always. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('staff_accounts_email'),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    sites: jsonb('sites').$type<number[]>(),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** Null until the setup link was used. */
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpConfirmedAt: instant('totp_confirmed_at'),
    /** The last 30-second step a code was accepted for: a code works once. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: instant('setup_expires_at'),
    disabledAt: instant('disabled_at'),
    lastLoginAt: instant('last_login_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_accounts_setup_token')
      .on(table.setupTokenHash)
      .where(sql`${table.setupTokenHash} is not null`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token. */
    tokenHash: text('token_hash').notNull().unique('staff_sessions_token'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): who did what to which target, and why. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    // 'machine': the machine token (Bearer ADMIN_TOKEN), which has no staff account.
    role: text('role').$type<StaffRole | 'machine'>(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    siteId: integer('site_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_at').on(table.at),
    index('staff_audit_staff').on(table.staffId, table.at),
    index('staff_audit_target').on(table.targetType, table.targetId, table.at),
    index('staff_audit_action').on(table.action, table.at),
  ],
);

/**
 * A staff decision. With `statement` the member receives it as a statement of reasons (mail, and the notice
 * of GET /api/decisions.php until the member closes it, POST /api/decisions-seen.php sets seen_at) and may
 * appeal once while `appealable`.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id),
    /** A complaint's sender, who has no account: where its statement was mailed. */
    email: text('email'),
    locale: text('locale').$type<Locale>(),
    queue: text('queue').$type<StaffQueue>(),
    itemId: integer('item_id'),
    kind: text('kind').$type<DecisionKind>().notNull(),
    ground: text('ground').$type<DecisionGround>(),
    reason: text('reason').notNull(),
    until: instant('until'),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    itemCreatedAt: instant('item_created_at'),
    decidedAt: instant('decided_at').notNull().defaultNow(),
    statement: boolean('statement').notNull().default(false),
    seenAt: instant('seen_at'),
    appealable: boolean('appealable').notNull().default(false),
  },
  (table) => [
    index('moderation_decisions_user').on(table.userId, table.decidedAt),
    index('moderation_decisions_queue').on(table.queue, table.decidedAt),
  ],
);

export const decisionAppeals = pgTable(
  'decision_appeals',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id)
      .unique('decision_appeals_once'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    text: text('text').notNull(),
    status: text('status').$type<'open' | 'upheld' | 'reversed'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('decision_appeals_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** A member currently shut out. Lifting deletes the row (history: decisions and the audit log). */
export const memberBans = pgTable('member_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<BanKind>().notNull(),
  reason: text('reason').notNull(),
  until: instant('until'),
  since: instant('since').notNull().defaultNow(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  decisionId: integer('decision_id').references(() => moderationDecisions.id),
  /** The profile is disabled while banned (so search and profile views skip it); restored on lifting. */
  profileStatusBefore: text('profile_status_before').$type<'active' | 'disabled'>().notNull(),
});

export const staffClaims = pgTable(
  'staff_claims',
  {
    queue: text('queue').$type<StaffQueue>().notNull(),
    itemId: integer('item_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    claimedUntil: instant('claimed_until').notNull(),
  },
  (table) => [primaryKey({ name: 'staff_claims_pk', columns: [table.queue, table.itemId] })],
);

export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    userId: memberId('user_id'),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('staff_notes_user').on(table.userId, table.createdAt)],
);
