import { and, arrayContains, eq, gt, lte, notInArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import {
  encodeSearchCursor,
  type MainImage,
  type MemberCardData,
  type MemberSearchPage,
  type SearchCursor,
  type SearchField,
} from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin } from '../profiles/profile-view';
import { memberCardColumns, type MemberCardRow, toMemberCard } from './member-card';
import { COUNT_CAP, SIMILAR_LIMIT, SIMILAR_THRESHOLD, type SearchQuery } from './search-query';
import { sealCount, sealedCount } from './search-count-seal';
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

/** The filters as the SQL compares them: the ages as birth dates (as of `today`), absent ones left out. */
interface Bounds {
  gender?: NonNullable<SearchQuery['gender']>;
  country?: string;
  region?: string;
  /** birth_date <= this: at least min_age. */
  bornBy?: string;
  /** birth_date > this: at most max_age. */
  bornAfter?: string;
  hairColor?: NonNullable<SearchQuery['hair_color']>;
  eyeColor?: NonNullable<SearchQuery['eye_color']>;
  bodyType?: NonNullable<SearchQuery['body_type']>;
  relationshipStatus?: NonNullable<SearchQuery['relationship_status']>;
  tattoos?: NonNullable<SearchQuery['tattoos']>;
  interests?: NonNullable<SearchQuery['interests']>;
}

function boundsOf(filters: Filters, today: Date): Bounds {
  const bounds: Bounds = {
    gender: filters.gender,
    country: filters.country,
    region: filters.region,
    bornBy: filters.minAge === undefined ? undefined : bornOnOrBefore(filters.minAge, today),
    bornAfter: filters.maxAge === undefined ? undefined : bornOnOrBefore(filters.maxAge + 1, today),
    hairColor: filters.hairColor,
    eyeColor: filters.eyeColor,
    bodyType: filters.bodyType,
    relationshipStatus: filters.relationshipStatus,
    tattoos: filters.tattoos,
    interests: filters.interests,
  };
  for (const key of Object.keys(bounds) as (keyof Bounds)[])
    if (bounds[key] === undefined) delete bounds[key];
  return bounds;
}

/** A value, or the placeholder of a prepared statement that stands for it. */
type Slot<T> = T | Placeholder;
type Slots<T> = { [K in keyof T]?: Slot<NonNullable<T[K]>> };

/** The conditions of the present bounds; each value may be a placeholder (searchStatements). */
function conditions(bounds: Slots<Bounds>): SQL[] {
  const list: SQL[] = [];
  if (bounds.gender !== undefined) list.push(eq(profiles.gender, bounds.gender));
  if (bounds.country !== undefined) list.push(eq(profiles.country, bounds.country));
  if (bounds.region !== undefined) list.push(eq(profiles.region, bounds.region));
  if (bounds.bornBy !== undefined) list.push(lte(profiles.birthDate, bounds.bornBy));
  if (bounds.bornAfter !== undefined) list.push(gt(profiles.birthDate, bounds.bornAfter));
  if (bounds.hairColor !== undefined) list.push(eq(profiles.hairColor, bounds.hairColor));
  if (bounds.eyeColor !== undefined) list.push(eq(profiles.eyeColor, bounds.eyeColor));
  if (bounds.bodyType !== undefined) list.push(eq(profiles.bodyType, bounds.bodyType));
  if (bounds.relationshipStatus !== undefined)
    list.push(eq(profiles.relationshipStatus, bounds.relationshipStatus));
  if (bounds.tattoos !== undefined) list.push(eq(profiles.tattoos, bounds.tattoos));
  if (bounds.interests !== undefined) list.push(arrayContains(profiles.interests, bounds.interests));
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
type PageStartSlots = { offset: Slot<number> } | { after: { r: Slot<number> | null; i: Slot<number> } };

/** Members strictly behind a cursor in the (total) order rank desc, id desc. */
function behind(cursor: { r: Slot<number> | null; i: Slot<number> }): SQL {
  const rank =
    cursor.r === null
      ? sql`'-infinity'::timestamptz`
      : sql`(timestamptz 'epoch' + ${cursor.r}::bigint * interval '1 microsecond')`;
  return sql`(${rankKey}, ${profiles.userId}) < (${rank}, ${cursor.i}::int)`;
}

/** A card's user columns as the page's subquery writes them (JSON: the time is a string). */
interface CardUser {
  fictional: boolean;
  invisible: boolean;
  lastSeenAt: string | null;
}
/** A card's main photo as the page's subquery writes it. */
interface CardPhoto {
  filename: string;
  thumb: string;
  status: MainImage['status'];
}
type PageRow = Pick<MemberCardRow, 'id' | 'name' | 'birthDate' | 'country' | 'region' | 'city'> & {
  user: CardUser | null;
  photo: CardPhoto | null;
  rank: string | null;
};

function cardRowOf({ user, photo, ...row }: PageRow): MemberCardRow & { rank: string | null } {
  return {
    ...row,
    // Every profile has its user row (a foreign key); null would only be a member deleted meanwhile.
    fictional: user?.fictional ?? false,
    invisible: user?.invisible ?? true,
    lastSeenAt: user?.lastSeenAt ? new Date(user.lastSeenAt) : null,
    photoFilename: photo?.filename ?? null,
    photoThumb: photo?.thumb ?? null,
    photoStatus: photo?.status ?? null,
  };
}

/** The page of cards and the count for a WHERE, as query builders (the benchmark EXPLAINs them). */
export function searchQueries(
  db: DbOrTx,
  where: SQL,
  limit: Slot<number>,
  start: PageStart | PageStartSlots,
  countLimit: Slot<number> = COUNT_CAP + 1,
) {
  // The page's members first (profiles alone: the WHERE needs no other table, and the order and the range
  // come from its indexes), then their user rows and photos for those 25 only. Joined before the LIMIT, a
  // page by number joined every row it skipped (page 40: 960), and PostgreSQL planned a three-table join:
  // this way its CPU per search is 10-20 % less, and page 40 by number costs a third (docs/performance.md).
  const inner = db
    .select({
      userId: profiles.userId,
      name: profiles.name,
      birthDate: profiles.birthDate,
      country: profiles.country,
      region: profiles.region,
      city: profiles.city,
      // The rank exactly (microseconds; a Date would drop them), for the cursor of the page's last row.
      rank: sql<string | null>`(extract(epoch from ${profiles.rankedAt}) * 1000000)::bigint::text`.as('rank'),
      orderKey: sql<string>`${rankKey}`.as('order_key'),
    })
    .from(profiles)
    .where('after' in start ? and(where, behind(start.after)) : where)
    // Members with a photo by latest activity, then those without one, newest first; the id breaks ties, so
    // the order is total: pages never overlap, and a cursor names one place in it. Read in order from the
    // indexes on (site_id, status[, gender, country], rankKey desc, user_id desc).
    .orderBy(sql`${rankKey} desc`, sql`${profiles.userId} desc`)
    .limit(limit);
  const page = ('offset' in start && start.offset !== 0 ? inner.offset(start.offset) : inner).as('page');
  // The card's user row and main photo come as one JSON object each from a subquery by the member's id, not
  // by joins: PostgreSQL plans the page in about half the time (the page is planned for each search's values,
  // and its planning was 40 % of its CPU in PostgreSQL; docs/performance.md, API hot paths).
  const rows = db
    .select({
      id: page.userId,
      name: page.name,
      birthDate: page.birthDate,
      country: page.country,
      region: page.region,
      city: page.city,
      // Written out with aliases: drizzle leaves the columns of a one-table select unqualified, and photos has
      // a user_id of its own.
      user: sql<CardUser | null>`(select json_build_object('fictional', card_user.is_fictional, 'invisible', card_user.invisible, 'lastSeenAt', card_user.last_seen_at) from ${users} card_user where card_user.id = "page"."user_id")`,
      photo: sql<CardPhoto | null>`(select json_build_object('filename', main_photo.filename, 'thumb', main_photo.thumb_filename, 'status', main_photo.status) from ${photos} main_photo where main_photo.user_id = "page"."user_id" and main_photo.is_main)`,
      rank: page.rank,
    })
    .from(page)
    // The same order again: the subqueries keep it, so PostgreSQL does not sort.
    .orderBy(sql`${page.orderKey} desc`, sql`${page.userId} desc`);
  return {
    rows,
    // The WHERE needs no user columns, so counting reads profiles (and its indexes) alone, and stops one row
    // past the cap (`countLimit` is the cap + 1): "more than 1,000" costs as much as 1,001, not as much as
    // 30,000. A cursor does not change the count: it is the whole search's.
    count: db.select({ count: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(profiles)
        .where(where)
        .limit(countLimit)
        .as('capped'),
    ),
  };
}

/**
 * The similar profiles' statement: the first `limit` members of a relaxed WHERE in the search order, each row
 * carrying the capped count of the whole relaxed WHERE (`total`, an InitPlan run once; `countLimit` is the cap
 * + 1). One statement instead of a page and a count: the search with similar results runs three statements,
 * not four.
 */
export function similarQuery(db: DbOrTx, where: SQL, limit: Slot<number>, countLimit: Slot<number>) {
  const capped = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(where)
    .limit(countLimit);
  return db
    .select({
      ...memberCardColumns,
      total: sql<number>`(select count(*)::int from (${capped}) as "capped")`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(where)
    .orderBy(sql`${rankKey} desc`, sql`${profiles.userId} desc`)
    .limit(limit);
}

/** The WHERE of a search's result list. */
export function searchWhere(input: SearchInput): SQL {
  const base = listableMembers(input.siteId, input.viewerId);
  const bounds = boundsOf(filtersFor(input.query, input.enabledFields), input.today ?? new Date());
  return and(base, ...conditions(bounds)) ?? base;
}

/** Similar means the relaxed filters, without the members of the first page (exclude), in the search order. */
export function similarWhere(input: SearchInput, today: Date, exclude: number[] = []): SQL {
  const base = listableMembers(input.siteId, input.viewerId);
  const bounds = boundsOf(relaxed(filtersFor(input.query, input.enabledFields)), today);
  return (
    and(base, ...conditions(bounds), ...(exclude.length ? [notInArray(profiles.userId, exclude)] : [])) ??
    base
  );
}

/**
 * Prepared statements of the search, one per shape: which filters are present, logged in or not, and where
 * the page starts (first page, by number, after a cursor with or without a rank). Every value is a
 * placeholder, so the statement is built once per shape and database handle (drizzle builds a query's SQL by
 * walking its whole expression tree: 0.2-0.3 ms of CPU, a third or more of the API's per search in
 * `npm run bench:search`) and then only executed with the values of each request. The pages are unnamed
 * (name ''): node-postgres sends the text each time and PostgreSQL plans every execution for its own values,
 * as it did for the statements built per request. A named page would let PostgreSQL switch to a generic plan
 * after five executions, and no one plan suits every value: the generic plan of the broad search (gender,
 * country, ages) takes the age range for a narrow one and sorts every match (191 ms at 1,000,000 profiles),
 * the region search's did the same (212 ms), and a page by number got as bad (docs/performance.md).
 *
 * The count of a search by gender, country and ages alone is named (`countStatementName`): its one index has
 * every one of these columns, so its best plan is the same range of that index for any values, and PostgreSQL
 * may keep it instead of planning the count on every search. The values are only ever bound parameters;
 * nothing about a search's answer is kept.
 */
const SHAPES_PER_HANDLE = 256;
const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

function prepared<T>(db: DbOrTx, shape: string, build: () => T): T {
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  let statement = byShape.get(shape) as T | undefined;
  if (!statement) {
    // At most 2^11 filter combinations times the starts: a bound only against a client that tries them all.
    if (byShape.size >= SHAPES_PER_HANDLE) byShape.clear();
    statement = build();
    byShape.set(shape, statement);
  }
  return statement;
}

/** A placeholder for every present bound, named like it. */
function placeholdersOf(bounds: Bounds): Slots<Bounds> {
  return Object.fromEntries(Object.keys(bounds).map((key) => [key, sql.placeholder(key)])) as Slots<Bounds>;
}

/** The bounds as the statements' parameters (an array column's value in PostgreSQL's array syntax). */
function boundValues(bounds: Bounds): Record<string, unknown> {
  const { interests, ...rest } = bounds;
  return interests === undefined
    ? rest
    : { ...rest, interests: profiles.interests.mapToDriverValue(interests) };
}

function listableSlots(viewerId: number | null): SQL {
  return listableMembers(sql.placeholder('siteId'), viewerId === null ? null : sql.placeholder('viewerId'));
}

/** The filters that are all columns of `profiles_search`, in its order: a count by them is one index range. */
const INDEXED_COUNT_FILTERS: readonly (keyof Bounds)[] = ['gender', 'country', 'bornBy', 'bornAfter'];

/** The count's statement name when one plan suits all its values, '' (planned per execution) otherwise. */
export function countStatementName(bounds: Bounds, viewerId: number | null): string {
  const keys = Object.keys(bounds) as (keyof Bounds)[];
  if (!keys.every((key) => INDEXED_COUNT_FILTERS.includes(key))) return '';
  const present = INDEXED_COUNT_FILTERS.map((key) => (key in bounds ? key : '-')).join('_');
  return `search_count_${present}_${viewerId === null ? 'anonymous' : 'member'}`;
}

function searchStatements(db: DbOrTx, bounds: Bounds, viewerId: number | null, start: PageStart) {
  const startShape =
    'offset' in start
      ? start.offset === 0
        ? 'first'
        : 'offset'
      : start.after.r === null
        ? 'after-null'
        : 'after';
  const shape = `search|${Object.keys(bounds).join(',')}|${viewerId === null ? 'anonymous' : 'member'}|${startShape}`;
  return prepared(db, shape, () => {
    const base = listableSlots(viewerId);
    const where = and(base, ...conditions(placeholdersOf(bounds))) ?? base;
    const startSlots: PageStartSlots =
      'offset' in start
        ? { offset: start.offset === 0 ? 0 : sql.placeholder('offset') }
        : {
            after: {
              r: start.after.r === null ? null : sql.placeholder('afterRank'),
              i: sql.placeholder('afterId'),
            },
          };
    const queries = searchQueries(
      db,
      where,
      sql.placeholder('limit'),
      startSlots,
      sql.placeholder('countLimit'),
    );
    return {
      rows: queries.rows.prepare(''),
      count: queries.count.prepare(countStatementName(bounds, viewerId)),
    };
  });
}

function similarStatement(db: DbOrTx, bounds: Bounds, viewerId: number | null) {
  const shape = `similar|${Object.keys(bounds).join(',')}|${viewerId === null ? 'anonymous' : 'member'}`;
  return prepared(db, shape, () => {
    const base = listableSlots(viewerId);
    const where = and(base, ...conditions(placeholdersOf(bounds))) ?? base;
    return similarQuery(db, where, sql.placeholder('limit'), sql.placeholder('countLimit')).prepare('');
  });
}

interface Found {
  rows: MemberCardData[];
  total: number;
  /** Where the page after this one starts; null when there is none. */
  next: string | null;
}

/**
 * The answer of a page query (one row more than the page: is there a next one?) and its count; the cursor
 * carries the count, sealed for this search (`countContext`, search-count-seal.ts).
 */
function toFound(
  rows: (MemberCardRow & { rank: string | null })[],
  total: number,
  limit: number,
  cdnPrefix: string,
  countContext: string,
): Found {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => toMemberCard(row, cdnPrefix)),
    total,
    next:
      rows.length > limit && last
        ? encodeSearchCursor({
            r: last.rank === null ? null : Number(last.rank),
            i: last.id,
            ...sealCount(countContext, total),
          })
        : null,
  };
}

/**
 * Similar profiles without the first page's members, from a statement started before that page was known:
 * `candidates` are the first SIMILAR_LIMIT + `spare` members of the relaxed search and their capped count
 * (countCap + 1 + spare). Every member of the first page matches the relaxed filters too (same gender and
 * country, an age range inside the wider one, the same hidden/block rules), so dropping them from the
 * candidates leaves the first SIMILAR_LIMIT of the rest, and the count less them is the count without them,
 * as far as the cap tells: exactly what `NOT IN (the page's ids)` in SQL answers. Null when the page has more
 * members than `spare` (it grew between the two statements): then the exact statement runs after all.
 */
function similarFromCandidates(
  candidates: (MemberCardRow & { total: number })[],
  spare: number,
  shown: MemberCardData[],
  cdnPrefix: string,
  cap: number,
): Found | null {
  if (shown.length > spare) return null;
  const exclude = new Set(shown.map((row) => row.id));
  const rows = candidates.filter((row) => !exclude.has(row.id)).slice(0, SIMILAR_LIMIT);
  const total = Math.max(0, Math.min(cap + 1, (candidates[0]?.total ?? 0) - shown.length));
  return { rows: rows.map((row) => toMemberCard(row, cdnPrefix)), total, next: null };
}

export async function searchMembers(db: DbOrTx, input: SearchInput): Promise<MemberSearchPage> {
  const today = input.today ?? new Date();
  const { page: pageNumber, page_size: pageSize } = input.query;
  const cap = input.countCap ?? COUNT_CAP;
  const start: PageStart = input.query.after
    ? { after: input.query.after }
    : { offset: (pageNumber - 1) * pageSize };
  const bounds = boundsOf(filtersFor(input.query, input.enabledFields), today);
  const values = boundValues(bounds);
  const shared = { ...values, siteId: input.siteId, viewerId: input.viewerId ?? undefined };
  // What the count counted: a cursor's count serves only the same search of the same viewer.
  const countContext = JSON.stringify([input.siteId, input.viewerId, cap, values]);
  // A page after a cursor is a "load more": the first page counted already, and its cursor says how many.
  const carried = 'after' in start ? sealedCount(countContext, start.after) : null;
  const statements = searchStatements(db, bounds, input.viewerId, start);
  // One row more than the page says whether another page follows.
  const rowsRead = statements.rows.execute({
    ...shared,
    limit: pageSize + 1,
    ...('offset' in start
      ? { offset: start.offset }
      : { afterRank: start.after.r ?? undefined, afterId: start.after.i }),
  });
  const counted =
    carried !== null
      ? Promise.resolve(carried)
      : statements.count.execute({ ...shared, countLimit: cap + 1 }).then((result) => result[0]?.count ?? 0);
  // Similar profiles complete a short first page; a page after a cursor is never the first. The count tells
  // whether they are needed, and their statement starts as soon as it answers, beside the page's (whose
  // members it leaves out afterwards: at most `spare` of them, as the count says).
  const similarWanted = pageNumber === 1 && !input.query.after;
  const similarRead = similarWanted
    ? counted.then(async (total) => {
        if (total >= SIMILAR_THRESHOLD) return null;
        const spare = Math.min(total, pageSize);
        const similarBounds = boundsOf(relaxed(filtersFor(input.query, input.enabledFields)), today);
        const candidates = await similarStatement(db, similarBounds, input.viewerId).execute({
          ...boundValues(similarBounds),
          siteId: input.siteId,
          viewerId: input.viewerId ?? undefined,
          limit: SIMILAR_LIMIT + spare,
          countLimit: cap + 1 + spare,
        });
        return { candidates, spare };
      })
    : null;
  const [rows, total, similarCandidates] = await Promise.all([rowsRead, counted, similarRead]);
  const found = toFound(rows.map(cardRowOf), total, pageSize, input.cdnPrefix, countContext);
  let similar: Found = { rows: [], total: 0, next: null };
  if (similarCandidates) {
    const { candidates, spare } = similarCandidates;
    similar =
      similarFromCandidates(candidates, spare, found.rows, input.cdnPrefix, cap) ??
      (await exactSimilar(db, input, today, found.rows, cap));
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

/** Similar profiles by one statement that leaves the page's members out in SQL (no spare rows needed). */
export async function exactSimilar(
  db: DbOrTx,
  input: SearchInput,
  today: Date,
  shown: MemberCardData[],
  cap: number,
): Promise<Found> {
  const where = similarWhere(
    input,
    today,
    shown.map((row) => row.id),
  );
  const rows = await similarQuery(db, where, SIMILAR_LIMIT, cap + 1);
  return {
    rows: rows.map((row) => toMemberCard(row, input.cdnPrefix)),
    total: Math.min(cap + 1, rows[0]?.total ?? 0),
    next: null,
  };
}
