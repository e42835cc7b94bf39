import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { conversations } from './chat';
import { createdAt, instant, memberId } from './column-helpers';

/**
 * The live events that matter (a message, a like, a credit change...), stored before they are sent, so a tab
 * that reconnects asks for everything after the last id it saw. Pruned after a few days (features/live).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: memberId('user_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('live_events_user').on(table.userId, table.id),
    index('live_events_created').on(table.createdAt),
  ],
);

/** The server's VAPID key pair, made on the first start and kept, so subscriptions survive restarts. */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('web_push_keys_single_row', sql`${table.id} = 1`)],
);

/** When a member was last pushed about a conversation: at most one push per conversation per 5 minutes. */
export const webPushThrottle = pgTable(
  'web_push_throttle',
  {
    userId: memberId('user_id'),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conversationId] })],
);
