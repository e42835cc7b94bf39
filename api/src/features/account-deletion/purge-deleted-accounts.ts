// @feature-public: other features import this module (docs/conventions.md, Layout).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, lt, lte, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accountDeletions, accountTokens, emailOutbox, photos, users } from '../../db/schema/index';
import { type ErasedMember, scrubKeptRows } from './scrub-kept-rows';

export interface PurgeOptions {
  /** The clock, injected so tests can step past the 14 days. */
  now: Date;
  uploadsDir: string;
}

/** Thrown inside an erasure's transaction to undo it when the account turned out not to be due. */
class NotDue extends Error {}

/**
 * Erases for good the accounts whose reactivation window has passed. Deleting the user row cascades to
 * every table that holds the member's data (profile, photos, messages, likes, sessions, mandates, ...),
 * so a table added later is covered without touching this job. Payments, the credit ledger, affiliate
 * tracking and complaints are the exception: they are kept without user_id, so the identifiers they carry
 * are scrubbed first (scrub-kept-rows.ts). The deletion request stays as the record that the erasure
 * happened. The outbox has no user key, so the mails addressed to the account go by address. Photo files go
 * from disk too, once the erasure is committed.
 */
export async function purgeDeletedAccounts(db: Db, { now, uploadsDir }: PurgeOptions): Promise<number> {
  const due = await db
    .select({ deletionId: accountDeletions.id, userId: users.id, email: users.email, siteId: users.siteId })
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
  for (const { deletionId, ...member } of due) {
    const files = await db
      .select({ filename: photos.filename, thumb: photos.thumbFilename })
      .from(photos)
      .where(eq(photos.userId, member.userId));
    try {
      await db.transaction((tx) => eraseAccount(tx, deletionId, member, now));
    } catch (error) {
      if (error instanceof NotDue) continue;
      throw error;
    }
    erased += 1;
    for (const file of files.flatMap((row) => [row.filename, row.thumb])) {
      if (!file.includes('/') && !file.includes('..')) await rm(join(uploadsDir, file), { force: true });
    }
  }
  return erased;
}

async function eraseAccount(tx: DbOrTx, deletionId: number, member: ErasedMember, now: Date): Promise<void> {
  // The request row is locked first, as reactivation locks it first: the two wait for each other instead of
  // deadlocking, and whichever commits first wins. What stays is non-personal: the comment is the member's
  // own words and the link hash is of no use any more.
  const [completed] = await tx
    .update(accountDeletions)
    .set({ completedAt: now, comment: null, reactivationTokenHash: null })
    .where(
      and(
        eq(accountDeletions.id, deletionId),
        isNull(accountDeletions.completedAt),
        isNull(accountDeletions.reactivatedAt),
      ),
    )
    .returning({ id: accountDeletions.id });
  if (!completed) throw new NotDue();
  const [stillDeleted] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, member.userId), lte(users.deletedAt, now)))
    .for('update');
  if (!stillDeleted) throw new NotDue();

  await scrubKeptRows(tx, member);
  // Earlier requests the member took back prove no erasure and may hold a comment: only this one stays.
  await tx
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, member.userId), ne(accountDeletions.id, deletionId)));
  await tx.delete(users).where(eq(users.id, member.userId));
  // The same address may belong to a member of another site: only this site's mails go.
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.siteId, member.siteId)));
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
