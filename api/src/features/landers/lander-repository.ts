import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LanderMapRegion, LanderMember } from '@dating/shared/contract';
import { ageOn } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema/index';
import { memberCardColumns } from '../members-search/member-card';
import { listableMembers } from '../members-search/visible-members';
import { mainPhotoJoin } from '../profiles/profile-view';
import { landerImage } from './lander-image';

/** "Online now" on the alone-tonight lander means seen within this window, not a made-up number. */
const ONLINE_WINDOW = sql`interval '15 minutes'`;

// A member card's columns, with "online" in the lander's own sense.
const columns = {
  ...memberCardColumns,
  online: sql<boolean>`coalesce(${users.lastSeenAt} > now() - ${ONLINE_WINDOW}, false)`,
};

type Row = {
  id: number;
  name: string;
  birthDate: string;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  photoFilename: string | null;
  photoStatus: string | null;
  online: boolean;
};

function toLanderMember(row: Row): LanderMember {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate),
    country: row.country,
    region: row.region,
    city: row.city,
    // Only an approved photo is ever shown to visitors.
    image: row.photoStatus === 'active' && row.photoFilename ? landerImage(row.photoFilename) : null,
    fictional: row.fictional,
    online: row.online,
  };
}

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(where);
}

/**
 * Members a lander shows: listable members of the site with an approved main photo, the ones seen most
 * recently first (a lander's first impression should be people who may answer).
 */
export async function landerMembers(
  db: DbOrTx,
  siteId: number,
  options: { limit: number; country?: string | undefined },
): Promise<LanderMember[]> {
  const rows = await select(
    db,
    and(
      listableMembers(siteId, null),
      eq(photos.status, 'active'),
      options.country ? eq(profiles.country, options.country) : undefined,
    ),
  )
    .orderBy(sql`${users.lastSeenAt} desc nulls last`, desc(profiles.userId))
    .limit(options.limit);
  return rows.map((row) => toLanderMember(row));
}

/** One listable member of the site (with or without a photo), or null. */
export async function landerMember(
  db: DbOrTx,
  siteId: number,
  memberId: number,
): Promise<LanderMember | null> {
  const [row] = await select(db, and(listableMembers(siteId, null), eq(profiles.userId, memberId))).limit(1);
  return row ? toLanderMember(row) : null;
}

/**
 * The approved main photo of a listable member of the site, for the member's share card: null for a member
 * without one (pending, rejected or none), undefined for no such member.
 */
export async function cardPhoto(
  db: DbOrTx,
  siteId: number,
  memberId: number,
): Promise<string | null | undefined> {
  const [row] = await select(db, and(listableMembers(siteId, null), eq(profiles.userId, memberId))).limit(1);
  if (!row) return undefined;
  return row.photoStatus === 'active' && row.photoFilename ? row.photoFilename : null;
}

/** How many listable members with a photo live in each region of a country, most first. */
export async function regionCounts(
  db: DbOrTx,
  siteId: number,
  country: string,
): Promise<{ region: string; count: number }[]> {
  const rows = await db
    .select({ region: profiles.region, count: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(photos, mainPhotoJoin)
    .where(
      and(
        listableMembers(siteId, null),
        eq(photos.status, 'active'),
        eq(profiles.country, country),
        sql`${profiles.region} is not null`,
      ),
    )
    .groupBy(profiles.region)
    .orderBy(sql`count(*) desc`, profiles.region);
  return rows.flatMap((row) => (row.region ? [{ region: row.region, count: row.count }] : []));
}

/** Region tiles for the map: the known regions of the country that have members, named as the data names them. */
export function mapRegions(
  counts: { region: string; count: number }[],
  known: { name: string; code: string }[],
  max: number,
): LanderMapRegion[] {
  const byName = new Map(known.map((region) => [region.name.toLowerCase(), region]));
  const byCode = new Map(known.map((region) => [region.code.toLowerCase(), region]));
  const tiles: LanderMapRegion[] = [];
  for (const { region, count } of counts) {
    const match = byName.get(region.toLowerCase()) ?? byCode.get(region.toLowerCase());
    if (match) tiles.push({ code: match.code, name: match.name, count });
    if (tiles.length === max) break;
  }
  return tiles;
}

/** Whether a stored photo is an approved photo of a member of the site (only those get lander variants). */
export async function isApprovedSitePhoto(db: DbOrTx, siteId: number, filename: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(eq(photos.filename, filename), eq(photos.status, 'active'), eq(profiles.siteId, siteId)))
    .limit(1);
  return row !== undefined;
}
