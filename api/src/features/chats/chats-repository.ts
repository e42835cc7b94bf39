import { and, desc, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { CHATS_PAGE_SIZE, type ChatListEntry } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import {
  blocks,
  conversationParticipants as cp,
  messages,
  photos,
  profiles,
  users,
} from '../../db/schema/index';
import { mainImage } from '../profiles/profile-view';
import { presenceOf } from '../presence/presence-store';
import { maskContacts } from '../messages/message-text-rules';
import { messageKind } from '../messages/message-view';

const PREVIEW_LENGTH = 80;

/** The list's keyset cursor: the last entry's time and conversation id (`<iso>_<id>`). */
export function parseCursor(before: string | undefined): { at: Date; id: number } | null {
  if (!before) return null;
  const [at, id] = before.split('_');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime())) return null;
  return { at: date, id: Number(id) };
}

/**
 * A page of the user's chat list, most recent first: one read on (user_id, last_message_at) that also takes
 * the last message of each chat on the page. `before` continues after the last entry of the previous page.
 */
/**
 * The page's statement, built once per database handle and named (every chat list runs it): one for the first
 * page and one after a cursor, so each keeps a plan that reads (user_id, last_message_at) in order.
 */
function chatPageStatement(afterCursor: boolean, name: string) {
  return preparedStatement((db) => {
    const userId = sql.placeholder('userId');
    // The last message of each chat on the page, read in the same query (one index step per chat).
    const last = db
      .select({
        senderId: messages.senderId,
        body: messages.body,
        giftId: messages.giftId,
        photoFilename: messages.photoFilename,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.conversationId, cp.conversationId))
      .orderBy(desc(messages.id))
      .limit(1)
      .as('last_message');
    const beforeAt = sql`${sql.placeholder('beforeAt')}::timestamptz`;
    const beforeId = sql.placeholder('beforeId');
    return db
      .select({
        conversationId: cp.conversationId,
        lastMessageAt: cp.lastMessageAt,
        unread: cp.unreadCount,
        profileId: profiles.userId,
        name: profiles.name,
        fictional: users.isFictional,
        invisible: users.invisible,
        lastSeenAt: users.lastSeenAt,
        photoFilename: photos.filename,
        photoThumb: photos.thumbFilename,
        photoStatus: photos.status,
        message: {
          senderId: last.senderId,
          body: last.body,
          giftId: last.giftId,
          photoFilename: last.photoFilename,
          createdAt: last.createdAt,
        },
      })
      .from(cp)
      .innerJoin(profiles, eq(profiles.userId, cp.otherUserId))
      .innerJoin(users, eq(users.id, cp.otherUserId))
      .leftJoin(photos, and(eq(photos.userId, cp.otherUserId), sql`${photos.isMain}`))
      .leftJoinLateral(last, sql`true`)
      .where(
        and(
          eq(cp.userId, userId),
          isNull(cp.hiddenAt),
          isNull(users.deletedAt),
          afterCursor
            ? or(
                lt(cp.lastMessageAt, beforeAt),
                and(eq(cp.lastMessageAt, beforeAt), lt(cp.conversationId, beforeId)),
              )
            : undefined,
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
      .limit(CHATS_PAGE_SIZE)
      .prepare(name);
  });
}
const firstChatPage = chatPageStatement(false, 'chat_list_first');
const nextChatPage = chatPageStatement(true, 'chat_list_next');

/**
 * A page of the user's chat list, most recent first: one read on (user_id, last_message_at) that also takes
 * the last message of each chat on the page. `before` continues after the last entry of the previous page.
 */
export async function listChats(
  db: DbOrTx,
  viewer: { id: number; paid: boolean },
  cdnPrefix: string,
  before: { at: Date; id: number } | null = null,
  onlineNow: (ids: number[]) => Promise<ReadonlySet<number>> = async () => new Set(),
): Promise<ChatListEntry[]> {
  const userId = viewer.id;
  const rows = before
    ? await nextChatPage(db).execute({ userId, beforeAt: before.at.toISOString(), beforeId: before.id })
    : await firstChatPage(db).execute({ userId });
  const online = rows.length === 0 ? new Set<number>() : await onlineNow(rows.map((row) => row.profileId));
  return rows.map((row) => {
    const message = row.message;
    const mine = message?.senderId === userId;
    const text = message ? (mine || viewer.paid ? message.body : maskContacts(message.body).text) : '';
    return {
      conversation: { id: row.conversationId, last_message_at: row.lastMessageAt?.toISOString() ?? null },
      profile: {
        id: row.profileId,
        name: row.name,
        fictional: row.fictional,
        main_image: mainImage(row, cdnPrefix),
        online: presenceOf(
          { id: row.profileId, invisible: row.invisible, lastSeenAt: row.lastSeenAt },
          online,
        ),
      },
      num_unread_messages: row.unread,
      last_message: message
        ? {
            kind: messageKind(message),
            preview: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
            mine,
            sent_at: message.createdAt.toISOString(),
          }
        : null,
    };
  });
}

/**
 * Removes chats from the user's own list (by conversation id, or every chat with a profile). The other
 * side keeps theirs. Returns the removed conversations with their other member; none means none is the user's.
 */
export async function hideChats(
  db: DbOrTx,
  userId: number,
  target: { conversation?: number; profile?: number },
): Promise<{ id: number; otherId: number }[]> {
  const conditions = [eq(cp.userId, userId), isNull(cp.hiddenAt)];
  if (target.conversation !== undefined) conditions.push(eq(cp.conversationId, target.conversation));
  if (target.profile !== undefined) conditions.push(eq(cp.otherUserId, target.profile));
  return db
    .update(cp)
    .set({ hiddenAt: sql`now()`, unreadCount: 0 })
    .where(and(...conditions))
    .returning({ id: cp.conversationId, otherId: cp.otherUserId });
}
