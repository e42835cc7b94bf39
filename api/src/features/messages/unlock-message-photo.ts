import { and, eq } from 'drizzle-orm';
import type { UnlockMessagePhotoResponse } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { conversationParticipants as cp, messages, users } from '../../db/schema/index';
import type { Credits } from '../credits/credits';
import type { Site } from '../../plugins/site';
import { resolveConversation } from './conversation-access';
import { readerFor } from './conversation-reader';
import { PHOTO_MESSAGE_UNLOCK, selectMessages, toChatMessage } from './message-view';

const photoNotFound = () => new AppError(404, 'message_not_found', 'This message does not exist.');

/**
 * A free member pays photo_credits once to see a photo sent to them (ledger reason message_photo_unlock,
 * reference the message id: a second unlock finds the row and charges nothing). The sender and premium
 * members see it anyway and are never charged.
 */
export async function unlockMessagePhoto(
  db: Db,
  credits: Credits,
  site: Site,
  userId: number,
  messageId: number,
): Promise<UnlockMessagePhotoResponse> {
  return db.transaction(async (tx) => {
    const [row] = await selectMessages(tx)
      .innerJoin(cp, and(eq(cp.conversationId, messages.conversationId), eq(cp.userId, userId)))
      .where(eq(messages.id, messageId));
    if (!row || !row.photoFilename) throw photoNotFound();
    await resolveConversation(tx, site.id, userId, { conversationId: row.conversationId });
    const me = firstRow(
      await tx
        .select({ paid: users.paidUser, credits: users.credits })
        .from(users)
        .where(eq(users.id, userId)),
      'member',
    );
    let balance = me.credits;
    let charged = false;
    if (!me.paid && row.senderId !== userId && site.photoCredits > 0) {
      const result = await credits.apply(
        {
          userId,
          delta: -site.photoCredits,
          reason: PHOTO_MESSAGE_UNLOCK,
          reference: String(row.id),
          messageId: row.id,
        },
        tx,
      );
      balance = result.balance;
      charged = result.applied;
    }
    const reader = await readerFor(tx, site, { id: userId, paid: me.paid }, row.conversationId, [row]);
    return { message: toChatMessage(row, reader), credits: balance, charged };
  });
}
