import { and, eq, sql } from 'drizzle-orm';
import type { LikeModalProfile } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { likes, photos, profiles, users } from '../../db/schema/index';
import { notBlockedWith } from '../blocking/block-conditions';

/**
 * The small profile the like / match modal shows for a live `like.received` or `match.made` (the events carry
 * the id only). Only for a member who likes the viewer, on the viewer's site, not blocked either way and not
 * deleted: anyone else's id answers null, so the call reveals nothing about other members.
 */
export async function likerProfile(
  db: DbOrTx,
  input: { siteId: number; viewerId: number; profileId: number; cdnPrefix: string },
): Promise<LikeModalProfile | null> {
  const [row] = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      fictional: users.isFictional,
      photo: photos.filename,
    })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.fromUserId))
    .innerJoin(users, eq(users.id, likes.fromUserId))
    .leftJoin(
      photos,
      and(eq(photos.userId, profiles.userId), sql`${photos.isMain}`, eq(photos.status, 'active')),
    )
    .where(
      and(
        eq(likes.fromUserId, input.profileId),
        eq(likes.toUserId, input.viewerId),
        eq(profiles.siteId, input.siteId),
        sql`${users.deletedAt} is null`,
        notBlockedWith(likes.fromUserId, input.viewerId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    fictional: row.fictional,
    main_image: row.photo ? { match: `${input.cdnPrefix}/uploads/${row.photo}` } : null,
  };
}
