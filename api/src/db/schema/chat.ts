import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  jsonb,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';
import { createdAt, instant, memberId } from './column-helpers';

/** A conversation between two users; userLowId < userHighId keeps one row per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: memberId('user_low_id'),
    userHighId: memberId('user_high_id'),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at'),
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
    userId: memberId('user_id'),
    otherUserId: memberId('other_user_id'),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: instant('last_message_at'),
    lastReadAt: instant('last_read_at'),
    /** Set when this user removed the chat; a new message shows it again. */
    hiddenAt: instant('hidden_at'),
    /** The newest message this user has read: the other side shows 'read' up to it. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
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
    senderId: memberId('sender_id'),
    body: text('body').notNull().default(''),
    giftId: integer('gift_id').references(() => gifts.id),
    creditsSpent: integer('credits_spent').notNull().default(0),
    createdAt: createdAt(),
    /** The sender's own id for this message: a retried send finds the stored one instead of a second. */
    clientMessageId: uuid('client_message_id'),
    /** A photo message: the re-encoded photo, its thumbnail and the blurred thumbnail free members get. */
    photoFilename: text('photo_filename'),
    photoThumbFilename: text('photo_thumb_filename'),
    photoBlurFilename: text('photo_blur_filename'),
  },
  (table) => [
    index('messages_conversation').on(table.conversationId, table.id),
    uniqueIndex('messages_sender_client_id').on(table.senderId, table.clientMessageId),
    // The spam rule and the free-message count read a sender's recent messages.
    index('messages_sender_recent').on(table.senderId, table.createdAt),
    check('messages_credits_not_negative', sql`${table.creditsSpent} >= 0`),
  ],
);

/**
 * A report of a member made from a chat. The last messages of the conversation are copied in as evidence, so
 * the report survives the chat being removed or the members blocking each other.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    evidence: jsonb('evidence')
      .$type<{ id: number; sender_id: number; body: string; sent_at: string }[]>()
      .notNull(),
    /** 'open' until a moderator decides it (staff queue chatReports). */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_reports_reported').on(table.reportedId, table.createdAt),
    index('chat_reports_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);
