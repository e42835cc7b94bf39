import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIKES_TYPES, likesListResponseSchema, type LikesListResponse } from '@dating/shared/contract';
import { listLikesPage } from './likes-list';

/** The likes pages' call. `GET /api/likes.php` (ids only) stays as it is: the shell polls it for the badge. */
const likesListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/likes-list.php',
    {
      schema: {
        tags: ['likes'],
        summary:
          'One page of the likes received, given or mutual (matches), new first, with the counts of all three',
        querystring: z.object({
          type: z.enum(LIKES_TYPES),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: { 200: likesListResponseSchema },
      },
    },
    async (request): Promise<LikesListResponse> => {
      const session = await request.requireUser();
      return listLikesPage(
        app.db,
        {
          viewerId: session.userId,
          type: request.query.type,
          page: request.query.page,
          cdnPrefix: request.site.cdnPrefix,
        },
        (ids) => app.presence.onlineNow(ids),
      );
    },
  );
};

export default likesListRoutes;
