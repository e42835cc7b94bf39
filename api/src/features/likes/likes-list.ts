import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LikeCard, LikesCounts, LikesListResponse, LikesType } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { likes, photos, profiles, users } from '../../db/schema/index';
import { notBlockedWith } from '../blocking/block-conditions';
import { memberCardColumns, toMemberCard } from '../members-search/member-card';
import { mainPhotoJoin } from '../profiles/profile-view';

export const LIKES_PAGE_SIZE = 24;

// `mine` is the viewer's like to the member, `theirs` the member's like to the viewer; either may be missing.
const mine = alias(likes, 'mine');
const theirs = alias(likes, 'theirs');

/** When the like a list is about was given; for a match, when it became one. */
function likedAt(type: LikesType): SQL<Date> {
  if (type === 'received') return sql<Date>`${theirs.createdAt}`;
  if (type === 'given') return sql<Date>`${mine.createdAt}`;
  return sql<Date>`greatest(${mine.createdAt}, ${theirs.createdAt})`;
}

const mineJoin = (viewerId: number) => and(eq(mine.fromUserId, viewerId), eq(mine.toUserId, profiles.userId));
const theirsJoin = (viewerId: number) =>
  and(eq(theirs.fromUserId, profiles.userId), eq(theirs.toUserId, viewerId));

/** Which members belong to a list (both likes are left-joined), without blocked or deleted members. */
function inList(type: LikesType, viewerId: number, extra?: SQL) {
  const conditions: (SQL | undefined)[] = [
    isNull(users.deletedAt),
    notBlockedWith(profiles.userId, viewerId),
    extra,
  ];
  if (type !== 'given') conditions.push(sql`${theirs.id} is not null`);
  if (type !== 'received') conditions.push(sql`${mine.id} is not null`);
  return and(...conditions);
}

async function countList(db: DbOrTx, type: LikesType, viewerId: number, extra?: SQL) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(mine, mineJoin(viewerId))
    .leftJoin(theirs, theirsJoin(viewerId))
    .where(inList(type, viewerId, extra));
  return row?.count ?? 0;
}

export async function likesCounts(db: DbOrTx, viewerId: number): Promise<LikesCounts> {
  // One after another: PGlite has a single connection, and these are index reads.
  const received = await countList(db, 'received', viewerId);
  const receivedNew = await countList(db, 'received', viewerId, sql`${theirs.isNew}`);
  const given = await countList(db, 'given', viewerId);
  const matches = await countList(db, 'matches', viewerId);
  return { received, received_new: receivedNew, given, matches };
}

/** One page of a likes list: unseen likes first, then the newest (spec 4: likes are ordered new first). */
export async function listLikesPage(
  db: DbOrTx,
  input: { viewerId: number; type: LikesType; page: number; cdnPrefix: string },
  /** Who of these has a live socket open (app.presence); without it a card says at most "recently". */
  onlineNow: (ids: number[]) => Promise<ReadonlySet<number>> = async () => new Set(),
): Promise<LikesListResponse> {
  const theirsNew = sql<boolean>`coalesce(${theirs.isNew}, false)`;
  const at = likedAt(input.type);
  const rows = await db
    .select({
      ...memberCardColumns,
      theirsNew,
      liked: sql<boolean>`${mine.id} is not null`,
      likedMe: sql<boolean>`${theirs.id} is not null`,
      likedAt: at,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(mine, mineJoin(input.viewerId))
    .leftJoin(theirs, theirsJoin(input.viewerId))
    .leftJoin(photos, mainPhotoJoin)
    .where(inList(input.type, input.viewerId))
    .orderBy(desc(theirsNew), desc(at), desc(profiles.userId))
    .limit(LIKES_PAGE_SIZE)
    .offset((input.page - 1) * LIKES_PAGE_SIZE);
  const counts = await likesCounts(db, input.viewerId);
  const online = rows.length > 0 ? await onlineNow(rows.map((row) => row.id)) : new Set<number>();
  const items: LikeCard[] = rows.map((row) => ({
    ...toMemberCard(row, input.cdnPrefix, online),
    like_new: row.theirsNew,
    liked: row.liked,
    liked_me: row.likedMe,
    liked_at: new Date(row.likedAt).toISOString(),
  }));
  return {
    type: input.type,
    page: input.page,
    page_size: LIKES_PAGE_SIZE,
    total: { received: counts.received, given: counts.given, matches: counts.matches }[input.type],
    items,
    counts,
  };
}
