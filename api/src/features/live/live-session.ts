import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** Whether the socket's session still exists and has not expired (logout and password change delete it). */
export async function sessionStillValid(db: DbOrTx, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** "Recently online" counts from the last time a socket opened or closed. */
export async function touchLastSeen(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Of these sessions, the ones still valid: one query per thousand, for the periodic check of open sockets. */
export async function validSessions(db: DbOrTx, sessionIds: readonly number[]): Promise<Set<number>> {
  const valid = new Set<number>();
  for (let start = 0; start < sessionIds.length; start += 1000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(inArray(sessions.id, sessionIds.slice(start, start + 1000)), gt(sessions.expiresAt, sql`now()`)),
      );
    for (const row of rows) valid.add(row.id);
  }
  return valid;
}
