// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditBundles, profiles } from '../../db/schema/index';
import type { Site } from '../../plugins/site';

export type BundleRow = typeof creditBundles.$inferSelect;

/** The member's country (from the profile); the site's first country when the profile has none yet. */
export async function memberCountry(db: DbOrTx, site: Site, userId: number): Promise<string> {
  const [row] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return (row?.country ?? site.countries[0] ?? 'GB').toUpperCase();
}

/**
 * The bundles offered in a country: the site's bundles priced for that country (in its currency) when it
 * has any, else the site's default bundles (country null).
 */
export async function bundlesFor(db: DbOrTx, siteId: number, country: string | null): Promise<BundleRow[]> {
  const select = (countryMatch: ReturnType<typeof eq> | ReturnType<typeof isNull>) =>
    db
      .select()
      .from(creditBundles)
      .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.active, true), countryMatch))
      .orderBy(asc(creditBundles.sortOrder), asc(creditBundles.id));
  if (country) {
    const own = await select(eq(creditBundles.country, country.toUpperCase()));
    if (own.length > 0) return own;
  }
  return select(isNull(creditBundles.country));
}
