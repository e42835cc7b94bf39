// Who may pay by direct debit, and how much: a blocked member or bank account may not; every member has a
// rolling limit (spec section 8, 'Your limit for direct debit payments has been reached...'), because a
// debit can be reversed by the bank for weeks after the credits were spent.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  DIRECT_DEBIT_LIMIT_AMOUNT_CENTS,
  DIRECT_DEBIT_LIMIT_DAYS,
  DIRECT_DEBIT_LIMIT_PAYMENTS,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { directDebitBlocks, payments } from '../../db/schema/index';

export async function isDirectDebitBlocked(db: DbOrTx, userId: number, iban?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: directDebitBlocks.id })
    .from(directDebitBlocks)
    .where(
      iban
        ? or(eq(directDebitBlocks.userId, userId), eq(directDebitBlocks.iban, iban))
        : eq(directDebitBlocks.userId, userId),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Would a debit of `amountCents` go over the member's limit? Pending and completed debits of the last
 * DIRECT_DEBIT_LIMIT_DAYS count (a pending one is money already asked for).
 */
export async function directDebitLimitReached(
  db: DbOrTx,
  userId: number,
  amountCents: number,
): Promise<boolean> {
  const since = new Date(Date.now() - DIRECT_DEBIT_LIMIT_DAYS * 86_400_000);
  const [usage] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.paymentMethod, 'sepa_direct_debit'),
        inArray(payments.status, ['pending', 'completed']),
        gte(payments.createdAt, since),
      ),
    );
  const count = usage?.count ?? 0;
  const total = usage?.total ?? 0;
  return count >= DIRECT_DEBIT_LIMIT_PAYMENTS || total + amountCents > DIRECT_DEBIT_LIMIT_AMOUNT_CENTS;
}
