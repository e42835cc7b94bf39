import { and, desc, eq } from 'drizzle-orm';
import { CHAT_REPORT_EVIDENCE, type ChatReportRequest } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { chatReports, conversationParticipants as cp, messages } from '../../db/schema/index';

/**
 * Reports the other member of a conversation. The last messages are copied in as evidence (a report must
 * survive the chat being removed or blocked away). Blocked members can still report: it is the blocker's
 * protection, so only participation is checked here.
 */
export async function reportFromChat(db: Db, reporterId: number, request: ChatReportRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const [participant] = await tx
      .select({ otherId: cp.otherUserId })
      .from(cp)
      .where(and(eq(cp.conversationId, request.conversation_id), eq(cp.userId, reporterId)));
    if (!participant)
      throw new AppError(404, 'conversation_not_found', 'This conversation no longer exists.');
    const recent = await tx
      .select({ id: messages.id, senderId: messages.senderId, body: messages.body, at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, request.conversation_id))
      .orderBy(desc(messages.id))
      .limit(CHAT_REPORT_EVIDENCE);
    if (request.message_id !== undefined && !recent.some((message) => message.id === request.message_id)) {
      const [older] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.id, request.message_id), eq(messages.conversationId, request.conversation_id)),
        );
      if (!older) throw new AppError(404, 'message_not_found', 'This message does not exist.');
    }
    await tx.insert(chatReports).values({
      reporterId,
      reportedId: participant.otherId,
      messageId: request.message_id ?? null,
      reason: request.reason,
      comment: request.comment || null,
      evidence: recent.reverse().map((message) => ({
        id: message.id,
        sender_id: message.senderId,
        body: message.body,
        sent_at: message.at.toISOString(),
      })),
    });
  });
}
