import { and, desc, eq, or } from 'drizzle-orm';
import type { MemberCardData } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { blocks, conversations, likes, photos, profileReports, profiles, users } from '../../db/schema/index';
import { mainPhotoJoin } from '../profiles/profile-view';
import { memberCardColumns, toMemberCard } from '../members-search/member-card';

/**
 * Blocks a member: the chats (with their messages) and likes between the two are deleted in the same step.
 * Returns the ids of the deleted conversations, so open tabs on both sides can be told to close them.
 */
export async function blockMember(db: DbOrTx, blockerId: number, blockedId: number): Promise<number[]> {
  const [low, high] = blockerId < blockedId ? [blockerId, blockedId] : [blockedId, blockerId];
  return db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.fromUserId, blockerId), eq(likes.toUserId, blockedId)),
          and(eq(likes.fromUserId, blockedId), eq(likes.toUserId, blockerId)),
        ),
      );
    const deleted = await tx
      .delete(conversations)
      .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)))
      .returning({ id: conversations.id });
    return deleted.map((row) => row.id);
  });
}

export async function unblockMember(db: DbOrTx, blockerId: number, blockedId: number): Promise<boolean> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return removed.length > 0;
}

export async function listBlocked(
  db: DbOrTx,
  blockerId: number,
  cdnPrefix: string,
): Promise<MemberCardData[]> {
  const rows = await db
    .select(memberCardColumns)
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => toMemberCard(row, cdnPrefix));
}

export async function reportMember(
  db: DbOrTx,
  input: { reporterId: number; reportedId: number; reason: string; comment: string | undefined },
): Promise<void> {
  await db.insert(profileReports).values({
    reporterId: input.reporterId,
    reportedId: input.reportedId,
    reason: input.reason,
    comment: input.comment ?? null,
  });
}
