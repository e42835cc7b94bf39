import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  likeResponseSchema,
  memberViewSchema,
  photoUnlockResponseSchema,
  profileIdRequestSchema,
  type LikeResponse,
  type MemberView,
  type PhotoUnlockResponse,
} from '@dating/shared/contract';
import { AppError, authenticationRequired } from '../../app-error';
import { users } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { announceLike } from '../live/announce-like';
import { memberPresence } from '../presence/member-presence';
import { giveLike } from './give-like';
import { isDeletedMember, reachableMember } from './member-lookup';
import { memberIdQuerySchema } from './member-view-schema';
import { approvedPhotoCount, photoUnlockReference, viewMember } from './member-view';
import { FREE_VISIBLE_PHOTOS } from './member-view-schema';

const tags = ['members'];

const memberProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member.php',
    {
      schema: {
        tags,
        summary:
          'A member profile (?id=): visible fields, photos by the viewer rights, like state; clears its new like (404 member_not_found, 410 member_deleted)',
        querystring: memberIdQuerySchema,
        response: { 200: memberViewSchema },
      },
    },
    async (request): Promise<MemberView> => {
      const session = await request.getSession();
      const site = request.site;
      if (!session && !site.loggedOutSearch && !site.loggedOutSearchTrafficsource)
        throw authenticationRequired();
      const view = await viewMember(app.db, site, session?.userId ?? null, request.query.id).catch(
        async (error: unknown) => {
          // Gone, not missing: search engines drop a 410 at once, and the profile page says it is gone.
          if (
            error instanceof AppError &&
            error.statusCode === 404 &&
            (await isDeletedMember(app.db, site.id, request.query.id))
          ) {
            throw new AppError(410, 'member_deleted', 'This member has deleted their profile.');
          }
          throw error;
        },
      );
      const online = await memberPresence(app.db, app.presence, view.id);
      return online ? { ...view, online } : view;
    },
  );

  app.post(
    '/like.php',
    {
      schema: {
        tags,
        summary: 'Like a member; a like back to someone who liked you is a match',
        body: profileIdRequestSchema,
        response: {
          200: likeResponseSchema,
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
    },
    async (request): Promise<LikeResponse> => {
      const session = await request.requireUser();
      const result = await giveLike(app.db, {
        siteId: request.site.id,
        cdnPrefix: request.site.cdnPrefix,
        fromId: session.userId,
        toId: request.body.profile_id,
        source: 'member',
      });
      announceLike(app, { fromId: session.userId, toId: request.body.profile_id, ...result });
      return result;
    },
  );

  app.post(
    '/photo-unlock.php',
    {
      schema: {
        tags,
        summary: "Unlock all of a member's photos for the site's photo_credits (charged once)",
        body: profileIdRequestSchema,
        response: {
          200: photoUnlockResponseSchema,
        },
      },
    },
    async (request): Promise<PhotoUnlockResponse> => {
      const session = await request.requireUser();
      const site = request.site;
      const memberId = request.body.profile_id;
      if (memberId === session.userId)
        throw new AppError(400, 'cannot_unlock_own_photos', 'These are your own photos.');
      if (site.photoCredits <= 0)
        throw new AppError(409, 'photo_unlock_unavailable', 'Photos cannot be unlocked here.');
      // The charge and the Idempotency-Key's answer commit together: a retry after a lost reply replays it.
      return request.idempotentTransaction(async (tx) => {
        await reachableMember(tx, site.id, session.userId, memberId);
        const [me] = await tx
          .select({ paid: users.paidUser })
          .from(users)
          .where(eq(users.id, session.userId));
        if (me?.paid) {
          return {
            ok: true as const,
            credits: await app.credits.balance(session.userId, tx),
            charged: false,
          };
        }
        // With every photo already on show there is nothing to sell.
        if ((await approvedPhotoCount(tx, memberId)) <= FREE_VISIBLE_PHOTOS) {
          return {
            ok: true as const,
            credits: await app.credits.balance(session.userId, tx),
            charged: false,
          };
        }
        const result = await app.credits.apply(
          {
            userId: session.userId,
            delta: -site.photoCredits,
            reason: 'photo_unlock',
            reference: photoUnlockReference(session.userId, memberId),
            unlockTargetId: memberId,
          },
          tx,
        );
        return { ok: true as const, credits: result.balance, charged: result.applied };
      });
    },
  );
};

export default memberProfileRoutes;
