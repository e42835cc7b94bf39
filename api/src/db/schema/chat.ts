import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

/** A conversation between two users; userLowId < userHighId keeps one row per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    unique('conversations_pair').on(table.userLowId, table.userHighId),
    check('conversations_ordered_pair', sql`${table.userLowId} < ${table.userHighId}`),
  ],
);

/**
 * Each side's view of a conversation: its unread count and whether it removed the chat. Kept per user so
 * the chat list is one indexed read.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: integer('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Set when this user removed the chat; a new message shows it again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('participants_user_recent').on(table.userId, table.lastMessageAt),
    check('participants_unread_not_negative', sql`${table.unreadCount} >= 0`),
  ],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').references(() => sites.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  credits: integer('credits').notNull(),
  active: boolean('active').notNull().default(true),
});

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    giftId: integer('gift_id').references(() => gifts.id),
    creditsSpent: integer('credits_spent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation').on(table.conversationId, table.id),
    check('messages_credits_not_negative', sql`${table.creditsSpent} >= 0`),
  ],
);
