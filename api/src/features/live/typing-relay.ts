import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { conversationParticipants as cp } from '../../db/schema/index';
import { notBlockedWith } from '../blocking/block-conditions';

// Both checks are one indexed read, prepared once per connection: typing is the busiest frame on the channel.
const peerOf = preparedStatement((db) =>
  db
    .select({ otherUserId: cp.otherUserId })
    .from(cp)
    .where(
      and(
        eq(cp.conversationId, sql.placeholder('conversationId')),
        eq(cp.userId, sql.placeholder('userId')),
        notBlockedWith(cp.otherUserId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('typing_peer'),
);

const recentPeersOf = preparedStatement((db) =>
  db
    .select({ conversationId: cp.conversationId, otherUserId: cp.otherUserId })
    .from(cp)
    .where(
      and(
        eq(cp.userId, sql.placeholder('userId')),
        notBlockedWith(cp.otherUserId, sql.placeholder('userId')),
      ),
    )
    .orderBy(desc(cp.lastMessageAt))
    .limit(sql.placeholder('limit'))
    .prepare('typing_recent_peers'),
);

/**
 * The other member of a member's conversation, when the member takes part in it and neither has blocked the
 * other; null otherwise. Typing goes to this member only, and is accepted from this member only.
 */
export async function typingPeer(db: DbOrTx, userId: number, conversationId: number): Promise<number | null> {
  const [row] = await peerOf(db).execute({ userId, conversationId });
  return row?.otherUserId ?? null;
}

/** The same answer for the member's most recent conversations at once (most recent first). */
export async function recentTypingPeers(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<{ conversationId: number; otherUserId: number }[]> {
  return recentPeersOf(db).execute({ userId, limit });
}
