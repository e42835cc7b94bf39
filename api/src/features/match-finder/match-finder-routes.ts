import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INTERESTS,
  SIGNUP_REASONS,
  type MatchFinderResponse,
  type MatchReason,
} from '@dating/shared/contract';
import { memberCardSchema } from '../members-search/member-card';
import { findMatches } from './match-finder-repository';

const reasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interests'), interests: z.array(z.enum(INTERESTS)) }),
  z.object({ kind: z.enum(['city', 'region', 'country', 'age', 'photo']) }),
  z.object({ kind: z.literal('goal'), goal: z.enum(SIGNUP_REASONS) }),
]) satisfies z.ZodType<MatchReason>;

const matchFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/match-finder.php',
    {
      schema: {
        tags: ['match-finder'],
        summary: 'Profiles ranked by how well they fit the user (?limit=, 6 after signup), with the reasons',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: {
          200: z.array(
            z.object({
              profile: memberCardSchema,
              score: z.number().int(),
              reasons: z.array(reasonSchema),
              liked: z.boolean(),
            }),
          ) satisfies z.ZodType<MatchFinderResponse>,
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
