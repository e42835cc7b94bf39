import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CHAT_REPORT_EVIDENCE,
  chatReportRequestSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  markReadRequestSchema,
  messagePhotoFileQuerySchema,
  okSchema,
  photoMessageQuerySchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  unlockMessagePhotoRequestSchema,
  unlockMessagePhotoResponseSchema,
  type OkResponse,
  type SendMessageResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { Site } from '../../plugins/site';
import { messages, users } from '../../db/schema/index';
import { MAX_PHOTO_BYTES } from '../photos/process-photo';
import { resolveConversation } from './conversation-access';
import { loadConversationPage, markRead, touchLastSeen } from './conversation-page';
import { reportFromChat } from './chat-report';
import { createFictionalResponder } from './fictional-responder';
import { moveMessagePhotosOutOfUploads, removeMessagePhoto, storeMessagePhoto } from './message-photo';
import { messagePhotoFile } from './message-photo-access';
import { unlockMessagePhoto } from './unlock-message-photo';
import { sendMessage, type SendResult } from './send-message';

const tags = ['messages'];
const sendQuerySchema = z.object({ read: z.enum(['0', '1']).optional() });
/** Per sender: a person typing fast sends a few a minute; a script sends hundreds. */
export const MESSAGES_PER_MINUTE = 30;

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 2 } });

  const answerIfFictional = createFictionalResponder(app);
  app.addHook('onReady', () =>
    moveMessagePhotosOutOfUploads(app.db, app.config.uploadsDir, app.config.messagePhotosDir),
  );

  /** After the commit (awaited: the event is stored before the answer): the recipient's tabs and the sender's other tabs hear of it; a charge moves the badge. */
  const publishSent = async (site: Site, userId: number, result: SendResult) => {
    if (!result.created) return;
    await answerIfFictional(site, result.conversationId, userId, result.recipientId);
    const event = {
      conversationId: result.conversationId,
      messageId: result.message.id,
      sentAt: result.message.sent_at,
    };
    // Stored in one insert, sent in this order.
    await app.live.publishAll([
      {
        userId: result.recipientId,
        event: { type: 'message.new', payload: { ...event, profileId: userId } },
      },
      { userId, event: { type: 'message.new', payload: { ...event, profileId: result.recipientId } } },
      ...(result.charged
        ? [
            {
              userId,
              event: {
                type: 'credits.changed' as const,
                payload: { credits: result.credits, paidUser: result.paidUser },
              },
            },
          ]
        : []),
    ]);
  };
  const sentResponse = (result: SendResult): SendMessageResponse => ({
    message: result.message,
    conversation_id: result.conversationId,
    credits: result.credits,
    free_messages_left: result.freeMessagesLeft,
  });

  app.get(
    '/messages.php',
    {
      schema: {
        tags,
        summary:
          'A page of a conversation (?conversation= or ?profile=), newest last; ?before=<message id> for older; ?markRead=1 reads it',
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const { conversation, profile, before, markRead: read } = request.query;
      const target = { conversationId: conversation, profileId: profile };
      const page = await loadConversationPage(
        app.db,
        request.site,
        session.userId,
        { ...target, before },
        (ids) => app.presence.onlineNow(ids),
      );
      await touchLastSeen(app.db, session.userId);
      if (read === '1' && page.conversation_id !== null) {
        await readAndTell(session.userId, page.conversation_id, page.profile.id);
      }
      return page;
    },
  );

  const readAndTell = async (userId: number, conversationId: number, otherId: number) => {
    const upTo = await markRead(app.db, userId, conversationId);
    if (upTo === null) return;
    await app.live.publish(otherId, {
      type: 'message.read',
      payload: { conversationId, profileId: userId, upToMessageId: upTo },
    });
  };

  app.post(
    '/messages.php',
    {
      schema: {
        tags,
        summary:
          'Send a message (to a conversation or a profile) with a client message id: a retry never stores or charges twice. ?read=1 with {conversation_id} marks a conversation read instead',
        querystring: sendQuerySchema,
        body: sendMessageRequestSchema.or(markReadRequestSchema),
        response: { 200: sendMessageResponseSchema.or(okSchema) },
      },
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request): Promise<SendMessageResponse | OkResponse> => {
      const session = await request.requireUser();
      if (request.query.read === '1') {
        const parsed = markReadRequestSchema.safeParse(request.body);
        if (!parsed.success) throw new AppError(400, 'validation_failed', 'Give conversation_id.');
        const resolved = await resolveConversation(app.db, request.site.id, session.userId, {
          conversationId: parsed.data.conversation_id,
        });
        await readAndTell(session.userId, parsed.data.conversation_id, resolved.otherId);
        return { ok: true as const };
      }
      const parsed = sendMessageRequestSchema.safeParse(request.body);
      if (!parsed.success)
        throw new AppError(400, 'validation_failed', 'Give a body, a client_message_id and a recipient.');
      const body = parsed.data;
      const result = await sendMessage(app.db, app.credits, request.site, session.userId, {
        target: { conversationId: body.conversation_id, profileId: body.profile_id },
        body: body.body,
        clientMessageId: body.client_message_id,
      });
      await publishSent(request.site, session.userId, result);
      return sentResponse(result);
    },
  );

  app.post(
    '/message-photo.php',
    {
      schema: {
        tags,
        summary:
          'Send a photo message (multipart field `photo`, max 10 MB; premium members): re-encoded, metadata stripped',
        querystring: photoMessageQuerySchema,
        response: { 200: sendMessageResponseSchema },
      },
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await request.requireUser();
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
      const [me] = await app.db
        .select({ paid: users.paidUser })
        .from(users)
        .where(eq(users.id, session.userId));
      if (!me?.paid) {
        throw new AppError(
          403,
          'premium_required',
          'Sending photos is a premium feature. Buy any credit bundle to become premium.',
        );
      }
      const q = request.query;
      const target = { conversationId: q.conversation_id, profileId: q.profile_id };
      // A retry after the photo was stored needs no second upload: answer with the stored message.
      const [sent] = await app.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.senderId, session.userId), eq(messages.clientMessageId, q.client_message_id)));
      const file = sent ? null : await request.file();
      if (!sent && !file) throw new AppError(400, 'photo_missing', 'Choose a photo to upload.');
      let buffer: Buffer | null;
      try {
        buffer = file ? await file.toBuffer() : null;
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'photo_too_large', 'The photo is larger than 10 MB.', undefined, {
            max_mb: 10,
          });
        }
        throw error;
      }
      // Access is checked before the work of decoding the photo.
      await resolveConversation(app.db, request.site.id, session.userId, target);
      const photo = buffer ? await storeMessagePhoto(buffer, app.config.messagePhotosDir) : undefined;
      let result: SendResult;
      try {
        result = await sendMessage(app.db, app.credits, request.site, session.userId, {
          target,
          body: '',
          clientMessageId: q.client_message_id,
          photo,
        });
      } catch (error) {
        if (photo) await removeMessagePhoto(app.config.messagePhotosDir, photo);
        throw error;
      }
      await publishSent(request.site, session.userId, result);
      return sentResponse(result);
    },
  );

  app.get(
    '/message-photo.php',
    {
      schema: {
        tags,
        summary:
          'One file of a photo message, to its two participants only: the blurred thumbnail always, the thumbnail and the full photo once the reader may see it (403 photo_locked before)',
        querystring: messagePhotoFileQuerySchema,
      },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      const { id, size } = request.query;
      const name = await messagePhotoFile(app.db, request.site.id, session.userId, id, size);
      const file = await readFile(join(app.config.messagePhotosDir, name)).catch(() => null);
      if (!file) throw new AppError(404, 'message_not_found', 'This message does not exist.');
      // Private: one member's answer, never for a shared cache. Each size has its own address, so a cached
      // blur is not shown in place of the photo after an unlock.
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file);
    },
  );

  app.post(
    '/message-photo-unlock.php',
    {
      schema: {
        tags,
        summary: "Unlock a received photo message for the site's photo_credits (charged once)",
        body: unlockMessagePhotoRequestSchema,
        response: { 200: unlockMessagePhotoResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const result = await unlockMessagePhoto(
        app.db,
        app.credits,
        request.site,
        session.userId,
        request.body.message_id,
      );
      if (result.charged) {
        await app.live.publish(session.userId, {
          type: 'credits.changed',
          payload: { credits: result.credits, paidUser: false },
        });
      }
      return result;
    },
  );

  app.post(
    '/message-report.php',
    {
      schema: {
        tags,
        summary: `Report the other member of a conversation (optionally one message); the last ${CHAT_REPORT_EVIDENCE} messages are kept as evidence`,
        body: chatReportRequestSchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request): Promise<OkResponse> => {
      const session = await request.requireUser();
      await reportFromChat(app.db, session.userId, request.body);
      return { ok: true as const };
    },
  );
};

export default messagesRoutes;
