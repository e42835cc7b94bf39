// @feature-public: other features import this module (docs/conventions.md, Layout).
// The methods a site offers per country: the provider's methods for that country (payment-methods.ts),
// narrowed by the site's own choice where the console set one (site_payment_methods). Read from the
// database at each checkout, so a change shows on every instance at the member's next page load.
import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { sitePaymentMethods } from '../../db/schema/index';
import { methodsForCountry } from './payment-methods';

/** The provider's methods in the checkout's order, keeping those in `enabled`. */
const narrowed = (available: readonly PaymentMethod[], enabled: readonly PaymentMethod[]) =>
  available.filter((method) => enabled.includes(method));

/** The methods a member of `country` may choose on this site, in the order the page shows them. */
export async function siteMethodsForCountry(
  db: DbOrTx,
  siteId: number,
  country: string,
): Promise<PaymentMethod[]> {
  const code = country.toUpperCase();
  const available = methodsForCountry(code);
  const [row] = await db
    .select({ methods: sitePaymentMethods.methods })
    .from(sitePaymentMethods)
    .where(and(eq(sitePaymentMethods.siteId, siteId), eq(sitePaymentMethods.country, code)));
  return row ? narrowed(available, row.methods) : available;
}

/**
 * Refuses a new payment with a method the site does not offer in the member's country (422
 * payment_method_unavailable). Only starting a payment asks: one already started keeps its method.
 */
export async function assertMethodOffered(
  db: DbOrTx,
  siteId: number,
  country: string,
  method: PaymentMethod,
): Promise<void> {
  if (!(await siteMethodsForCountry(db, siteId, country)).includes(method)) {
    throw new AppError(422, 'payment_method_unavailable', 'This payment method is not available.');
  }
}

/**
 * The direct debit page's check: refused only where the provider takes the method in that country and the
 * site unticked it there. The page predates the per-country lists and is not limited by the provider's
 * defaults (a SEPA account may belong to a member abroad); only the site's own choice closes it.
 */
export async function assertNotWithdrawn(
  db: DbOrTx,
  siteId: number,
  country: string,
  method: PaymentMethod,
): Promise<void> {
  if (!methodsForCountry(country).includes(method)) return;
  await assertMethodOffered(db, siteId, country, method);
}

export interface CountryMethods {
  country: string;
  available: PaymentMethod[];
  enabled: PaymentMethod[];
  custom: boolean;
}

/** One country's setting as the console shows it. */
export function countryMethodsOf(country: string, stored: readonly PaymentMethod[] | null): CountryMethods {
  const available = methodsForCountry(country);
  return {
    country,
    available,
    enabled: stored ? narrowed(available, stored) : available,
    custom: stored !== null,
  };
}

/** The site's countries in their order, then every other country the site has a choice for. */
export async function siteMethodSettings(
  db: DbOrTx,
  site: { id: number; countries: readonly string[] },
): Promise<CountryMethods[]> {
  const rows = await db
    .select({ country: sitePaymentMethods.country, methods: sitePaymentMethods.methods })
    .from(sitePaymentMethods)
    .where(eq(sitePaymentMethods.siteId, site.id))
    .orderBy(asc(sitePaymentMethods.country));
  const stored = new Map(rows.map((row) => [row.country, row.methods]));
  const countries = [...new Set([...site.countries.map((code) => code.toUpperCase()), ...stored.keys()])];
  return countries.map((country) => countryMethodsOf(country, stored.get(country) ?? null));
}
