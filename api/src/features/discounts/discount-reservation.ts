// @feature-public: other features import this module (docs/conventions.md, Layout).
// A discount is reserved when a checkout starts with it, not when the payment completes: the redemption row
// (unique per member and code) is written in the transaction that stores the pending payment. N checkouts
// started at once with one code race for that row; one wins, the others fail with discount_code_used, so at
// most one payment per once-per-member code is ever priced with it. A payment that fails, is cancelled or
// expires gives its reservation back (settlePayment), so the member can use the code again.
import { and, eq, isNull, or } from 'drizzle-orm';
import { TIME_BONUS_CODE, type DiscountCode } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { discountCodes, discountRedemptions } from '../../db/schema/index';

export const discountUsed = () =>
  new AppError(409, 'discount_code_used', 'You have already used this discount code.');

async function codeId(tx: DbOrTx, siteId: number | null, code: string): Promise<number | null> {
  if (code === TIME_BONUS_CODE) return null;
  const [row] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code),
        siteId === null
          ? isNull(discountCodes.siteId)
          : or(eq(discountCodes.siteId, siteId), isNull(discountCodes.siteId)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Reserves the code for this payment (inside the payment's transaction); throws discount_code_used when taken. */
export async function reserveDiscount(
  tx: DbOrTx,
  payment: { id: number; userId: number; siteId: number | null },
  discount: Pick<DiscountCode, 'code' | 'validity'>,
): Promise<void> {
  if (discount.validity === 'unlimited') return;
  const reserved = await tx
    .insert(discountRedemptions)
    .values({
      userId: payment.userId,
      code: discount.code,
      discountCodeId: await codeId(tx, payment.siteId, discount.code),
      paymentId: payment.id,
    })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (reserved.length === 0) throw discountUsed();
}

/** A payment that will never complete gives its code back. */
export async function releaseDiscount(tx: DbOrTx, paymentId: number): Promise<void> {
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId));
}

/** What a completed payment's code counts as: used, whether it was reserved at checkout or (unlimited) not. */
export async function redeemDiscount(
  tx: DbOrTx,
  payment: { id: number; siteId: number | null; discountCode: string | null },
  userId: number,
): Promise<void> {
  if (!payment.discountCode) return;
  await tx
    .insert(discountRedemptions)
    .values({
      userId,
      code: payment.discountCode,
      discountCodeId: await codeId(tx, payment.siteId, payment.discountCode),
      paymentId: payment.id,
    })
    .onConflictDoNothing();
}
