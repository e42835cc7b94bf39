import { and, desc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { ChatEntry } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { blocks, conversationParticipants as cp, photos, profiles } from '../../db/schema/index';
import { mainImage } from '../profiles/profile-view';

const CHAT_LIST_LIMIT = 500;

/** The user's chat list, most recent first: one read on (user_id, last_message_at). */
export async function listChats(db: DbOrTx, userId: number, cdnPrefix: string): Promise<ChatEntry[]> {
  const rows = await db
    .select({
      conversationId: cp.conversationId,
      lastMessageAt: cp.lastMessageAt,
      unread: cp.unreadCount,
      profileId: profiles.userId,
      name: profiles.name,
      photoFilename: photos.filename,
      photoThumb: photos.thumbFilename,
      photoStatus: photos.status,
    })
    .from(cp)
    .innerJoin(profiles, eq(profiles.userId, cp.otherUserId))
    .leftJoin(photos, and(eq(photos.userId, cp.otherUserId), sql`${photos.isMain}`))
    .where(
      and(
        eq(cp.userId, userId),
        isNull(cp.hiddenAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(
              or(
                and(eq(blocks.blockerId, userId), eq(blocks.blockedId, cp.otherUserId)),
                and(eq(blocks.blockerId, cp.otherUserId), eq(blocks.blockedId, userId)),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`${cp.lastMessageAt} desc nulls last`, desc(cp.conversationId))
    .limit(CHAT_LIST_LIMIT);
  return rows.map((row) => ({
    conversation: { id: row.conversationId, last_message_at: row.lastMessageAt?.toISOString() ?? null },
    profile: { id: row.profileId, name: row.name, main_image: mainImage(row, cdnPrefix) },
    num_unread_messages: row.unread,
  }));
}

/**
 * Removes chats from the user's own list (by conversation id, or every chat with a profile). The other
 * side keeps theirs. Returns how many were removed; 0 means none of them is the user's.
 */
export async function hideChats(
  db: DbOrTx,
  userId: number,
  target: { conversation?: number; profile?: number },
): Promise<number> {
  const conditions = [eq(cp.userId, userId), isNull(cp.hiddenAt)];
  if (target.conversation !== undefined) conditions.push(eq(cp.conversationId, target.conversation));
  if (target.profile !== undefined) conditions.push(eq(cp.otherUserId, target.profile));
  const hidden = await db
    .update(cp)
    .set({ hiddenAt: sql`now()`, unreadCount: 0 })
    .where(and(...conditions))
    .returning({ id: cp.conversationId });
  return hidden.length;
}
