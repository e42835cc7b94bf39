import type { Tx } from '../../db/client';
import { creditBundles, discountCodes } from '../../db/schema/index';
import type { Site } from '../../plugins/site';

/**
 * Demo prices for the countries of a demo site that do not pay in the site's currency: the same bundles as
 * the site's default ones, priced in the local currency (minor units, one amount per default bundle).
 */
const COUNTRY_PRICES: Record<string, Record<string, { currency: string; amounts: number[] }>> = {
  'flirtlocal.test': {
    GB: { currency: 'GBP', amounts: [1299, 2599, 4999, 9999] },
    PL: { currency: 'PLN', amounts: [6499, 12999, 25999, 51999] },
    DK: { currency: 'DKK', amounts: [10999, 21999, 43999, 87999] },
    SE: { currency: 'SEK', amounts: [16999, 33999, 66999, 129999] },
    NO: { currency: 'NOK', amounts: [16999, 33999, 66999, 134999] },
  },
  'herzenssache.test': { CH: { currency: 'CHF', amounts: [1990, 3990, 7990] } },
};

/** A personal-looking code for trying the discount field: 10 % off orders of 20.00 or more. */
export const DEMO_DISCOUNT_CODE = 'SPRING10';

/** Seeds a demo site's per-country bundles and its demo discount code, beside its default bundles. */
export async function seedDemoPaymentOffers(
  tx: Tx,
  site: Pick<Site, 'id' | 'domain'>,
  defaults: readonly { credits: number; popular?: boolean }[],
): Promise<void> {
  for (const [country, { currency, amounts }] of Object.entries(COUNTRY_PRICES[site.domain] ?? {})) {
    await tx.insert(creditBundles).values(
      defaults.flatMap((bundle, index) =>
        amounts[index] === undefined
          ? []
          : [
              {
                siteId: site.id,
                country,
                credits: bundle.credits,
                amountCents: amounts[index],
                currency,
                popular: bundle.popular ?? false,
                sortOrder: index,
              },
            ],
      ),
    );
  }
  await tx.insert(discountCodes).values({
    siteId: site.id,
    code: DEMO_DISCOUNT_CODE,
    valuePercentage: 10,
    minimumOrderValueCents: 2000,
    validity: 'once-per-user',
  });
}
