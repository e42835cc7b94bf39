// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  type DiscountCode,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { discountCodes, discountRedemptions, users } from '../../db/schema/index';
import type { Site } from '../../plugins/site';

export const WELCOME_CODE = 'WELCOME';

type CodeRow = typeof discountCodes.$inferSelect;

function toDiscountCode(row: CodeRow, expires: Date | null, now: Date): DiscountCode {
  const expired = expires !== null && expires.getTime() <= now.getTime();
  return {
    code: row.code,
    percentage: row.valuePercentage,
    value_percentage: row.valuePercentage,
    minimum: row.minimumOrderValueCents / 100,
    minimum_order_value: row.minimumOrderValueCents / 100,
    country: row.country,
    user_id: row.userId,
    expires: expires?.toISOString() ?? null,
    currency: row.currency,
    status: row.status,
    validity: row.validity,
    expired,
    paymentmethods: row.paymentMethods,
  };
}

async function redeemed(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.userId, userId), eq(discountRedemptions.code, code)));
  return row !== undefined;
}

async function userFacts(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ paidUser: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The synthetic time-bonus code (spec sections 4 and 9): only for a non-paying user within
 * TIME_BONUS_WINDOW_SECONDS of signup who has not used it yet.
 */
export async function findTimeBonus(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<DiscountCode | null> {
  const user = await userFacts(db, userId);
  if (!user || user.paidUser) return null;
  const expires = new Date(user.signupDate.getTime() + TIME_BONUS_WINDOW_SECONDS * 1000);
  if (expires.getTime() <= now.getTime()) return null;
  if (await redeemed(db, userId, TIME_BONUS_CODE)) return null;
  return {
    code: TIME_BONUS_CODE,
    percentage: TIME_BONUS_PERCENTAGE,
    value_percentage: TIME_BONUS_PERCENTAGE,
    minimum: 0,
    minimum_order_value: 0,
    country: null,
    user_id: userId,
    expires: expires.toISOString(),
    currency: null,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
  };
}

/** A site's code (or a global one) by name; null when unknown, inactive or meant for someone else. */
async function findCode(
  db: DbOrTx,
  site: Site,
  code: string,
  userId: number | null,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code),
        or(eq(discountCodes.siteId, site.id), isNull(discountCodes.siteId)),
        eq(discountCodes.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.userId !== null && row.userId !== userId) return null;
  return row;
}

export type CodeLookup = { code: DiscountCode } | { error: 'discount_code_not_found' | 'discount_code_used' };

export async function lookUpCode(
  db: DbOrTx,
  site: Site,
  code: string,
  userId: number | null,
  now = new Date(),
): Promise<CodeLookup> {
  if (code.toUpperCase() === TIME_BONUS_CODE) {
    const bonus = userId === null ? null : await findTimeBonus(db, userId, now);
    return bonus ? { code: bonus } : { error: 'discount_code_not_found' };
  }
  // Typed by hand, the welcome code has the rules of the offered one (not paid yet, within its hours).
  if (code.toUpperCase() === WELCOME_CODE) {
    const welcome = userId === null ? null : await findWelcomeDiscount(db, site, userId, now);
    return welcome ? { code: welcome } : { error: 'discount_code_not_found' };
  }
  const row = await findCode(db, site, code.toUpperCase(), userId);
  if (!row) return { error: 'discount_code_not_found' };
  if (userId !== null && row.validity !== 'unlimited' && (await redeemed(db, userId, row.code))) {
    return { error: 'discount_code_used' };
  }
  return { code: toDiscountCode(row, row.expires, now) };
}

/**
 * The site's welcome discount for a member who has not paid yet: valid for welcome_discount_hours after
 * signup (or until the code itself expires, if sooner).
 */
export async function findWelcomeDiscount(
  db: DbOrTx,
  site: Site,
  userId: number,
  now = new Date(),
): Promise<DiscountCode | null> {
  const user = await userFacts(db, userId);
  if (!user || user.paidUser) return null;
  const row = await findCode(db, site, WELCOME_CODE, userId);
  if (!row || (await redeemed(db, userId, row.code))) return null;
  const personalEnd = new Date(user.signupDate.getTime() + site.welcomeDiscountHours * 3600 * 1000);
  const expires = row.expires && row.expires < personalEnd ? row.expires : personalEnd;
  if (expires.getTime() <= now.getTime()) return null;
  return toDiscountCode(row, expires, now);
}
