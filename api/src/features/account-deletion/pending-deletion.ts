// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletions } from '../../db/schema/index';

/** Whether a deleted account can still be brought back: its 14-day reactivation window is open. */
export async function isReactivatable(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.userId, userId),
        isNull(accountDeletions.reactivatedAt),
        isNull(accountDeletions.completedAt),
        gt(accountDeletions.reactivateUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
