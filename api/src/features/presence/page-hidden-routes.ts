import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index';

/** The page-hidden beacon: the tab went to the background, so the member was last seen now. */
const pageHiddenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/page-hidden.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Beacon sent when the page becomes hidden; records last seen (204, also when logged out)',
        body: z.unknown().optional(),
        response: { 204: z.undefined() },
      },
      config: { idempotent: false, csrf: 'beacon' },
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (session)
        await app.db
          .update(users)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(users.id, session.userId));
      return reply.code(204).send();
    },
  );
};

export default pageHiddenRoutes;
