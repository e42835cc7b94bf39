// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, asc, eq, sql } from 'drizzle-orm';
import { GIFT_KEYS, type Gift, type GiftKey } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { gifts } from '../../db/schema/index';

/**
 * What each gift costs as a multiple of the site's gift_credits: small gestures at the base price, the
 * grand ones dearer. Migration 0013 holds the same list for sites that existed before it.
 */
export const GIFT_PRICE_MULTIPLES: Record<GiftKey, number> = {
  rose: 1,
  coffee: 1,
  sunflower: 1,
  heart: 2,
  chocolates: 2,
  cocktail: 2,
  cake: 2,
  star: 3,
  champagne: 3,
  teddy: 4,
  ring: 5,
};

const isGiftKey = (value: string): value is GiftKey => (GIFT_KEYS as readonly string[]).includes(value);

/** The rows of a site's full catalogue, priced from its gift_credits. */
export function catalogueRows(site: { id: number; giftCredits: number }) {
  return GIFT_KEYS.map((key) => ({
    siteId: site.id,
    name: key,
    image: `gifts/${key}.svg`,
    credits: site.giftCredits * GIFT_PRICE_MULTIPLES[key],
  }));
}

// Keeps two first requests of a new site from both filling its catalogue.
const CATALOGUE_LOCK = 1_771_300_013;

/**
 * Gives a site without any gift the catalogue (a site added after the seed). A site that has gifts keeps
 * the ones it has: an operator may have retired or repriced some.
 */
export async function ensureCatalogue(db: DbOrTx, site: { id: number; giftCredits: number }) {
  const [existing] = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.siteId, site.id)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK}, ${site.id})`);
    const [again] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.siteId, site.id)).limit(1);
    if (!again) await tx.insert(gifts).values(catalogueRows(site));
  });
}

type GiftRow = typeof gifts.$inferSelect;

/** The picture's public URL: the API serves the drawings (gift-pictures route). */
export const giftImageUrl = (row: Pick<GiftRow, 'image'>, cdnPrefix: string) =>
  `${cdnPrefix}/api/gift-pictures/${row.image.replace(/^gifts\//, '')}`;

export function toGift(row: GiftRow, cdnPrefix: string): Gift | null {
  if (!isGiftKey(row.name)) return null;
  return { id: row.id, key: row.name, image: giftImageUrl(row, cdnPrefix), credits: row.credits };
}

/** The site's active gifts, cheapest first, in catalogue order within a price. */
export async function listGifts(db: DbOrTx, siteId: number, cdnPrefix: string): Promise<Gift[]> {
  const rows = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.active, true)))
    .orderBy(asc(gifts.credits), asc(gifts.id));
  const order = (gift: Gift) => GIFT_KEYS.indexOf(gift.key);
  return rows
    .map((row) => toGift(row, cdnPrefix))
    .filter((gift): gift is Gift => gift !== null)
    .sort((a, b) => a.credits - b.credits || order(a) - order(b));
}

/** One active gift of the site, or null (another site's gift, a retired one, an unknown id). */
export async function findGift(db: DbOrTx, siteId: number, giftId: number): Promise<GiftRow | null> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.siteId, siteId), eq(gifts.active, true)));
  return row ?? null;
}
