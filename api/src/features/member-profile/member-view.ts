import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MemberPhotoView, MemberView, ProfileField } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { creditLedger, likes, photos, profiles, profileVisits, users } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { hasBlocked } from '../blocking/block-conditions';
import { mainPhotoJoin, profileColumns, toProfile } from '../profiles/profile-view';
import { reachableMember } from './member-lookup';
import { FREE_VISIBLE_PHOTOS } from './member-view-schema';

export const photoUnlockReference = (viewerId: number, memberId: number) => `${viewerId}:${memberId}`;

export async function hasUnlockedPhotos(db: DbOrTx, viewerId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, 'photo_unlock'),
        eq(creditLedger.userId, viewerId),
        eq(creditLedger.unlockTargetId, memberId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The member's approved photos: all of them show to whoever unlocked, the first few to everyone. */
export async function approvedPhotoCount(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, memberId), eq(photos.status, 'active')));
  return row?.count ?? 0;
}

/** How many of a member's approved photos a viewer sees: all for premium or unlocked, else a few. */
function visibleCount(viewer: { paid: boolean; unlocked: boolean } | null, total: number): number {
  if (!viewer) return Math.min(1, total);
  if (viewer.paid || viewer.unlocked) return total;
  return Math.min(FREE_VISIBLE_PHOTOS, total);
}

/**
 * A member's profile as another member (or a visitor) sees it. Opening it clears the new flag of the like
 * this member gave the viewer and records the visit (not for invisible viewers).
 */
export async function viewMember(
  db: DbOrTx,
  site: Site,
  viewerId: number | null,
  memberId: number,
): Promise<MemberView> {
  await reachableMember(db, site.id, viewerId, memberId);
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(profiles.userId, memberId));
  if (!row) throw new AppError(404, 'member_not_found', 'This member does not exist.');
  const profile = toProfile(row, site.cdnPrefix);

  const approved = await db
    .select({ id: photos.id, filename: photos.filename, thumb: photos.thumbFilename, isMain: photos.isMain })
    .from(photos)
    .where(and(eq(photos.userId, memberId), eq(photos.status, 'active')))
    .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id));

  let viewer: { paid: boolean; unlocked: boolean; invisible: boolean } | null = null;
  let liked = false;
  let likedMe = false;
  let blocked = false;
  if (viewerId !== null) {
    const [me] = await db
      .select({ paid: users.paidUser, invisible: users.invisible })
      .from(users)
      .where(eq(users.id, viewerId));
    const self = viewerId === memberId;
    viewer = {
      paid: (me?.paid ?? false) || self,
      invisible: me?.invisible ?? false,
      unlocked: !self && (await hasUnlockedPhotos(db, viewerId, memberId)),
    };
    const pair = await db
      .select({ from: likes.fromUserId })
      .from(likes)
      .where(
        sql`(${likes.fromUserId} = ${viewerId} and ${likes.toUserId} = ${memberId}) or (${likes.fromUserId} = ${memberId} and ${likes.toUserId} = ${viewerId})`,
      );
    liked = pair.some((like) => like.from === viewerId);
    likedMe = pair.some((like) => like.from === memberId);
    blocked = await hasBlocked(db, viewerId, memberId);
    if (!self) {
      if (likedMe) {
        await db
          .update(likes)
          .set({ isNew: false })
          .where(and(eq(likes.fromUserId, memberId), eq(likes.toUserId, viewerId), eq(likes.isNew, true)));
      }
      if (!viewer.invisible) {
        await db
          .insert(profileVisits)
          .values({ visitorId: viewerId, visitedId: memberId })
          .onConflictDoUpdate({
            target: [profileVisits.visitorId, profileVisits.visitedId],
            set: { visitedAt: sql`now()` },
          });
      }
    }
  }

  const shown = visibleCount(viewer, approved.length);
  const photoViews: MemberPhotoView[] = approved.slice(0, shown).map((photo) => ({
    id: photo.id,
    url: `${site.cdnPrefix}/uploads/${photo.filename}`,
    thumb_url: `${site.cdnPrefix}/uploads/${photo.thumb}`,
    is_main: photo.isMain,
  }));
  const hidden = approved.length - shown;

  const values: Record<ProfileField, MemberView['fields'][number]['value'] | null> = {
    gender: profile.gender,
    sexuality: profile.sexuality,
    age: profile.age,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    interests: profile.interests.length ? profile.interests : null,
    hair_color: profile.hair_color,
    eye_color: profile.eye_color,
    body_type: profile.body_type,
    relationship_status: profile.relationship_status,
    tattoos: profile.tattoos,
    personal_text: profile.personal_text,
    signup_reason: profile.signup_reason,
  };
  const fields = site.visibleProfileFields.flatMap((field) => {
    const value = values[field];
    return value === null || value === undefined
      ? []
      : [{ field, value, note: site.visibleProfileNotes[field] ?? null }];
  });

  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    fictional: profile.fictional,
    main_image: profile.main_image?.status === 'active' ? profile.main_image : null,
    fields,
    photos: photoViews,
    photos_total: approved.length,
    photos_hidden: hidden,
    unlock_credits: hidden > 0 && viewer ? site.photoCredits : 0,
    liked,
    liked_me: likedMe,
    match: liked && likedMe,
    blocked,
  };
}
