// @feature-public: other features import this module (docs/conventions.md, Layout).
import { and, eq, sql } from 'drizzle-orm';
import type { LikeResponse } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { likes, photos, profiles } from '../../db/schema/index';
import { isBlockedBetween } from '../blocking/block-conditions';
import { reachableMember } from './member-lookup';

/** Gives a like (once per pair) and tells whether it made a match. */
export async function giveLike(
  db: DbOrTx,
  input: { siteId: number; cdnPrefix: string; fromId: number; toId: number; source: 'member' | 'swipe' },
): Promise<LikeResponse> {
  if (input.fromId === input.toId) throw new AppError(400, 'cannot_like_self', 'You cannot like yourself.');
  return db.transaction(async (tx) => {
    const member = await reachableMember(tx, input.siteId, input.fromId, input.toId);
    if (await isBlockedBetween(tx, input.fromId, input.toId)) {
      throw new AppError(403, 'member_blocked', 'You blocked this member. Unblock them first.');
    }
    const inserted = await tx
      .insert(likes)
      .values({ fromUserId: input.fromId, toUserId: input.toId, source: input.source })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    const [reverse] = await tx
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.fromUserId, input.toId), eq(likes.toUserId, input.fromId)));
    const [photo] = await tx
      .select({ filename: photos.filename })
      .from(photos)
      .innerJoin(profiles, eq(profiles.userId, photos.userId))
      .where(and(eq(photos.userId, input.toId), sql`${photos.isMain}`, eq(photos.status, 'active')));
    return {
      created: Boolean(inserted[0]),
      match: Boolean(reverse),
      profile: {
        id: member.id,
        name: member.name,
        fictional: member.fictional,
        main_image: photo ? { match: `${input.cdnPrefix}/uploads/${photo.filename}` } : null,
      },
    };
  });
}
