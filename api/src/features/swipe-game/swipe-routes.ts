import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  swipeDeckSchema,
  swipeRequestSchema,
  swipeResultSchema,
  swipeUndoResponseSchema,
  type SwipeDeck,
  type SwipeResult,
  type SwipeUndoResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { giveLike } from '../member-profile/give-like';
import { reachableMember } from '../member-profile/member-lookup';
import { isTimeZone } from './local-day';
import {
  hasPass,
  lockSwiper,
  memberCard,
  memberTimeZone,
  recordPass,
  SWIPE_LIKES_PER_DAY,
  swipeAllowance,
  swipeDeck,
  undoLastPass,
} from './swipe-repository';

const tags = ['swipe-game'];

const timeZoneSchema = z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional();

const swipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date();

  app.get(
    '/swipe.php',
    {
      schema: {
        tags,
        summary: "The next cards and today's likes left (?time_zone= the browser's IANA zone, stored)",
        querystring: z.object({ time_zone: timeZoneSchema }),
        response: {
          200: swipeDeckSchema,
        },
      },
    },
    async (request): Promise<SwipeDeck> => {
      const session = await request.requireUser();
      const timeZone = await memberTimeZone(app.db, session.userId, request.query.time_zone);
      const allowance = await swipeAllowance(app.db, session.userId, timeZone, now());
      return {
        cards: await swipeDeck(app.db, session.userId, request.site.id, request.site.cdnPrefix),
        can_undo: await hasPass(app.db, session.userId),
        likes_left: allowance.likesLeft,
        likes_per_day: SWIPE_LIKES_PER_DAY,
        resets_at: allowance.resetsAt.toISOString(),
      };
    },
  );

  app.post(
    '/swipe.php',
    {
      schema: {
        tags,
        summary: 'Like or pass a card; likes stop at 4 per day (409 swipe_limit_reached with resets_at)',
        body: swipeRequestSchema.extend({ time_zone: timeZoneSchema }),
        response: {
          200: swipeResultSchema,
        },
      },
    },
    async (request): Promise<SwipeResult> => {
      const session = await request.requireUser();
      const { profile_id: memberId, action } = request.body;
      const site = request.site;
      if (memberId === session.userId)
        throw new AppError(400, 'cannot_like_self', 'You cannot like yourself.');
      const timeZone = await memberTimeZone(app.db, session.userId, request.body.time_zone);
      if (action === 'pass') {
        await reachableMember(app.db, site.id, session.userId, memberId);
        await recordPass(app.db, session.userId, memberId);
        const allowance = await swipeAllowance(app.db, session.userId, timeZone, now());
        return {
          match: false,
          profile: null,
          likes_left: allowance.likesLeft,
          likes_per_day: SWIPE_LIKES_PER_DAY,
          resets_at: allowance.resetsAt.toISOString(),
        };
      }
      return app.db.transaction(async (tx) => {
        await lockSwiper(tx, session.userId);
        const before = await swipeAllowance(tx, session.userId, timeZone, now());
        if (before.likesLeft <= 0) {
          throw new AppError(409, 'swipe_limit_reached', 'You have used your likes for today.', undefined, {
            resets_at: before.resetsAt.toISOString(),
          });
        }
        const liked = await giveLike(tx, {
          siteId: site.id,
          cdnPrefix: site.cdnPrefix,
          fromId: session.userId,
          toId: memberId,
          source: 'swipe',
        });
        const after = await swipeAllowance(tx, session.userId, timeZone, now());
        return {
          match: liked.match,
          profile: liked.profile,
          likes_left: after.likesLeft,
          likes_per_day: SWIPE_LIKES_PER_DAY,
          resets_at: after.resetsAt.toISOString(),
        };
      });
    },
  );

  app.post(
    '/swipe-undo.php',
    {
      schema: {
        tags,
        summary: 'Take back the last pass; answers the card to show again',
        response: { 200: swipeUndoResponseSchema },
      },
    },
    async (request): Promise<SwipeUndoResponse> => {
      const session = await request.requireUser();
      const memberId = await undoLastPass(app.db, session.userId);
      const card = memberId === null ? null : await memberCard(app.db, memberId, request.site.cdnPrefix);
      if (!card) throw new AppError(404, 'nothing_to_undo', 'There is no pass to undo.');
      return { card };
    },
  );
};

export default swipeRoutes;
