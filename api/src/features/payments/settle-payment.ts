// @feature-public: other features import this module (docs/conventions.md, Layout).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentStatus } from '@dating/shared/contract';
import type { Tx } from '../../db/client';
import { creditLedger, payments, users } from '../../db/schema/index';
import { redeemDiscount, releaseDiscount } from '../discounts/discount-reservation';
import { issueInvoice } from '../invoices/issue-invoice';

/**
 * The payment state machine. A status not listed as a successor of the current one is ignored: webhooks and
 * return pages arrive late, repeated and out of order, and an old "failed" must not undo a "completed".
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed', 'cancelled', 'expired'],
  completed: ['refunded', 'charged_back'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
  charged_back: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

export interface SettleResult {
  /** The payment's status after this call (unchanged when the move was not allowed or already done). */
  status: PaymentStatus;
  /** true only for the one call that made the move. */
  changed: boolean;
  userId: number | null;
}

type PaymentRow = typeof payments.$inferSelect;

async function bookCompletion(app: FastifyInstance, tx: Tx, payment: PaymentRow, userId: number) {
  await app.credits.apply(
    { userId, delta: payment.credits, reason: 'payment', reference: String(payment.id) },
    tx,
  );
  // Premium comes with the first purchase (spec sections 1 and 4) and stays: there is no subscription.
  await tx.update(users).set({ paidUser: true }).where(eq(users.id, userId));
  // Reserved when the checkout started (discount-reservation.ts); an unlimited code is recorded here.
  await redeemDiscount(tx, payment, userId);
}

/**
 * A refund or chargeback takes the purchased credits back, but never more than the member still has: the
 * balance cannot go below zero (users_credits_not_negative). Whatever could not be taken back freezes the
 * balance instead (users.credits_frozen): the member cannot spend credits until support clears the flag.
 * Ledger: one row per reversal, reason 'refund' or 'chargeback' with the payment id as reference; its delta
 * is what was actually taken (0 when the balance was already empty).
 */
async function bookReversal(
  app: FastifyInstance,
  tx: Tx,
  payment: PaymentRow,
  userId: number,
  status: 'refunded' | 'charged_back',
) {
  const reason = status === 'refunded' ? 'refund' : 'chargeback';
  const reference = String(payment.id);
  const [user] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const balance = user?.credits ?? 0;
  const taken = Math.min(balance, payment.credits);
  if (taken > 0) {
    await app.credits.apply({ userId, delta: -taken, reason, reference }, tx);
  } else {
    await tx
      .insert(creditLedger)
      .values({ userId, delta: 0, reason, reference, balanceAfter: balance })
      .onConflictDoNothing();
  }
  if (taken < payment.credits) {
    await tx.update(users).set({ creditsFrozen: true }).where(eq(users.id, userId));
  }
  await tx.update(payments).set({ creditsReversed: taken }).where(eq(payments.id, payment.id));
}

/**
 * Moves a payment to `newStatus` exactly once, however often and in whatever order webhooks, return pages
 * and retries ask for it. One transaction locks the payment row, checks the state machine, books the credits
 * (and premium and the discount redemption) or takes them back, and writes the new status; concurrent
 * callers wait on the row lock and then find the move already made. `credits.changed` is stored in the same
 * transaction and delivered after the commit.
 */
export async function settlePayment(
  app: FastifyInstance,
  paymentId: number,
  newStatus: PaymentStatus,
): Promise<SettleResult> {
  const result = await app.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`payment ${paymentId} does not exist`);
    if (!canMove(payment.status, newStatus)) {
      return { status: payment.status, changed: false, userId: payment.userId, staged: null };
    }
    const userId = payment.userId;
    // An erased member's payment still changes status for the books; there are no credits to move.
    if (userId !== null) {
      if (newStatus === 'completed') await bookCompletion(app, tx, payment, userId);
      if (newStatus === 'failed' || newStatus === 'cancelled' || newStatus === 'expired') {
        await releaseDiscount(tx, payment.id);
      }
      if (newStatus === 'refunded' || newStatus === 'charged_back') {
        await bookReversal(app, tx, payment, userId, newStatus);
      }
    }
    const [moved] = await tx
      .update(payments)
      .set({
        status: newStatus,
        updatedAt: sql`now()`,
        ...(newStatus === 'completed' ? { completedAt: sql`now()` } : {}),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    // The invoice is issued with the completion, under the row lock: once, with the buyer as they are now.
    if (newStatus === 'completed' && userId !== null && moved) await issueInvoice(tx, moved, userId);
    // Stored with the move, so a crash right after the commit cannot lose the event other tabs wait for.
    const staged =
      userId !== null && MOVES_CREDITS.has(newStatus) ? await stageCredits(app, tx, userId) : null;
    return { status: newStatus, changed: true, userId, staged };
  });
  if (result.staged) await app.live.deliver(result.staged);
  return { status: result.status, changed: result.changed, userId: result.userId };
}

const MOVES_CREDITS = new Set<PaymentStatus>(['completed', 'refunded', 'charged_back']);

async function stageCredits(app: FastifyInstance, tx: Tx, userId: number) {
  const [user] = await tx
    .select({ credits: users.credits, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return app.live.stage(tx, userId, {
    type: 'credits.changed',
    payload: { credits: user.credits, paidUser: user.paidUser },
  });
}
