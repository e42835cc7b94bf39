// @feature-public: other features import this module (docs/conventions.md, Layout).
// Sending a message (text or photo): the member's rules (confirmed e-mail, free conversations and messages,
// credits), the spam rule for new members, and the message row, the charge and both sides' chat state in one
// transaction. A retry with the same client message id returns the stored message and charges nothing.
import { and, count, countDistinct, eq, gt, ne, sql } from 'drizzle-orm';
import { FREE_CONVERSATION_LIMIT, FREE_MESSAGE_ALLOWANCE, type ChatMessage } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { sqlRows } from '../../db/sql-rows';
import { conversationParticipants as cp, conversations, messages, users } from '../../db/schema/index';
import type { Credits } from '../credits/credits';
import type { Site } from '../../plugins/site';
import { findOrOpenConversation, resolveConversation, type ConversationTarget } from './conversation-access';
import { readerFor } from './conversation-reader';
import {
  NEW_MEMBER_MESSAGES,
  SPAM_MIN_LENGTH,
  SPAM_RECIPIENTS,
  SPAM_WINDOW_HOURS,
  spamKey,
} from './message-text-rules';
import { selectMessages, toChatMessage, type MessageRow, type Reader } from './message-view';

/** The message as the insert returns it: everything a view of it needs but its gift, which it never has. */
const storedColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  body: messages.body,
  createdAt: messages.createdAt,
  clientMessageId: messages.clientMessageId,
  photoFilename: messages.photoFilename,
  photoThumbFilename: messages.photoThumbFilename,
  photoBlurFilename: messages.photoBlurFilename,
};

export interface SendInput {
  target: ConversationTarget;
  body: string;
  clientMessageId: string;
  /** A photo message: the stored files (already re-encoded). */
  photo?: { filename: string; thumbFilename: string; blurFilename: string };
  /**
   * An operator writing as a fictional profile (operator-inbox): the member's limits, spam rule and charges do
   * not apply; `check` runs before the message is stored and `record` after, both in the send's transaction.
   */
  operator?: {
    check(tx: Tx): Promise<void>;
    record(tx: Tx, messageId: number, conversationId: number): Promise<void>;
  };
}

export interface SendResult {
  message: ChatMessage;
  conversationId: number;
  recipientId: number;
  credits: number;
  paidUser: boolean;
  freeMessagesLeft: number;
  /** false when this was a retry of a message stored before: nothing was written or charged now. */
  created: boolean;
  charged: boolean;
}

export const emailNotConfirmed = () =>
  new AppError(
    403,
    'email_not_confirmed',
    'Please confirm your e-mail address first: we sent you a link. Until then you cannot send messages.',
  );

/** The sending member, locked: one member's sends run one after another, so counts and balance stay exact. */
async function lockSender(tx: Tx, userId: number) {
  return firstRow(
    await tx
      .select({ paid: users.paidUser, status: users.status, credits: users.credits })
      .from(users)
      .where(eq(users.id, userId))
      .for('update'),
    'sender',
  );
}

/** Free messages already used: a free member's messages sent without a charge (gifts are never free). */
export async function freeMessagesUsed(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, userId), eq(messages.creditsSpent, 0), sql`${messages.giftId} is null`));
  return row?.n ?? 0;
}

/** Conversations the member has written in, other than `except`. */
export async function conversationsWrittenIn(
  db: Db | Tx,
  userId: number,
  except: number | null,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(messages.conversationId) })
    .from(messages)
    .where(
      and(eq(messages.senderId, userId), except === null ? undefined : ne(messages.conversationId, except)),
    );
  return row?.n ?? 0;
}

/**
 * A free member writes in at most FREE_CONVERSATION_LIMIT conversations: answering someone counts once you
 * write, reading does not. Throws conversation_limit_reached for a further one.
 */
export async function checkConversationLimit(tx: Tx, userId: number, conversationId: number | null) {
  if (conversationId !== null) {
    const [written] = await tx
      .select({ one: sql`1` })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, userId)))
      .limit(1);
    if (written) return;
  }
  if ((await conversationsWrittenIn(tx, userId, conversationId)) >= FREE_CONVERSATION_LIMIT) {
    throw new AppError(
      403,
      'conversation_limit_reached',
      `Free members can chat in ${FREE_CONVERSATION_LIMIT} conversations. Get premium to chat with everyone.`,
      undefined,
      { limit: FREE_CONVERSATION_LIMIT },
    );
  }
}

/** A new member sending the same text to many members is refused (the classic spam pattern). */
async function checkSpam(tx: Tx, userId: number, body: string, conversationId: number | null) {
  const key = spamKey(body);
  if (key.length < SPAM_MIN_LENGTH) return;
  const [sent] = await tx.select({ n: count() }).from(messages).where(eq(messages.senderId, userId));
  if ((sent?.n ?? 0) >= NEW_MEMBER_MESSAGES) return;
  const recent = await tx
    .select({ conversationId: messages.conversationId, body: messages.body })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, userId),
        gt(messages.createdAt, sql`now() - make_interval(hours => ${SPAM_WINDOW_HOURS})`),
      ),
    );
  const others = new Set(
    recent
      .filter((row) => row.conversationId !== conversationId && spamKey(row.body) === key)
      .map((row) => row.conversationId),
  );
  if (others.size >= SPAM_RECIPIENTS - 1) {
    throw new AppError(
      422,
      'message_looks_like_spam',
      'You sent this same message to several members already. Write something personal instead.',
    );
  }
}

export async function sendMessage(
  db: Db,
  credits: Credits,
  site: Site,
  userId: number,
  input: SendInput,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const sender = await lockSender(tx, userId);
    const existing = await findSent(tx, userId, input.clientMessageId);
    if (existing)
      return { ...(await retried(tx, site, userId, existing, sender)), created: false, charged: false };

    if (sender.status !== 'confirmed') throw emailNotConfirmed();
    const body = input.body.trim();
    if (!body && !input.photo) throw new AppError(400, 'message_empty', 'Write a message first.');
    if (body.length > site.messageLength) {
      throw new AppError(
        400,
        'message_too_long',
        `A message can have at most ${site.messageLength} characters.`,
        undefined,
        { max: site.messageLength },
      );
    }
    const resolved = await resolveConversation(tx, site.id, userId, input.target);
    if (input.operator) {
      await input.operator.check(tx);
    } else {
      if (!sender.paid) await checkConversationLimit(tx, userId, resolved.conversationId);
      // Premium members too: a spammer can buy a bundle.
      await checkSpam(tx, userId, body, resolved.conversationId);
    }
    const conversationId =
      resolved.conversationId ?? (await findOrOpenConversation(tx, userId, resolved.otherId));

    // The price is known before the message is stored (a free member's count of free messages does not
    // include this one yet), so the row is written once with it, and read back from the insert itself.
    // A fictional profile pays nothing: the member pays for their own messages only.
    const cost = input.operator ? 0 : await costOf(tx, site, userId, sender);
    const [stored] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderId: userId,
        body,
        creditsSpent: cost,
        clientMessageId: input.clientMessageId,
        photoFilename: input.photo?.filename ?? null,
        photoThumbFilename: input.photo?.thumbFilename ?? null,
        photoBlurFilename: input.photo?.blurFilename ?? null,
      })
      .onConflictDoNothing()
      .returning(storedColumns);
    // The sender row is locked, so a parallel retry of the same id waited above and found the stored one.
    if (!stored) throw new Error('message insert conflicted although the sender was locked');

    let balance = sender.credits;
    if (cost > 0) {
      balance = (
        await credits.applyNew(
          { userId, delta: -cost, reason: 'message', reference: String(stored.id), messageId: stored.id },
          tx,
        )
      ).balance;
    }
    const recipient = await recordDelivery(tx, conversationId, userId, resolved.otherId, stored.id);
    await input.operator?.record(tx, stored.id, conversationId);

    // A sent message has no gift (gifts are sent by send-gift.ts), and its sender has no photo of it to
    // unlock: the reader needs only the recipient's read state, which the delivery returned.
    const row: MessageRow = { ...stored, giftId: null, giftName: null, giftImage: null };
    const reader: Reader = {
      id: userId,
      paid: sender.paid,
      cdnPrefix: site.cdnPrefix,
      photoCredits: site.photoCredits,
      otherReadUpTo: recipient.readUpTo,
      otherLastSeenAt: recipient.lastSeenAt,
      unlocked: new Set(),
    };
    return {
      message: toChatMessage(row, reader),
      conversationId,
      recipientId: resolved.otherId,
      credits: balance,
      paidUser: sender.paid,
      freeMessagesLeft: sender.paid ? 0 : FREE_MESSAGE_ALLOWANCE - (await freeMessagesUsed(tx, userId)),
      created: true,
      charged: cost > 0,
    };
  });
}

/**
 * What this message costs. Free members: nothing while the free allowance lasts, then message_credits (402
 * when the balance is short). Premium members pay message_credits from their balance, and keep chatting when
 * it is spent (spec 6: every feature even at 0 credits).
 */
async function costOf(
  tx: Tx,
  site: Site,
  userId: number,
  sender: { paid: boolean; credits: number },
): Promise<number> {
  if (site.messageCredits <= 0) return 0;
  if (sender.paid) return sender.credits >= site.messageCredits ? site.messageCredits : 0;
  // This message is not stored yet: it is one of the free ones if the count with it stays in bounds.
  return (await freeMessagesUsed(tx, userId)) + 1 <= FREE_MESSAGE_ALLOWANCE ? 0 : site.messageCredits;
}

/** How far the recipient has read, and when they were last active: what the sender's view of a message shows. */
export interface RecipientState {
  readUpTo: number | null;
  lastSeenAt: Date | null;
}

/**
 * Both sides' chat state after a message: the sender has read everything, the recipient has one more unread.
 * One statement: the conversation's row is updated (and locked) first, as the participants' rows join on
 * what that update returns, so two members writing to each other at once still wait on the conversation
 * rather than locking each other's participant rows in opposite order. It returns the recipient's read
 * state, so the sender's view of the message needs no read of its own.
 */
export async function recordDelivery(
  tx: Tx,
  conversationId: number,
  senderId: number,
  recipientId: number,
  messageId: number,
): Promise<RecipientState> {
  const rows = await sqlRows<{
    user_id: number;
    read_up_to: number | string | null;
    last_seen_at: string | Date | null;
  }>(
    tx,
    sql`
    with touched as (
      update ${conversations} set last_message_at = now() where id = ${conversationId} returning id
    )
    update ${cp} set
      last_message_at = now(),
      hidden_at = null,
      last_read_message_id = case when ${cp.userId} = ${senderId} then ${messageId} else ${cp.lastReadMessageId} end,
      unread_count = case when ${cp.userId} = ${senderId} then 0 else ${cp.unreadCount} + 1 end
    from touched
    where ${cp.conversationId} = touched.id and ${cp.userId} in (${senderId}, ${recipientId})
    returning ${cp.userId} as user_id, ${cp.lastReadMessageId} as read_up_to,
      (select u.last_seen_at from ${users} u where u.id = ${cp.userId}) as last_seen_at`,
  );
  const recipient = rows.find((row) => Number(row.user_id) === recipientId);
  return {
    readUpTo: recipient?.read_up_to == null ? null : Number(recipient.read_up_to),
    lastSeenAt: recipient?.last_seen_at == null ? null : new Date(recipient.last_seen_at),
  };
}

async function findSent(tx: Tx, userId: number, clientMessageId: string) {
  const [row] = await selectMessages(tx).where(
    and(eq(messages.senderId, userId), eq(messages.clientMessageId, clientMessageId)),
  );
  return row ?? null;
}

async function retried(
  tx: Tx,
  site: Site,
  userId: number,
  row: NonNullable<Awaited<ReturnType<typeof findSent>>>,
  sender: { paid: boolean; credits: number },
) {
  const [other] = await tx
    .select({ otherId: cp.otherUserId })
    .from(cp)
    .where(and(eq(cp.conversationId, row.conversationId), eq(cp.userId, userId)));
  const reader = await readerFor(tx, site, { id: userId, paid: sender.paid }, row.conversationId, [row]);
  return {
    message: toChatMessage(row, reader),
    conversationId: row.conversationId,
    recipientId: other?.otherId ?? 0,
    credits: sender.credits,
    paidUser: sender.paid,
    freeMessagesLeft: sender.paid
      ? 0
      : Math.max(0, FREE_MESSAGE_ALLOWANCE - (await freeMessagesUsed(tx, userId))),
  };
}
