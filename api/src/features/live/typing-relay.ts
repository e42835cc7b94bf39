import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationParticipants } from '../../db/schema/index';
import { notBlockedWith } from '../blocking/block-conditions';

/**
 * Whom a typing frame goes to: the other member of the conversation, when the sender takes part in it and
 * neither has blocked the other; null otherwise (the frame is dropped without a word, like a lost one).
 * One indexed read: typing is the busiest frame on the channel.
 */
export async function typingRecipient(
  db: DbOrTx,
  senderId: number,
  conversationId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ otherUserId: conversationParticipants.otherUserId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, senderId),
        notBlockedWith(conversationParticipants.otherUserId, senderId),
      ),
    )
    .limit(1);
  return row?.otherUserId ?? null;
}
