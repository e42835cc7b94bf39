import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GIFT_KEYS,
  giftsResponseSchema,
  sendGiftRequestSchema,
  sendGiftResponseSchema,
  type GiftsResponse,
  type SendGiftResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { ensureCatalogue, listGifts } from './gift-catalogue';
import { sendGift } from './send-gift';

const tags = ['gifts'];

const PICTURES = new URL('./pictures/', import.meta.url);

const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The drawings are few and small: read once, served from memory.
  const pictures = new Map<string, Buffer>(
    await Promise.all(
      GIFT_KEYS.map(async (key) => [`${key}.svg`, await readFile(new URL(`${key}.svg`, PICTURES))] as const),
    ),
  );

  app.get(
    '/gifts.php',
    {
      schema: {
        tags,
        summary: "The site's gift catalogue, cheapest first (prices in credits)",
        response: { 200: giftsResponseSchema },
      },
    },
    async (request): Promise<GiftsResponse> => {
      await request.requireUser();
      await ensureCatalogue(app.db, request.site);
      return { gifts: await listGifts(app.db, request.site.id, request.site.cdnPrefix) };
    },
  );

  app.post(
    '/gift.php',
    {
      schema: {
        tags,
        summary:
          'Send a gift to a member: a gift message in the conversation (opened if needed), charged once per client_message_id',
        body: sendGiftRequestSchema,
        response: { 200: sendGiftResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request): Promise<SendGiftResponse> => {
      const session = await request.requireUser();
      const { response, notify } = await sendGift(app.db, app.credits, {
        ...request.body,
        senderId: session.userId,
        site: request.site,
      });
      // After the commit: a tab must never fetch a message that is not there yet.
      if (notify) {
        const published = [
          app.live.publish(notify.recipientId, {
            type: 'message.new',
            payload: {
              conversationId: response.message.conversation_id,
              messageId: response.message.id,
              profileId: session.userId,
              sentAt: response.message.sent_at,
            },
          }),
          app.live.publish(session.userId, {
            type: 'credits.changed',
            payload: { credits: response.credits, paidUser: notify.paidUser },
          }),
        ];
        // The gift is stored and paid: a live channel hiccup only delays the other tab (polling catches up).
        await Promise.all(published).catch((error: unknown) =>
          request.log.warn({ err: error }, 'gift: live publish failed'),
        );
      }
      return response;
    },
  );

  app.get(
    '/gift-pictures/:file',
    {
      schema: {
        tags,
        summary: "A gift's picture (SVG)",
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const picture = pictures.get(request.params.file);
      if (!picture) throw new AppError(404, 'not_found', 'No such picture.');
      return (
        reply
          .header('cache-control', 'public, max-age=86400')
          // Our own drawings, but an SVG opened on its own is a document: it may not run or load anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('image/svg+xml')
          .send(picture)
      );
    },
  );
};

export default giftsRoutes;
