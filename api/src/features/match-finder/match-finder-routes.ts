import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchFinderResponseSchema, type MatchFinderResponse } from '@dating/shared/contract';
import { findMatches } from './match-finder-repository';

const matchFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/match-finder.php',
    {
      schema: {
        tags: ['match-finder'],
        summary: 'Profiles ranked by how well they fit the user (?limit=, 6 after signup), with the reasons',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: {
          200: matchFinderResponseSchema,
        },
      },
    },
    async (request): Promise<MatchFinderResponse> => {
      const session = await request.requireUser();
      return findMatches(app.db, {
        userId: session.userId,
        siteId: request.site.id,
        cdnPrefix: request.site.cdnPrefix,
        limit: request.query.limit,
      });
    },
  );
};

export default matchFinderRoutes;
