import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BodyType,
  EyeColor,
  Gender,
  HairColor,
  Interest,
  Locale,
  ProfileStatus,
  RelationshipStatus,
  Sexuality,
  SignupReason,
  Tattoos,
  UserStatus,
} from '@dating/shared/contract';
import { sites } from './sites';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Stored lower-cased; unique per site (the same person may join several brands). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('not_confirmed'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    /**
     * Set when a refund or chargeback found fewer credits than it had to take back: the member can no longer
     * spend credits until support clears it (features/payments/settle-payment.ts).
     */
    creditsFrozen: boolean('credits_frozen').notNull().default(false),
    language: text('language').$type<Locale>().notNull(),
    isFictional: boolean('is_fictional').notNull().default(false),
    invisible: boolean('invisible').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    failedLoginCount: smallint('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_site_email').on(table.siteId, table.email),
    // Deleted and invisible members are few: lists exclude them through this small partial index.
    index('users_hidden')
      .on(table.id)
      .where(sql`${table.deletedAt} is not null or ${table.invisible}`),
    check('users_credits_not_negative', sql`${table.credits} >= 0`),
    check('users_status', sql`${table.status} in ('not_confirmed', 'confirmed', 'deleted')`),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** One profile per user; its id is the user id, so member-facing ids never reveal more than a profile. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    status: text('status').$type<ProfileStatus>().notNull().default('disabled'),
    gender: text('gender').$type<Gender>().notNull(),
    sexuality: text('sexuality').$type<Sexuality>().notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    interests: text('interests')
      .array()
      .$type<Interest[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    hairColor: text('hair_color').$type<HairColor>(),
    eyeColor: text('eye_color').$type<EyeColor>(),
    bodyType: text('body_type').$type<BodyType>(),
    relationshipStatus: text('relationship_status').$type<RelationshipStatus>(),
    tattoos: text('tattoos').$type<Tattoos>(),
    personalText: text('personal_text'),
    signupReason: text('signup_reason').$type<SignupReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The search order: latest activity for members with a main photo, null (after everyone with one) for
     * members without. Kept by triggers on profiles, photos and users (migration 0015_search_rank).
     */
    rankedAt: timestamp('ranked_at', { withTimezone: true }),
  },
  (table) => [
    // The members search filters on these, most selective first after the site. Migration 0016 adds
    // INCLUDE (user_id, region), which drizzle cannot declare: the capped count is then an index-only scan.
    index('profiles_search').on(table.siteId, table.status, table.gender, table.country, table.birthDate),
    // The search's order with its equality filters in front: a page is read in order and the walk stops
    // after page_size rows, instead of sorting every match. On the rank expression the search sorts and
    // compares by (search-repository.ts `rankKey`), so a keyset page starts with an index range
    // (migration 0016_search_keyset).
    index('profiles_search_keyset').on(
      table.siteId,
      table.status,
      table.gender,
      table.country,
      sql`(coalesce(${table.rankedAt}, '-infinity'::timestamptz)) desc`,
      table.userId.desc(),
    ),
    // Migration 0017 adds INCLUDE (birth_date): a region search's capped count is an index-only scan of it.
    index('profiles_region_keyset').on(
      table.siteId,
      table.status,
      table.gender,
      table.country,
      table.region,
      sql`(coalesce(${table.rankedAt}, '-infinity'::timestamptz)) desc`,
      table.userId.desc(),
    ),
    index('profiles_keyset').on(
      table.siteId,
      table.status,
      sql`(coalesce(${table.rankedAt}, '-infinity'::timestamptz)) desc`,
      table.userId.desc(),
    ),
    index('profiles_region').on(table.siteId, table.country, table.region),
    check('profiles_gender', sql`${table.gender} in ('male', 'female')`),
    check('profiles_sexuality', sql`${table.sexuality} in ('hetero', 'gay', 'lesbian', 'bi')`),
    check('profiles_status', sql`${table.status} in ('active', 'disabled')`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull().unique(),
    thumbFilename: text('thumb_filename').notNull().unique(),
    status: text('status').$type<'pending' | 'active' | 'rejected'>().notNull().default('pending'),
    isMain: boolean('is_main').notNull().default(false),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_user').on(table.userId, table.position),
    uniqueIndex('photos_one_main')
      .on(table.userId)
      .where(sql`${table.isMain}`),
    check('photos_status', sql`${table.status} in ('pending', 'active', 'rejected')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /** The branded site the session was made on; it is valid there only. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * A member's request to delete the account. The row of a completed erasure outlives the member as the
 * operator's proof that it happened (GDPR accountability): user_id goes null with the account, and the purge
 * blanks the free-text comment and the link, leaving the site, reason codes and timestamps only.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  reasons: text('reasons')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  comment: text('comment'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  reactivationTokenHash: text('reactivation_token_hash').unique(),
  reactivateUntil: timestamp('reactivate_until', { withTimezone: true }).notNull(),
  reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
