// Which file of a photo message the asking member may have: the participants only, and a locked photo
// (a free reader who has not paid photo_credits for it) only as its blurred thumbnail.
import { and, eq } from 'drizzle-orm';
import type { MessagePhotoSize } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { conversationParticipants as cp, messages, users } from '../../db/schema/index';
import { resolveConversation } from './conversation-access';
import { unlockedPhotos } from './message-view';

const notFound = () => new AppError(404, 'message_not_found', 'This message does not exist.');

/** The stored file name to send, or an error: 404 for anyone but the two participants, 403 while locked. */
export async function messagePhotoFile(
  db: DbOrTx,
  siteId: number,
  userId: number,
  messageId: number,
  size: MessagePhotoSize,
): Promise<string> {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      photoFilename: messages.photoFilename,
      photoThumbFilename: messages.photoThumbFilename,
      photoBlurFilename: messages.photoBlurFilename,
      paid: users.paidUser,
    })
    .from(messages)
    .innerJoin(cp, and(eq(cp.conversationId, messages.conversationId), eq(cp.userId, userId)))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(messages.id, messageId));
  if (!row?.photoFilename || !row.photoThumbFilename || !row.photoBlurFilename) throw notFound();
  await resolveConversation(db, siteId, userId, { conversationId: row.conversationId });
  if (size === 'blur') return row.photoBlurFilename;
  const open = row.senderId === userId || row.paid || (await unlockedPhotos(db, userId, [row])).has(row.id);
  if (!open) {
    throw new AppError(403, 'photo_locked', 'Unlock this photo to see it.');
  }
  return size === 'full' ? row.photoFilename : row.photoThumbFilename;
}
