// @feature-public: other features import this module (docs/conventions.md, Layout).
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/index';
import { hashToken } from '../../plugins/session';

export interface IssueTokenOptions {
  userId: number;
  purpose: AccountTokenPurpose;
  validForMs: number;
  newEmail?: string;
  now?: Date;
}

/** A new single-use link token; only its hash is stored. */
export async function issueToken(db: DbOrTx, options: IssueTokenOptions): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await db.insert(accountTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashToken(token),
    newEmail: options.newEmail ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + options.validForMs),
  });
  return token;
}

export interface ConsumedToken {
  userId: number;
  newEmail: string | null;
}

/**
 * Marks a valid token used and returns whom it was for, in one statement: two clicks on the same link
 * race for the row and only one of them wins.
 */
export async function consumeToken(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date = new Date(),
): Promise<ConsumedToken | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}

/** Whether a token is still usable, without using it (a page checks its link before showing a form). */
export async function isTokenUsable(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/** How many tokens of a purpose a user was sent since a moment (the per-account mail limits). */
export async function countTokensSince(
  db: DbOrTx,
  userId: number,
  purpose: AccountTokenPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Voids a user's open tokens of one purpose: a newer link replaces the older ones, and a reset or a password
 * change kills every reset link mailed before it.
 */
export async function voidTokens(db: DbOrTx, userId: number, purpose: AccountTokenPurpose, now = new Date()) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
