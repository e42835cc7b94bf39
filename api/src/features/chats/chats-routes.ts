import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  chatListQuerySchema,
  chatListResponseSchema,
  deleteChatQuerySchema,
  okSchema,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { users } from '../../db/schema/index';
import { touchLastSeen } from '../messages/conversation-page';
import { hideChats, listChats, parseCursor } from './chats-repository';

const tags = ['chats'];
// touchLastSeen leaves a last_seen_at younger than 30 s alone, so the route skips it on the same rule. (It
// skipped only under 25 s: from 25 to 30 s every chat list sent an UPDATE that changed nothing, a sixth of
// the requests of a busy member.)
const LAST_SEEN_FRESH_MS = 30_000;

const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chats.php',
    {
      schema: {
        tags,
        summary:
          "The user's conversations, most recent first, 30 a page; ?before=<last_message_at>_<conversation id> of the last entry for the next page",
        querystring: chatListQuerySchema,
        response: { 200: chatListResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      // The session's lookup read the member already; only a session started in this request lacks it.
      const member =
        session.member ??
        (
          await app.db
            .select({ paidUser: users.paidUser, lastSeenAt: users.lastSeenAt })
            .from(users)
            .where(eq(users.id, session.userId))
        )[0];
      // touchLastSeen writes at most every 30 s; skip the statement when it would change nothing.
      if (!member?.lastSeenAt || Date.now() - member.lastSeenAt.getTime() > LAST_SEEN_FRESH_MS) {
        await touchLastSeen(app.db, session.userId);
      }
      return listChats(
        app.db,
        { id: session.userId, paid: member?.paidUser ?? false },
        request.site.cdnPrefix,
        parseCursor(request.query.before),
        (ids) => app.presence.onlineNow(ids),
      );
    },
  );

  app.delete(
    '/chat.php',
    {
      schema: {
        tags,
        summary:
          "Remove a chat (?conversation=id), or every chat with a profile (?profile=id), from the user's list",
        querystring: deleteChatQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const removed = await hideChats(app.db, session.userId, request.query);
      if (removed.length === 0)
        throw new AppError(404, 'conversation_not_found', 'This conversation does not exist.');
      // The user's other tabs stop showing these chats at once.
      for (const chat of removed) {
        await app.live.publish(session.userId, {
          type: 'conversation.closed',
          payload: { conversationId: chat.id, profileId: chat.otherId },
        });
      }
      return { ok: true as const };
    },
  );
};

export default chatsRoutes;
