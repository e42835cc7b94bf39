import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { creditLedger, users } from '../../db/schema/index';

export interface CreditMovement {
  userId: number;
  /** Positive to add credits, negative to spend them. */
  delta: number;
  /** What kind of movement: 'payment', 'signup_grant', 'message', 'gift', 'refund', ... */
  reason: string;
  /** Unique per reason (a payment id, a message id): the same movement is booked at most once. */
  reference: string;
}

export interface CreditResult {
  /** false when this (reason, reference) had been booked before; nothing changed this time. */
  applied: boolean;
  balance: number;
}

export interface Credits {
  /**
   * Moves credits and writes the ledger in one transaction (the caller's, if given). Spending more than the
   * balance throws 402 insufficient_credits and changes nothing.
   */
  apply(movement: CreditMovement, tx?: DbOrTx): Promise<CreditResult>;
  balance(userId: number, tx?: DbOrTx): Promise<number>;
}

async function applyIn(
  tx: DbOrTx,
  { userId, delta, reason, reference }: CreditMovement,
): Promise<CreditResult> {
  if (!Number.isInteger(delta) || delta === 0)
    throw new Error(`credit delta must be a non-zero integer: ${delta}`);
  // Booking the ledger row first takes the (reason, reference) lock: a concurrent duplicate waits here and
  // then finds the row, so the balance moves once.
  const booked = await tx
    .insert(creditLedger)
    .values({ userId, delta, reason, reference, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!booked[0]) {
    return { applied: false, balance: await balanceIn(tx, userId) };
  }
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.credits} + ${delta} >= 0`))
    .returning({ credits: users.credits });
  if (!updated[0]) {
    throw new AppError(402, 'insufficient_credits', 'You do not have enough credits.');
  }
  await tx
    .update(creditLedger)
    .set({ balanceAfter: updated[0].credits })
    .where(eq(creditLedger.id, booked[0].id));
  return { applied: true, balance: updated[0].credits };
}

async function balanceIn(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'not_found', 'User not found.');
  return row.credits;
}

export function createCredits(db: Db): Credits {
  return {
    // Inside a caller's transaction this is a savepoint, so a refused spend leaves no ledger row behind.
    apply: (movement, tx) => (tx ?? db).transaction((inner) => applyIn(inner, movement)),
    balance: (userId, tx) => balanceIn(tx ?? db, userId),
  };
}
