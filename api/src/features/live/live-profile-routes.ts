import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { likeModalProfileSchema, type LikeModalProfile, urlIdSchema } from '@dating/shared/contract';
import { notFound } from '../../app-error';
import { likerProfile } from './live-profile';

/** `GET /api/live-profile.php?id=`: the like / match modal's profile for a live like or match. */
const liveProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live-profile.php',
    {
      schema: {
        tags: ['live'],
        summary: 'The small profile of a member who liked you (for the like / match modal of a live event)',
        querystring: z.object({ id: urlIdSchema }),
        response: { 200: likeModalProfileSchema },
      },
    },
    async (request): Promise<LikeModalProfile> => {
      const session = await request.requireUser();
      const profile = await likerProfile(app.db, {
        siteId: request.site.id,
        viewerId: session.userId,
        profileId: request.query.id,
        cdnPrefix: request.site.cdnPrefix,
      });
      if (!profile) throw notFound('member_not_found', 'This member is not available.');
      return profile;
    },
  );
};

export default liveProfileRoutes;
