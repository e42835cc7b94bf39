import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, memberId } from './column-helpers';

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    fromUserId: memberId('from_user_id'),
    toUserId: memberId('to_user_id'),
    /** The receiver has not opened the liker's profile yet (spec: like_new). */
    isNew: boolean('is_new').notNull().default(true),
    /** 'member' for a like a person gave, 'auto' for one from /api/auto-like.php, 'swipe' from the game. */
    source: text('source').notNull().default('member'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('likes_pair').on(table.fromUserId, table.toUserId),
    index('likes_to').on(table.toUserId, table.createdAt),
    check('likes_not_self', sql`${table.fromUserId} <> ${table.toUserId}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberId('blocker_id'),
    blockedId: memberId('blocked_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked').on(table.blockedId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
