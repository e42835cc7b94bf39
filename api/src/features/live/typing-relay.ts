import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { conversationParticipants } from '../../db/schema/index';
import { notBlockedWith } from '../blocking/block-conditions';

// Typing is the busiest frame on the channel: its check is one indexed read, prepared once per connection.
const typingRecipientOf = preparedStatement((db) =>
  db
    .select({ otherUserId: conversationParticipants.otherUserId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, sql.placeholder('conversationId')),
        eq(conversationParticipants.userId, sql.placeholder('senderId')),
        notBlockedWith(conversationParticipants.otherUserId, sql.placeholder('senderId')),
      ),
    )
    .limit(1)
    .prepare('typing_recipient'),
);

/**
 * Whom a typing frame goes to: the other member of the conversation, when the sender takes part in it and
 * neither has blocked the other; null otherwise (the frame is dropped without a word, like a lost one).
 */
export async function typingRecipient(
  db: DbOrTx,
  senderId: number,
  conversationId: number,
): Promise<number | null> {
  const [row] = await typingRecipientOf(db).execute({ senderId, conversationId });
  return row?.otherUserId ?? null;
}
