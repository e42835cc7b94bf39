// @feature-public: other features import this module (docs/conventions.md, Layout).
// Reading a conversation: a page of messages (newest last), the free members' history limit, and marking it
// read.
import { and, count, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import {
  FREE_HISTORY_LIMIT,
  FREE_MESSAGE_ALLOWANCE,
  MESSAGES_PAGE_SIZE,
  type ChatProfile,
  type ConversationResponse,
} from '@dating/shared/contract';
import type { Db, DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { conversationParticipants as cp, messages, photos, profiles, users } from '../../db/schema/index';
import type { Site } from '../../plugins/site';
import { mainImage, mainPhotoJoin } from '../profiles/profile-view';
import { presenceOf } from '../presence/presence-store';
import { resolveConversation, type ConversationTarget } from './conversation-access';
import { readerFor } from './conversation-reader';
import { selectMessages, toChatMessage } from './message-view';
import { conversationsWrittenIn, freeMessagesUsed } from './send-message';
import { FREE_CONVERSATION_LIMIT } from '@dating/shared/contract';

export async function chatProfile(
  db: DbOrTx,
  site: Site,
  profileId: number,
  onlineNow: ReadonlySet<number> = new Set(),
): Promise<ChatProfile> {
  const row = firstRow(
    await db
      .select({
        id: profiles.userId,
        name: profiles.name,
        fictional: users.isFictional,
        invisible: users.invisible,
        lastSeenAt: users.lastSeenAt,
        photoFilename: photos.filename,
        photoThumb: photos.thumbFilename,
        photoStatus: photos.status,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(photos, mainPhotoJoin)
      .where(eq(profiles.userId, profileId)),
    'profile',
  );
  return {
    id: row.id,
    name: row.name,
    fictional: row.fictional,
    main_image: mainImage(row, site.cdnPrefix),
    online: presenceOf(row, onlineNow),
  };
}

async function viewerOf(db: DbOrTx, userId: number) {
  return firstRow(
    await db
      .select({ id: users.id, paid: users.paidUser, status: users.status })
      .from(users)
      .where(eq(users.id, userId)),
    'viewer',
  );
}

/**
 * The oldest message id a free member may see: the FREE_HISTORY_LIMIT-th newest. null when the whole
 * conversation is within the limit (or the viewer is premium).
 */
async function historyFloor(db: DbOrTx, conversationId: number, paid: boolean): Promise<number | null> {
  if (paid) return null;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .offset(FREE_HISTORY_LIMIT - 1)
    .limit(1);
  return row?.id ?? null;
}

export async function loadConversationPage(
  db: Db,
  site: Site,
  userId: number,
  query: ConversationTarget & { before?: number },
  onlineNow: (ids: number[]) => Promise<ReadonlySet<number>> = async () => new Set(),
): Promise<ConversationResponse> {
  const resolved = await resolveConversation(db, site.id, userId, query);
  const viewer = await viewerOf(db, userId);
  const profile = await chatProfile(db, site, resolved.otherId, await onlineNow([resolved.otherId]));
  const sending = {
    message_credits: site.messageCredits,
    free_messages_left: viewer.paid
      ? 0
      : Math.max(0, FREE_MESSAGE_ALLOWANCE - (await freeMessagesUsed(db, userId))),
    conversation_limit_reached: !viewer.paid && (await limitReachedFor(db, userId, resolved.conversationId)),
    email_confirmed: viewer.status === 'confirmed',
  };
  if (resolved.conversationId === null) {
    return { conversation_id: null, profile, messages: [], has_older: false, hidden_older: 0, sending };
  }
  const conversationId = resolved.conversationId;
  const floor = await historyFloor(db, conversationId, viewer.paid);
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        query.before !== undefined ? lt(messages.id, query.before) : undefined,
        floor !== null ? gte(messages.id, floor) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const hasOlder = rows.length > MESSAGES_PAGE_SIZE;
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  let hiddenOlder = 0;
  if (floor !== null) {
    const [hidden] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), lt(messages.id, floor)));
    hiddenOlder = hidden?.n ?? 0;
  }
  const reader = await readerFor(db, site, viewer, conversationId, page);
  return {
    conversation_id: conversationId,
    profile,
    messages: page.map((row) => toChatMessage(row, reader)),
    has_older: hasOlder,
    hidden_older: hiddenOlder,
    sending,
  };
}

async function limitReachedFor(db: DbOrTx, userId: number, conversationId: number | null) {
  if (conversationId !== null) {
    const [written] = await db
      .select({ one: sql`1` })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, userId)))
      .limit(1);
    if (written) return false;
  }
  return (await conversationsWrittenIn(db as Db, userId, conversationId)) >= FREE_CONVERSATION_LIMIT;
}

/**
 * Opening a conversation reads it: unread goes to 0 and the read mark moves to the newest message. Returns
 * that message id when the mark moved (the other side is told), null when nothing changed.
 */
export async function markRead(db: DbOrTx, userId: number, conversationId: number): Promise<number | null> {
  const newest = firstRow(
    await db
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, conversationId)),
    'newest message',
  ).id;
  const updated = await db
    .update(cp)
    .set({ unreadCount: 0, lastReadMessageId: newest })
    .where(
      and(
        eq(cp.conversationId, conversationId),
        eq(cp.userId, userId),
        sql`(${cp.unreadCount} > 0 or ${cp.lastReadMessageId} is distinct from ${newest})`,
      ),
    )
    .returning({ id: cp.conversationId });
  return updated.length > 0 && newest !== null ? Number(newest) : null;
}

/** Polling and opening chats count as being here: messages sent before now show as delivered. */
export async function touchLastSeen(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastSeenAt} is null or ${users.lastSeenAt} < now() - interval '30 seconds')`,
      ),
    );
}
