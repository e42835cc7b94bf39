// The operator inbox (migration 0024): the queue a trigger on messages keeps, claims, who answered what as a
// fictional profile, the operators' facts, their languages and the sites' rules for answers.
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Locale } from '@dating/shared/contract';
import { createdAt, instant, memberId } from './column-helpers';
import { conversations, messages } from './chat';
import { sites } from './sites';
import { staffAccounts } from './staff';

export const operatorQueue = pgTable(
  'operator_queue',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    language: text('language').$type<Locale>().notNull(),
    memberId: memberId('member_id'),
    profileId: memberId('profile_id'),
    waitingSince: instant('waiting_since').notNull(),
    lastMessageAt: instant('last_message_at').notNull(),
  },
  (table) => [
    index('operator_queue_wait').on(table.siteId, table.language, table.waitingSince),
    index('operator_queue_oldest').on(table.waitingSince),
  ],
);

export const operatorClaims = pgTable('operator_claims', {
  conversationId: integer('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  claimedUntil: instant('claimed_until').notNull(),
});

export const operatorAnswers = pgTable(
  'operator_answers',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    conversationId: integer('conversation_id').notNull(),
    siteId: integer('site_id').notNull(),
    waitedSince: instant('waited_since'),
    answeredAt: instant('answered_at').notNull().defaultNow(),
  },
  (table) => [
    index('operator_answers_site_at').on(table.siteId, table.answeredAt),
    index('operator_answers_staff_at').on(table.staffId, table.answeredAt),
  ],
);

export const operatorFacts = pgTable(
  'operator_facts',
  {
    id: serial('id').primaryKey(),
    userId: memberId('user_id'),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('operator_facts_user').on(table.userId, table.createdAt)],
);

export const operatorLanguages = pgTable('operator_languages', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  languages: jsonb('languages').$type<Locale[]>().notNull(),
});

export const operatorSiteSettings = pgTable('operator_site_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  minAnswerLength: integer('min_answer_length').notNull(),
});
