import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatsResponseSchema, deleteChatQuerySchema, okSchema } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { hideChats, listChats } from './chats-repository';

const tags = ['chats'];

const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chats.php',
    {
      schema: {
        tags,
        summary: "The user's conversations, most recent first",
        response: { 200: chatsResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      return listChats(app.db, session.userId, request.site.cdnPrefix);
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
      if (removed === 0)
        throw new AppError(404, 'conversation_not_found', 'This conversation does not exist.');
      return { ok: true as const };
    },
  );
};

export default chatsRoutes;
