// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { blocks } from '../../db/schema/index';

/** SQL true when neither the member in `column` nor `userId` has blocked the other. */
export function notBlockedWith(column: AnyPgColumn, userId: number | Placeholder): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${column} and ${blocks.blockedId} = ${userId}) or (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${column}))`;
}

/** Whether `blockerId` has blocked `blockedId` (one direction). */
export async function hasBlocked(db: DbOrTx, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

/** Whether either of the two members has blocked the other: chats, likes and gifts between them stop. */
export async function isBlockedBetween(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
