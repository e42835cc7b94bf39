// The `Reader` every message view needs: who reads, what they paid for, and how far the other side has read.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationParticipants as cp, users } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { unlockedPhotos, type MessageRow, type Reader } from './message-view';

export interface Viewer {
  id: number;
  paid: boolean;
}

export async function readerFor(
  db: DbOrTx,
  site: Site,
  viewer: Viewer,
  conversationId: number,
  rows: MessageRow[],
): Promise<Reader> {
  const [other] = await db
    .select({ readUpTo: cp.lastReadMessageId, lastSeenAt: users.lastSeenAt })
    .from(cp)
    .innerJoin(users, eq(users.id, cp.userId))
    .where(and(eq(cp.conversationId, conversationId), sql`${cp.userId} <> ${viewer.id}`));
  return {
    id: viewer.id,
    paid: viewer.paid,
    cdnPrefix: site.cdnPrefix,
    photoCredits: site.photoCredits,
    otherReadUpTo: other?.readUpTo ?? null,
    otherLastSeenAt: other?.lastSeenAt ?? null,
    unlocked: viewer.paid ? new Set() : await unlockedPhotos(db, viewer.id, rows),
  };
}
