// @feature-public: other features import this module (docs/conventions.md, Layout).
// Who may see and write in a conversation: its two participants, while neither has blocked the other, on the
// site of the request. Every member-facing conversation or profile id goes through here first.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { conversationParticipants as cp, conversations, profiles } from '../../db/schema/index';
import { hasBlocked, isBlockedBetween, notBlockedWith } from '../blocking/block-conditions';
import { reachableMember } from '../member-profile/member-lookup';

export interface ConversationTarget {
  conversationId?: number;
  profileId?: number;
}

export interface ResolvedConversation {
  /** null: the two have no conversation yet (only when asked by profile). */
  conversationId: number | null;
  otherId: number;
}

const conversationNotFound = () =>
  new AppError(404, 'conversation_not_found', 'This conversation no longer exists.');

/**
 * The conversation the member asks for, by its id or by the other member's profile id. A conversation that
 * is not the member's answers 404 (the same as one that does not exist); a block either way answers 403.
 */
export async function resolveConversation(
  db: DbOrTx,
  siteId: number,
  userId: number,
  target: ConversationTarget,
): Promise<ResolvedConversation> {
  if (target.conversationId !== undefined) {
    // Whether either has blocked the other comes with the row (one round trip on every send and read); only
    // a blocked pair takes the further reads that choose the answer.
    const [row] = await db
      .select({
        otherId: cp.otherUserId,
        blocked: sql<boolean>`not ${notBlockedWith(cp.otherUserId, userId)}`,
      })
      .from(cp)
      .innerJoin(profiles, eq(profiles.userId, cp.otherUserId))
      .where(
        and(eq(cp.conversationId, target.conversationId), eq(cp.userId, userId), eq(profiles.siteId, siteId)),
      );
    if (!row) throw conversationNotFound();
    if (row.blocked) await refuseBlocked(db, siteId, userId, row.otherId);
    return { conversationId: target.conversationId, otherId: row.otherId };
  }
  const otherId = target.profileId;
  if (otherId === undefined)
    throw new AppError(400, 'validation_failed', 'Give a conversation or a profile.');
  if (otherId === userId)
    throw new AppError(400, 'cannot_message_self', 'You cannot send messages to yourself.');
  await reachableMember(db, siteId, userId, otherId);
  if (await hasBlocked(db, userId, otherId))
    throw new AppError(403, 'member_blocked', 'You have blocked this member. Unblock them first.');
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return { conversationId: row?.id ?? null, otherId };
}

async function refuseBlocked(db: DbOrTx, siteId: number, userId: number, otherId: number): Promise<void> {
  if (!(await isBlockedBetween(db, userId, otherId))) return;
  // The one who blocked gets the plain answer; the blocked one the spec's 'You're blocked by {name}'.
  if (await hasBlocked(db, userId, otherId))
    throw new AppError(403, 'member_blocked', 'You have blocked this member. Unblock them first.');
  await reachableMember(db, siteId, userId, otherId);
  throw conversationNotFound();
}

/**
 * The conversation of two members, created with both participant rows if it does not exist yet. Safe under
 * concurrency: the pair is unique, so a parallel creation is found instead of duplicated. Call it inside the
 * transaction that writes the first message (gifts use it too).
 */
export async function findOrOpenConversation(tx: DbOrTx, userId: number, otherId: number): Promise<number> {
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  await tx
    .insert(conversations)
    .values({ userLowId: low, userHighId: high, lastMessageAt: sql`now()` })
    .onConflictDoNothing();
  const id = firstRow(
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high))),
    'conversation',
  ).id;
  await tx
    .insert(cp)
    .values([
      { conversationId: id, userId, otherUserId: otherId, lastMessageAt: sql`now()` },
      { conversationId: id, userId: otherId, otherUserId: userId, lastMessageAt: sql`now()` },
    ])
    .onConflictDoNothing();
  return id;
}
