// An operator's answer, as the fictional profile, through the members' own send path (sendMessage): the
// length rule, the message row and both sides' chat state in one transaction, plus here the claim (spent, so
// one claim gives one answer), the row naming the operator (audit) and the wait it ended (the figures).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InboxAnswerResult } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Tx } from '../../db/client';
import { operatorAnswers, operatorQueue, photos } from '../../db/schema/index';
import { removeMessagePhoto, storeMessagePhoto } from '../messages/message-photo';
import { sendMessage, type SendResult } from '../messages/send-message';
import { writeAudit } from '../staff/core/staff-audit';
import type { StaffIdentity } from '../staff/core/staff-session';
import { checkAnswerText, minAnswerLength } from './answer-rules';
import { spendInboxClaim } from './inbox-claims';
import type { OpenedConversation } from './inbox-scope';

export const notClaimed = () =>
  new AppError(409, 'queue_item_not_claimed', 'Claim the conversation before you answer it.');

function operatorHooks(staff: StaffIdentity, opened: OpenedConversation) {
  let waitedSince: Date | null = null;
  return {
    async check(tx: Tx) {
      if (!(await spendInboxClaim(tx, opened.conversationId, staff.id))) throw notClaimed();
      const [waiting] = await tx
        .select({ since: operatorQueue.waitingSince })
        .from(operatorQueue)
        .where(eq(operatorQueue.conversationId, opened.conversationId));
      waitedSince = waiting?.since ?? null;
    },
    async record(tx: Tx, messageId: number) {
      await tx.insert(operatorAnswers).values({
        messageId,
        staffId: staff.id,
        conversationId: opened.conversationId,
        siteId: opened.siteId,
        waitedSince,
      });
      await writeAudit(tx, staff, {
        action: 'inbox.answer',
        targetType: 'member',
        targetId: opened.memberId,
        siteId: opened.siteId,
        after: { conversationId: opened.conversationId, messageId, profileId: opened.profileId },
      });
    },
  };
}

async function siteOf(app: FastifyInstance, siteId: number) {
  const site = (await app.sites.all()).find((s) => s.id === siteId);
  if (!site) throw new Error(`site ${siteId} of a conversation is not configured`);
  return site;
}

/** After the commit: the member's tabs hear of the message like any other (they never learn who wrote it). */
async function tell(app: FastifyInstance, opened: OpenedConversation, result: SendResult) {
  if (!result.created) return;
  await app.live.publish(opened.memberId, {
    type: 'message.new',
    payload: {
      conversationId: opened.conversationId,
      messageId: result.message.id,
      profileId: opened.profileId,
      sentAt: result.message.sent_at,
    },
  });
}

export async function answerAsProfile(
  app: FastifyInstance,
  staff: StaffIdentity,
  opened: OpenedConversation,
  input: { body: string; clientMessageId: string },
): Promise<InboxAnswerResult> {
  checkAnswerText(input.body, await minAnswerLength(app.db, opened.siteId));
  const result = await sendMessage(app.db, app.credits, await siteOf(app, opened.siteId), opened.profileId, {
    target: { conversationId: opened.conversationId },
    body: input.body,
    clientMessageId: input.clientMessageId,
    operator: operatorHooks(staff, opened),
  });
  await tell(app, opened, result);
  return { messageId: result.message.id, sentAt: result.message.sent_at };
}

/** One of the profile's own approved photos as a photo message: the member unlocks it like any other. */
export async function sendProfilePhoto(
  app: FastifyInstance,
  staff: StaffIdentity,
  opened: OpenedConversation,
  input: { photoId: number; clientMessageId: string },
): Promise<InboxAnswerResult> {
  const [photo] = await app.db
    .select({ filename: photos.filename })
    .from(photos)
    .where(
      and(eq(photos.id, input.photoId), eq(photos.userId, opened.profileId), eq(photos.status, 'active')),
    );
  if (!photo) throw new AppError(404, 'inbox_photo_not_found', 'This photo is not one of the profile’s.');
  const dir = app.config.uploadsDir;
  let source: Buffer;
  try {
    source = await readFile(join(dir, photo.filename));
  } catch {
    throw new AppError(404, 'inbox_photo_not_found', 'This photo is not one of the profile’s.');
  }
  // A copy of its own: the message keeps its photo when the profile's is replaced, and gets its blurred thumb.
  const stored = await storeMessagePhoto(source, dir);
  let result: SendResult;
  try {
    result = await sendMessage(app.db, app.credits, await siteOf(app, opened.siteId), opened.profileId, {
      target: { conversationId: opened.conversationId },
      body: '',
      clientMessageId: input.clientMessageId,
      photo: stored,
      operator: operatorHooks(staff, opened),
    });
  } catch (error) {
    await removeMessagePhoto(dir, stored);
    throw error;
  }
  if (!result.created) await removeMessagePhoto(dir, stored);
  await tell(app, opened, result);
  return { messageId: result.message.id, sentAt: result.message.sent_at };
}
