// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { DiscountCode, PaymentMethod } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import type { Site } from '../../plugins/site';
import { findTimeBonus, findWelcomeDiscount, lookUpCode } from './discount-repository';

export interface Order {
  amountCents: number;
  currency: string;
  /** The member's country (ISO code). */
  country: string;
  /** Unknown while the member is still choosing a bundle; checked again when the method is picked. */
  method?: PaymentMethod;
}

export type DiscountProblem =
  'discount_code_expired' | 'discount_code_country' | 'discount_code_minimum_order' | 'discount_code_method';

const PROBLEMS: Record<DiscountProblem, string> = {
  discount_code_expired: 'This discount code has expired.',
  discount_code_country: 'This discount code is not valid in your country.',
  discount_code_minimum_order: 'Your order is below the minimum for this discount code.',
  discount_code_method: 'This discount code is not valid with this payment method.',
};

/** Why a found code does not apply to this order, or null when it does. */
export function discountProblem(code: DiscountCode, order: Order, now = new Date()): DiscountProblem | null {
  if (code.expired || (code.expires !== null && new Date(code.expires).getTime() <= now.getTime())) {
    return 'discount_code_expired';
  }
  if (code.country !== null && code.country.toUpperCase() !== order.country.toUpperCase()) {
    return 'discount_code_country';
  }
  // A code priced in one currency means nothing for another: treat it like a code for another country.
  if (code.currency !== null && code.currency.toUpperCase() !== order.currency.toUpperCase()) {
    return 'discount_code_country';
  }
  if (order.amountCents < Math.round(code.minimum_order_value * 100)) return 'discount_code_minimum_order';
  if (order.method && code.paymentmethods.length > 0 && !code.paymentmethods.includes(order.method)) {
    return 'discount_code_method';
  }
  return null;
}

export function problemError(problem: DiscountProblem, code: DiscountCode): AppError {
  return new AppError(422, problem, PROBLEMS[problem], undefined, {
    minimum_order_value: code.minimum_order_value,
  });
}

/** The discount a member gets without typing a code: the time bonus first, else the welcome discount. */
export async function findActiveDiscount(
  db: DbOrTx,
  site: Site,
  userId: number,
  now = new Date(),
): Promise<DiscountCode | null> {
  return (await findTimeBonus(db, userId, now)) ?? (await findWelcomeDiscount(db, site, userId, now));
}

/**
 * The discount for an order. A code the member typed must apply, or the call fails with the spec's error
 * (not found, already used, expired, country, minimum order, method); without one the active discount
 * applies when it can, and silently does not when it cannot.
 */
export async function resolveDiscount(
  db: DbOrTx,
  site: Site,
  userId: number,
  order: Order,
  typedCode: string | null | undefined,
  now = new Date(),
): Promise<DiscountCode | null> {
  const typed = typedCode?.trim();
  if (typed) {
    const found = await lookUpCode(db, site, typed, userId, now);
    if ('error' in found) {
      throw found.error === 'discount_code_used'
        ? new AppError(409, 'discount_code_used', 'You have already used this discount code.')
        : new AppError(404, 'discount_code_not_found', 'This discount code does not exist.');
    }
    const problem = discountProblem(found.code, order, now);
    if (problem) throw problemError(problem, found.code);
    return found.code;
  }
  const active = await findActiveDiscount(db, site, userId, now);
  return active && discountProblem(active, order, now) === null ? active : null;
}

/** The price after a percentage off, rounded to the currency's minor unit. */
export function discountedAmount(amountCents: number, percentage: number): number {
  return Math.max(1, Math.round((amountCents * (100 - percentage)) / 100));
}
