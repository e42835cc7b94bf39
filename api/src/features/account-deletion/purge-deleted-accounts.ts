import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletions, accountTokens, emailOutbox, photos, users } from '../../db/schema/index';

export interface PurgeOptions {
  /** The clock, injected so tests can step past the 14 days. */
  now: Date;
  uploadsDir: string;
}

/**
 * Erases for good the accounts whose reactivation window has passed. Deleting the user row cascades to
 * every table that holds the member's data (profile, photos, messages, likes, sessions, mandates, ...),
 * so a table added later is covered without touching this job. Payments and the credit ledger are the
 * exception: bookkeeping must keep them, so their user_id is set null instead (see schema/money.ts). The
 * outbox has no user key, so the mails addressed to the account go by address. Photo files go from disk too.
 */
export async function purgeDeletedAccounts(db: DbOrTx, { now, uploadsDir }: PurgeOptions): Promise<number> {
  const due = await db
    .select({ userId: accountDeletions.userId, email: users.email, siteId: users.siteId })
    .from(accountDeletions)
    .innerJoin(users, eq(users.id, accountDeletions.userId))
    .where(
      and(
        isNull(accountDeletions.completedAt),
        isNull(accountDeletions.reactivatedAt),
        lte(accountDeletions.reactivateUntil, now),
      ),
    );
  let erased = 0;
  for (const { userId, email, siteId } of due) {
    const files = await db
      .select({ filename: photos.filename, thumb: photos.thumbFilename })
      .from(photos)
      .where(eq(photos.userId, userId));
    // Only a still-deleted account is erased: a reactivation that raced this job wins.
    const [gone] = await db
      .delete(users)
      .where(and(eq(users.id, userId), lte(users.deletedAt, now)))
      .returning({ id: users.id });
    if (!gone) continue;
    erased += 1;
    // The same address may belong to a member of another site: only this site's mails go.
    await db.delete(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.siteId, siteId)));
    for (const file of files.flatMap((row) => [row.filename, row.thumb])) {
      if (!file.includes('/') && !file.includes('..')) await rm(join(uploadsDir, file), { force: true });
    }
  }
  return erased;
}

// Used or expired links are kept a while for support questions ("my link did not work"), then dropped.
const TOKEN_RETENTION_MS = 30 * 24 * 3600_000;

/** Deletes account tokens that expired more than 30 days ago; returns how many. */
export async function purgeExpiredTokens(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(now.getTime() - TOKEN_RETENTION_MS)))
    .returning({ id: accountTokens.id });
  return gone.length;
}
