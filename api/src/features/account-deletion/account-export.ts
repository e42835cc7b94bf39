import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, messages, payments, photos } from '../../db/schema/index';
import { findUserView } from '../auth/user-repository';

/** Everything the member can take with them: profile, photos, the messages of their chats, payments. */
export async function exportAccount(db: DbOrTx, userId: number, cdnPrefix: string) {
  const user = await findUserView(db, userId, cdnPrefix);
  const photoRows = await db
    .select({
      filename: photos.filename,
      status: photos.status,
      is_main: photos.isMain,
      created_at: photos.createdAt,
    })
    .from(photos)
    .where(eq(photos.userId, userId));
  const messageRows = await db
    .select({
      conversation_id: messages.conversationId,
      from_me: sql<boolean>`${messages.senderId} = ${userId}`,
      body: messages.body,
      gift_id: messages.giftId,
      credits_spent: messages.creditsSpent,
      created_at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .orderBy(messages.conversationId, messages.id);
  const paymentRows = await db
    .select({
      payment_id: payments.id,
      credits: payments.credits,
      amount_cents: payments.amountCents,
      currency: payments.currency,
      paymentmethod: payments.paymentMethod,
      status: payments.status,
      created_at: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
  return {
    exported_at: new Date().toISOString(),
    user,
    photos: photoRows.map((row) => ({ ...row, url: `${cdnPrefix}/uploads/${row.filename}` })),
    messages: messageRows,
    payments: paymentRows,
  };
}
