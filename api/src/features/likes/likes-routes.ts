import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLikeResponseSchema, likesResponseSchema } from '@dating/shared/contract';
import { AppError, authenticationRequired } from '../../app-error';
import { createAutoLike, likesBySession, listLikes } from './likes-repository';

const tags = ['likes'];

const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/likes.php',
    {
      schema: {
        tags,
        summary: 'Likes given (profiles) and received (liked_by), new first',
        response: { 200: likesResponseSchema },
      },
    },
    async (request) => {
      // The session and both lists in one statement (the shell polls this for the badge).
      const found = await request.getSessionWith((key) => likesBySession(app.db).execute(key));
      if (!found) throw authenticationRequired();
      if (!found.row) return listLikes(app.db, found.session.userId);
      return { profiles: found.row.profiles, liked_by: found.row.likedBy };
    },
  );

  // A POST, because it creates a like: no GET changes state (a prefetch or an <img> could fire it).
  app.post(
    '/auto-like.php',
    {
      schema: {
        tags,
        summary: 'A profile that has just liked the user automatically (404 no_profile_available when none)',
        response: { 200: autoLikeResponseSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const liked = await createAutoLike(app.db, session.userId, request.site.cdnPrefix);
      if (!liked) throw new AppError(404, 'no_profile_available', 'No profile is available right now.');
      return liked;
    },
  );
};

export default likesRoutes;
