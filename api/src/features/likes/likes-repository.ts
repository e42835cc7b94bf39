// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, desc, eq, gte, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Gender, LikeEntry, Likes, Sexuality } from '@dating/shared/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { driverRows, preparedStatement } from '../../db/prepared-statement';
import { blocks, likes, photos, profiles, sessions, users } from '../../db/schema/index';
import { liveSessionOf, sessionColumns } from '../../plugins/session';
import { mainImage } from '../profiles/profile-view';

/** Neither user blocked the other. */
const notBlockedBetween = (db: DbOrTx, a: AnyPgColumn, b: number | SQL) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      ),
  );

/** Both lists in one statement, each an index read, told apart by `given`. */
const likesOfMember = preparedStatement((db) => {
  const userId = sql.placeholder('userId');
  const given = db
    .select({
      given: sql<boolean>`true`.as('given'),
      id: sql<number>`${likes.toUserId}`.as('id'),
      isNew: sql<boolean>`${likes.isNew}`.as('is_new'),
      createdAt: sql<Date>`${likes.createdAt}`.as('created_at'),
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.toUserId))
    .where(
      and(
        eq(likes.fromUserId, userId),
        sql`${users.deletedAt} is null`,
        notBlockedBetween(db, likes.toUserId, sql`${userId}`),
      ),
    );
  const received = db
    .select({
      given: sql<boolean>`false`.as('given'),
      id: sql<number>`${likes.fromUserId}`.as('id'),
      isNew: sql<boolean>`${likes.isNew}`.as('is_new'),
      createdAt: sql<Date>`${likes.createdAt}`.as('created_at'),
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.fromUserId))
    .where(
      and(
        eq(likes.toUserId, userId),
        sql`${users.deletedAt} is null`,
        notBlockedBetween(db, likes.fromUserId, sql`${userId}`),
      ),
    );
  return given
    .unionAll(received)
    .orderBy(sql`given desc`, sql`is_new desc`, sql`created_at desc`)
    .prepare('likes_of_member');
});

/**
 * One list of GET /api/likes.php as JSON built by PostgreSQL, for the member of the session in the outer
 * statement: given (the member liked them) or received, without blocked or deleted members, new ones first,
 * then the latest. The same rows and order as `likes_of_member`.
 */
const likeListJson = (given: boolean) => {
  const [mine, theirs] = given ? ['from_user_id', 'to_user_id'] : ['to_user_id', 'from_user_id'];
  return sql<LikeEntry[]>`coalesce((
    select json_agg(json_build_object('id', l.${sql.raw(theirs)}, 'like_new', l.is_new) order by l.is_new desc, l.created_at desc)
    from likes l join users u on u.id = l.${sql.raw(theirs)} and u.deleted_at is null
    where l.${sql.raw(mine)} = ${sessions.userId}
      and not exists (select 1 from blocks b
        where (b.blocker_id = l.${sql.raw(theirs)} and b.blocked_id = ${sessions.userId})
           or (b.blocker_id = ${sessions.userId} and b.blocked_id = l.${sql.raw(theirs)}))
  ), '[]'::json)`;
};

/**
 * GET /api/likes.php in one round trip and one row: the request's session (as the session lookup reads it)
 * and both lists of its member as JSON, by the placeholders `tokenHash` and `siteId` (session.ts
 * `getSessionWith`). Hundreds of likes cost PostgreSQL less as JSON than the API as rows.
 */
export const likesBySession = preparedStatement((db) =>
  db
    .select({ ...sessionColumns, profiles: likeListJson(true), likedBy: likeListJson(false) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOf())
    .limit(1)
    .prepare('likes_by_session'),
);

/** A row of `likes_of_member` under the statement's own column names. */
interface LikeRow {
  given: boolean;
  id: number;
  is_new: boolean;
}

/** Likes given and received, new ones first (spec section 4), without blocked or deleted members. */
export async function listLikes(db: DbOrTx, userId: number): Promise<Likes> {
  // The rows as the driver reads them (a member may have hundreds): drizzle's field-by-field mapping of each
  // row was a fifth of the route's CPU, for three columns named in the statement itself.
  const rows = await driverRows<LikeRow>(likesOfMember(db), { userId });
  const entry = (row: LikeRow): LikeEntry => ({ id: row.id, like_new: row.is_new });
  return {
    profiles: rows.filter((row) => row.given).map(entry),
    liked_by: rows.filter((row) => !row.given).map(entry),
  };
}

/** Which genders a member with this gender and sexuality is looking for. */
export function soughtGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return ['male', 'female'];
  if (sexuality === 'gay' || sexuality === 'lesbian') return [gender];
  return [gender === 'male' ? 'female' : 'male'];
}

export const AUTO_LIKES_PER_DAY = 5;

/**
 * Lets a suitable profile of the same site like the user (the spec's "automatic like"): active, with a
 * photo, of a sought gender, not blocked, not liking the user already. At most AUTO_LIKES_PER_DAY a day.
 */
export async function createAutoLike(db: DbOrTx, userId: number, cdnPrefix: string) {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ siteId: profiles.siteId, gender: profiles.gender, sexuality: profiles.sexuality })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (!me) return null;
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(likes)
      .where(
        and(
          eq(likes.toUserId, userId),
          eq(likes.source, 'auto'),
          gte(likes.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((recent?.count ?? 0) >= AUTO_LIKES_PER_DAY) return null;
    const genders = soughtGenders(me.gender, me.sexuality);
    const [candidate] = await tx
      .select({
        id: profiles.userId,
        name: profiles.name,
        fictional: users.isFictional,
        photoFilename: photos.filename,
        photoThumb: photos.thumbFilename,
        photoStatus: photos.status,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(
        photos,
        and(eq(photos.userId, profiles.userId), sql`${photos.isMain}`, eq(photos.status, 'active')),
      )
      .where(
        and(
          eq(profiles.siteId, me.siteId),
          eq(profiles.status, 'active'),
          inArray(profiles.gender, genders),
          sql`${profiles.userId} <> ${userId}`,
          sql`${users.deletedAt} is null`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(likes)
              .where(and(eq(likes.fromUserId, profiles.userId), eq(likes.toUserId, userId))),
          ),
          notBlockedBetween(tx, users.id, userId),
        ),
      )
      // Fictional (operator) profiles first, then any; random within each.
      .orderBy(desc(users.isFictional), sql`random()`)
      .limit(1);
    if (!candidate) return null;
    const inserted = await tx
      .insert(likes)
      .values({ fromUserId: candidate.id, toUserId: userId, source: 'auto' })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    if (!inserted[0]) return null;
    return {
      id: candidate.id,
      name: candidate.name,
      fictional: candidate.fictional,
      main_image: mainImage(candidate, cdnPrefix),
    };
  });
}
