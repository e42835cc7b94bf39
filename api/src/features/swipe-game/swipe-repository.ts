import { and, desc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { MemberCardData } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { likes, memberStates, photos, profiles, swipePasses, users } from '../../db/schema/index';
import { soughtGenders } from '../likes/likes-repository';
import { memberCardColumns, toMemberCard } from '../members-search/member-card';
import { listableMembers } from '../members-search/visible-members';
import { mainPhotoJoin } from '../profiles/profile-view';
import { localDay } from './local-day';

/** Spec section 9: the swipe game gives 4 likes per day, counted in the member's time zone. */
export const SWIPE_LIKES_PER_DAY = 4;
export const SWIPE_DECK_SIZE = 10;

/** Stores the browser's zone (when given) and answers the zone to count in. */
export async function memberTimeZone(
  db: DbOrTx,
  userId: number,
  reported: string | undefined,
): Promise<string> {
  if (reported) {
    await db
      .insert(memberStates)
      .values({ userId, timeZone: reported })
      .onConflictDoUpdate({ target: memberStates.userId, set: { timeZone: reported } });
    return reported;
  }
  const [row] = await db
    .select({ timeZone: memberStates.timeZone })
    .from(memberStates)
    .where(eq(memberStates.userId, userId));
  return row?.timeZone ?? 'UTC';
}

export interface SwipeAllowance {
  likesLeft: number;
  resetsAt: Date;
}

export async function swipeAllowance(
  db: DbOrTx,
  userId: number,
  timeZone: string,
  now: Date,
): Promise<SwipeAllowance> {
  const day = localDay(timeZone, now);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(likes)
    .where(
      and(
        eq(likes.fromUserId, userId),
        eq(likes.source, 'swipe'),
        gte(likes.createdAt, day.start),
        lt(likes.createdAt, day.end),
      ),
    );
  return { likesLeft: Math.max(0, SWIPE_LIKES_PER_DAY - (row?.count ?? 0)), resetsAt: day.end };
}

/** Takes the member's row lock, so two likes sent at once cannot both pass the daily limit. */
export async function lockSwiper(tx: DbOrTx, userId: number): Promise<void> {
  await tx.insert(memberStates).values({ userId }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${memberStates} where ${memberStates.userId} = ${userId} for update`);
}

/** The next profiles to swipe: sought genders, not liked or passed yet, with a photo first. */
export async function swipeDeck(
  db: DbOrTx,
  userId: number,
  siteId: number,
  cdnPrefix: string,
): Promise<MemberCardData[]> {
  const [me] = await db
    .select({ gender: profiles.gender, sexuality: profiles.sexuality })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!me) return [];
  const rows = await db
    .select(memberCardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(
      and(
        listableMembers(siteId, userId),
        inArray(profiles.gender, soughtGenders(me.gender, me.sexuality)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(likes)
            .where(and(eq(likes.fromUserId, userId), eq(likes.toUserId, profiles.userId))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(swipePasses)
            .where(and(eq(swipePasses.userId, userId), eq(swipePasses.targetId, profiles.userId))),
        ),
      ),
    )
    .orderBy(
      sql`(${photos.status} = 'active') desc nulls last`,
      desc(profiles.createdAt),
      desc(profiles.userId),
    )
    .limit(SWIPE_DECK_SIZE);
  return rows.map((row) => toMemberCard(row, cdnPrefix));
}

export async function recordPass(db: DbOrTx, userId: number, targetId: number): Promise<void> {
  await db
    .insert(swipePasses)
    .values({ userId, targetId })
    .onConflictDoUpdate({
      target: [swipePasses.userId, swipePasses.targetId],
      set: { createdAt: sql`now()` },
    });
}

/** Takes back the newest pass; answers the profile id it brought back, or null when there is none. */
export async function undoLastPass(db: DbOrTx, userId: number): Promise<number | null> {
  const [last] = await db
    .select({ targetId: swipePasses.targetId })
    .from(swipePasses)
    .where(eq(swipePasses.userId, userId))
    .orderBy(desc(swipePasses.createdAt))
    .limit(1);
  if (!last) return null;
  await db
    .delete(swipePasses)
    .where(and(eq(swipePasses.userId, userId), eq(swipePasses.targetId, last.targetId)));
  return last.targetId;
}

export async function hasPass(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(swipePasses)
    .where(eq(swipePasses.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function memberCard(
  db: DbOrTx,
  memberId: number,
  cdnPrefix: string,
): Promise<MemberCardData | null> {
  const [row] = await db
    .select(memberCardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(profiles.userId, memberId));
  return row ? toMemberCard(row, cdnPrefix) : null;
}
