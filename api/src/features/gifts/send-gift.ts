// Sending a gift: a message with a gift in it, under the same conversation rules as any message (access,
// blocks either way, confirmed e-mail, the free conversation limit), charged its price in the same
// transaction. A retry with the same client message id returns the stored gift and charges nothing.
import { and, eq } from 'drizzle-orm';
import type { SendGiftRequest, SendGiftResponse } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { conversations, gifts, messages, users } from '../../db/schema/index';
import type { Credits } from '../credits/credits';
import { findOrOpenConversation, resolveConversation } from '../messages/conversation-access';
import { checkConversationLimit, emailNotConfirmed, recordDelivery } from '../messages/send-message';
import { findGift, toGift } from './gift-catalogue';

export interface SendGiftInput extends SendGiftRequest {
  senderId: number;
  site: { id: number; cdnPrefix: string };
}

export interface SentGift {
  response: SendGiftResponse;
  /** Whom to tell after the commit; null for a repeat (the first send told them). */
  notify: { recipientId: number; paidUser: boolean } | null;
}

export async function sendGift(db: Db, credits: Credits, input: SendGiftInput): Promise<SentGift> {
  if (input.profile_id === input.senderId)
    throw new AppError(400, 'cannot_gift_self', 'You cannot send a gift to yourself.');
  return db.transaction(async (tx) => {
    // The sender's row is locked like a text send locks it: one member's sends (gifts and messages) run one
    // after another, so a concurrent repeat of this id waits here and then finds the stored gift.
    const [sender] = await tx
      .select({ paidUser: users.paidUser, status: users.status })
      .from(users)
      .where(eq(users.id, input.senderId))
      .for('update');
    if (!sender) throw new AppError(404, 'member_not_found', 'This member does not exist.');
    const repeat = await findSent(tx, input.senderId, input.client_message_id);
    if (repeat) return repeatAnswer(tx, credits, input, repeat);

    if (sender.status !== 'confirmed') throw emailNotConfirmed();
    const resolved = await resolveConversation(tx, input.site.id, input.senderId, {
      profileId: input.profile_id,
    });
    const gift = await findGift(tx, input.site.id, input.gift_id);
    const giftView = gift && toGift(gift, input.site.cdnPrefix);
    if (!gift || !giftView) throw new AppError(404, 'gift_not_found', 'This gift does not exist.');
    if (!sender.paidUser) await checkConversationLimit(tx, input.senderId, resolved.conversationId);
    const conversationId =
      resolved.conversationId ?? (await findOrOpenConversation(tx, input.senderId, resolved.otherId));

    const [stored] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderId: input.senderId,
        giftId: gift.id,
        creditsSpent: gift.credits,
        clientMessageId: input.client_message_id,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    if (!stored) throw new Error('gift message was not stored');
    // Booked against the message id: the ledger holds one row per gift whatever happens around it.
    const charge = await credits.applyNew(
      { userId: input.senderId, delta: -gift.credits, reason: 'gift', reference: String(stored.id) },
      tx,
    );
    await recordDelivery(tx, conversationId, input.senderId, resolved.otherId, stored.id);
    return {
      response: {
        message: {
          id: stored.id,
          conversation_id: conversationId,
          gift: giftView,
          sent_at: stored.createdAt.toISOString(),
        },
        credits: charge.balance,
        charged: true,
      },
      notify: { recipientId: resolved.otherId, paidUser: sender.paidUser },
    };
  });
}

async function findSent(tx: Tx, senderId: number, clientMessageId: string) {
  const [row] = await tx
    .select({ message: messages, gift: gifts, low: conversations.userLowId, high: conversations.userHighId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row ?? null;
}

async function repeatAnswer(
  tx: Tx,
  credits: Credits,
  input: SendGiftInput,
  sent: NonNullable<Awaited<ReturnType<typeof findSent>>>,
): Promise<SentGift> {
  const gift = sent.gift && toGift(sent.gift, input.site.cdnPrefix);
  // The id was used for something else (a text, another gift, another member): that is no retry.
  const sameRecipient = [sent.low, sent.high].includes(input.profile_id);
  if (!gift || sent.message.giftId !== input.gift_id || !sameRecipient) {
    throw new AppError(
      409,
      'client_message_id_reused',
      'This message id was already used for another message.',
    );
  }
  return {
    response: {
      message: {
        id: sent.message.id,
        conversation_id: sent.message.conversationId,
        gift,
        sent_at: sent.message.createdAt.toISOString(),
      },
      credits: await credits.balance(input.senderId, tx),
      charged: false,
    },
    notify: null,
  };
}
