import { and, arrayContains, eq, gt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  encodeSearchCursor,
  type MemberCardData,
  type MemberSearchPage,
  type SearchCursor,
  type SearchField,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin } from '../profiles/profile-view';
import { memberCardColumns, toMemberCard } from './member-card';
import { COUNT_CAP, SIMILAR_LIMIT, SIMILAR_THRESHOLD, type SearchQuery } from './search-query';
import { listableMembers } from './visible-members';

/** The latest birth date of someone at least `years` old today (UTC), as YYYY-MM-DD. */
function bornOnOrBefore(years: number, today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

interface Filters {
  gender?: SearchQuery['gender'];
  country?: string;
  region?: string;
  minAge?: number;
  maxAge?: number;
  hairColor?: SearchQuery['hair_color'];
  eyeColor?: SearchQuery['eye_color'];
  bodyType?: SearchQuery['body_type'];
  relationshipStatus?: SearchQuery['relationship_status'];
  tattoos?: SearchQuery['tattoos'];
  interests?: SearchQuery['interests'];
}

/** Only the filters the site offers apply; a parameter for a field it does not offer is ignored. */
export function filtersFor(query: SearchQuery, enabled: readonly SearchField[]): Filters {
  const on = (field: SearchField) => enabled.includes(field);
  return {
    gender: on('gender') ? query.gender : undefined,
    country: on('country') || on('countryregion') ? query.country : undefined,
    region: on('countryregion') ? query.countryregion : undefined,
    minAge: on('min_age') ? query.min_age : undefined,
    maxAge: on('max_age') ? query.max_age : undefined,
    hairColor: on('hair_color') ? query.hair_color : undefined,
    eyeColor: on('eye_color') ? query.eye_color : undefined,
    bodyType: on('body_type') ? query.body_type : undefined,
    relationshipStatus: on('relationship_status') ? query.relationship_status : undefined,
    tattoos: on('tattoos') ? query.tattoos : undefined,
    interests: on('interests') && query.interests?.length ? query.interests : undefined,
  };
}

function conditions(filters: Filters, today: Date): SQL[] {
  const list: SQL[] = [];
  if (filters.gender) list.push(eq(profiles.gender, filters.gender));
  if (filters.country) list.push(eq(profiles.country, filters.country));
  if (filters.region) list.push(eq(profiles.region, filters.region));
  if (filters.minAge !== undefined) list.push(lte(profiles.birthDate, bornOnOrBefore(filters.minAge, today)));
  if (filters.maxAge !== undefined)
    list.push(gt(profiles.birthDate, bornOnOrBefore(filters.maxAge + 1, today)));
  if (filters.hairColor) list.push(eq(profiles.hairColor, filters.hairColor));
  if (filters.eyeColor) list.push(eq(profiles.eyeColor, filters.eyeColor));
  if (filters.bodyType) list.push(eq(profiles.bodyType, filters.bodyType));
  if (filters.relationshipStatus) list.push(eq(profiles.relationshipStatus, filters.relationshipStatus));
  if (filters.tattoos) list.push(eq(profiles.tattoos, filters.tattoos));
  if (filters.interests) list.push(arrayContains(profiles.interests, filters.interests));
  return list;
}

/** Similar means: same gender and country, ages five years wider, the other filters dropped. */
function relaxed(filters: Filters): Filters {
  return {
    gender: filters.gender,
    country: filters.country,
    minAge: filters.minAge === undefined ? undefined : Math.max(18, filters.minAge - 5),
    maxAge: filters.maxAge === undefined ? undefined : filters.maxAge + 5,
  };
}

export interface SearchInput {
  siteId: number;
  viewerId: number | null;
  cdnPrefix: string;
  query: SearchQuery;
  enabledFields: readonly SearchField[];
  today?: Date;
  /** Counts stop here (default COUNT_CAP); the answer says when there are more. */
  countCap?: number;
}

/**
 * The search order's first key: ranked_at, with members without a photo (null) after everyone else. The
 * indexes of migration 0016_search_keyset are on this expression, so that a keyset condition on it and the id
 * is a range of the index (a row comparison cannot skip nulls).
 */
export const rankKey = sql`coalesce(${profiles.rankedAt}, '-infinity'::timestamptz)`;

/** Where a page starts: a number of rows to skip (page numbers), or right after a cursor (keyset paging). */
export type PageStart = { offset: number } | { after: SearchCursor };

/** Members strictly behind a cursor in the (total) order rank desc, id desc. */
function behind(cursor: SearchCursor): SQL {
  const rank =
    cursor.r === null
      ? sql`'-infinity'::timestamptz`
      : sql`(timestamptz 'epoch' + ${cursor.r}::bigint * interval '1 microsecond')`;
  return sql`(${rankKey}, ${profiles.userId}) < (${rank}, ${cursor.i}::int)`;
}

/** The page of cards and the count for a WHERE, as query builders (the benchmark EXPLAINs them). */
export function searchQueries(db: DbOrTx, where: SQL, limit: number, start: PageStart, countCap = COUNT_CAP) {
  const rows = db
    .select({
      ...memberCardColumns,
      // The rank exactly (microseconds; a Date would drop them), for the cursor of the page's last row.
      rank: sql<string | null>`(extract(epoch from ${profiles.rankedAt}) * 1000000)::bigint::text`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where('after' in start ? and(where, behind(start.after)) : where)
    // Members with a photo by latest activity, then those without one, newest first; the id breaks ties, so
    // the order is total: pages never overlap, and a cursor names one place in it. Read in order from the
    // indexes on (site_id, status[, gender, country], rankKey desc, user_id desc).
    .orderBy(sql`${rankKey} desc`, sql`${profiles.userId} desc`)
    .limit(limit);
  return {
    rows: 'offset' in start && start.offset > 0 ? rows.offset(start.offset) : rows,
    // The WHERE needs no user columns, so counting reads profiles (and its indexes) alone, and stops one row
    // past the cap: "more than 1,000" costs as much as 1,001, not as much as 30,000. A cursor does not change
    // the count: it is the whole search's.
    count: db.select({ count: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(profiles)
        .where(where)
        .limit(countCap + 1)
        .as('capped'),
    ),
  };
}

interface Found {
  rows: MemberCardData[];
  total: number;
  /** Where the page after this one starts; null when there is none. */
  next: string | null;
}

async function page(
  db: DbOrTx,
  where: SQL,
  limit: number,
  start: PageStart,
  cdnPrefix: string,
  countCap: number,
): Promise<Found> {
  // One row more than the page says whether another page follows.
  const queries = searchQueries(db, where, limit + 1, start, countCap);
  const [rows, counted] = await Promise.all([queries.rows, queries.count]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => toMemberCard(row, cdnPrefix)),
    total: counted[0]?.count ?? 0,
    next:
      rows.length > limit && last
        ? encodeSearchCursor({ r: last.rank === null ? null : Number(last.rank), i: last.id })
        : null,
  };
}

/** The WHERE of a search's result list. */
export function searchWhere(input: SearchInput): SQL {
  const base = listableMembers(input.siteId, input.viewerId);
  const filters = filtersFor(input.query, input.enabledFields);
  return and(base, ...conditions(filters, input.today ?? new Date())) ?? base;
}

export async function searchMembers(db: DbOrTx, input: SearchInput): Promise<MemberSearchPage> {
  const today = input.today ?? new Date();
  const filters = filtersFor(input.query, input.enabledFields);
  const base = listableMembers(input.siteId, input.viewerId);
  const { page: pageNumber, page_size: pageSize } = input.query;
  const cap = input.countCap ?? COUNT_CAP;
  const start: PageStart = input.query.after
    ? { after: input.query.after }
    : { offset: (pageNumber - 1) * pageSize };
  const found = await page(db, searchWhere({ ...input, today }), pageSize, start, input.cdnPrefix, cap);
  let similar: Found = { rows: [], total: 0, next: null };
  // Similar profiles complete a short first page; a page after a cursor is never the first.
  if (pageNumber === 1 && !input.query.after && found.total < SIMILAR_THRESHOLD) {
    const exclude = found.rows.map((row) => row.id);
    const where =
      and(
        base,
        ...conditions(relaxed(filters), today),
        ...(exclude.length ? [notInArray(profiles.userId, exclude)] : []),
      ) ?? base;
    similar = await page(db, where, SIMILAR_LIMIT, { offset: 0 }, input.cdnPrefix, cap);
  }
  return {
    page: pageNumber,
    page_size: pageSize,
    numResults: Math.min(found.total, cap),
    numResults_capped: found.total > cap,
    results: found.rows,
    similar_results: similar.rows,
    similar_numResults: Math.min(similar.total, cap),
    next: found.next,
  };
}
