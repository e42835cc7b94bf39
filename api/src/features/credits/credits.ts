// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { creditLedger, users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';

export interface CreditMovement {
  userId: number;
  /** Positive to add credits, negative to spend them. */
  delta: number;
  /** What kind of movement: 'payment', 'signup_grant', 'message', 'gift', 'refund', ... */
  reason: string;
  /** Unique per reason (a payment id, a message id): the same movement is booked at most once. */
  reference: string;
  /** The payment a purchase, refund or chargeback books (typed, so the books never parse `reference`). */
  paymentId?: number;
  /** The chat message a charge pays for. */
  messageId?: number;
  /** The member whose photos an unlock opens. */
  unlockTargetId?: number;
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
  /**
   * Books a movement whose reference was made in the caller's transaction (a message stored just before),
   * so it cannot have been booked already: the balance update and its ledger row in one statement, without
   * `apply`'s savepoint (three round trips fewer on every paid message). A refused spend throws 402 or 403,
   * and the caller's transaction must then roll back whole, as a failed send does.
   */
  applyNew(movement: CreditMovement, tx: DbOrTx): Promise<CreditResult>;
  balance(userId: number, tx?: DbOrTx): Promise<number>;
}

const REVERSAL_REASONS = new Set(['refund', 'chargeback']);

/** A frozen balance (a refund or chargeback found too few credits to take back, see
 * payments/settle-payment.ts) cannot be spent; only further reversals may still take from it. */
function spendAllowed(movement: CreditMovement): SQL {
  return movement.delta > 0 || REVERSAL_REASONS.has(movement.reason)
    ? sql`true`
    : sql`not ${users.creditsFrozen}`;
}

function checkDelta(delta: number) {
  if (!Number.isInteger(delta) || delta === 0)
    throw new Error(`credit delta must be a non-zero integer: ${delta}`);
}

/** Why a spend changed nothing: the balance is frozen, or too small. */
async function refusal(tx: DbOrTx, userId: number): Promise<AppError> {
  const [user] = await tx.select({ frozen: users.creditsFrozen }).from(users).where(eq(users.id, userId));
  return user?.frozen
    ? new AppError(403, 'credits_frozen', 'Your credits are on hold. Please contact customer service.')
    : new AppError(402, 'insufficient_credits', 'You do not have enough credits.');
}

/** Thrown inside the savepoint to undo the balance update when the movement turns out to be booked already. */
class AlreadyBooked extends Error {}

async function isBooked(tx: DbOrTx, reason: string, reference: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, reference)))
    .limit(1);
  return Boolean(row);
}

/**
 * The balance update comes first and returns the new balance, so the ledger row is written once, complete
 * (the ledger refuses updates). The update also takes the member's row lock: concurrent spends queue there
 * and each sees the balance the one before left. A duplicate (reason, reference) is found by the insert,
 * whose conflict undoes the update by rolling back to the savepoint.
 */
async function applyIn(tx: DbOrTx, movement: CreditMovement): Promise<CreditResult> {
  const { userId, delta, reason, reference } = movement;
  checkDelta(delta);
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.credits} + ${delta} >= 0`, spendAllowed(movement)))
    .returning({ credits: users.credits });
  if (!updated[0]) {
    // A retry of a spend that was booked before is not a new spend, whatever the balance is now.
    if (await isBooked(tx, reason, reference)) throw new AlreadyBooked();
    throw await refusal(tx, userId);
  }
  const booked = await tx
    .insert(creditLedger)
    .values({
      userId,
      delta,
      reason,
      reference,
      balanceAfter: updated[0].credits,
      paymentId: movement.paymentId ?? null,
      messageId: movement.messageId ?? null,
      unlockTargetId: movement.unlockTargetId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!booked[0]) throw new AlreadyBooked();
  return { applied: true, balance: updated[0].credits };
}

/**
 * `applyNew`: the update's new balance goes straight into the ledger row. No `on conflict`: a duplicate
 * (reason, reference) here is a bug, and its unique violation fails the caller's transaction rather than
 * charging a second time.
 */
async function applyNewIn(tx: DbOrTx, movement: CreditMovement): Promise<CreditResult> {
  const { userId, delta, reason, reference } = movement;
  checkDelta(delta);
  const rows = await sqlRows<{ balance: number }>(
    tx,
    sql`
    with updated as (
      update ${users} set credits = credits + ${delta}
      where id = ${userId} and credits + ${delta} >= 0 and ${spendAllowed(movement)}
      returning credits
    )
    insert into ${creditLedger}
      (user_id, delta, reason, reference, balance_after, payment_id, message_id, unlock_target_id)
    select ${userId}, ${delta}, ${reason}, ${reference}, credits, ${movement.paymentId ?? null},
      ${movement.messageId ?? null}, ${movement.unlockTargetId ?? null}
    from updated
    returning balance_after as balance`,
  );
  const booked = rows[0];
  if (!booked) throw await refusal(tx, userId);
  return { applied: true, balance: booked.balance };
}

async function balanceIn(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'not_found', 'User not found.');
  return row.credits;
}

export function createCredits(db: Db): Credits {
  return {
    // Inside a caller's transaction this is a savepoint, so a refused spend leaves no ledger row behind.
    async apply(movement, tx) {
      const outer = tx ?? db;
      try {
        return await outer.transaction((inner) => applyIn(inner, movement));
      } catch (error) {
        if (!(error instanceof AlreadyBooked)) throw error;
        return { applied: false, balance: await balanceIn(outer, movement.userId) };
      }
    },
    applyNew: (movement, tx) => applyNewIn(tx, movement),
    balance: (userId, tx) => balanceIn(tx ?? db, userId),
  };
}
