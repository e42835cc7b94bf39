import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockedMembersResponseSchema,
  okSchema,
  profileIdRequestSchema,
  reportRequestSchema,
  type BlockedMembersResponse,
  type OkResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { reachableMember } from '../member-profile/member-lookup';
import { profileIdQuerySchema } from '../member-profile/member-view-schema';
import { blockMember, listBlocked, reportMember, unblockMember } from './blocking-repository';

const tags = ['blocking'];

const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks.php',
    {
      schema: {
        tags,
        summary: 'Members the user blocked, newest first',
        response: { 200: blockedMembersResponseSchema },
      },
    },
    async (request): Promise<BlockedMembersResponse> => {
      const session = await request.requireUser();
      return listBlocked(app.db, session.userId, request.site.cdnPrefix);
    },
  );

  app.post(
    '/block.php',
    {
      schema: {
        tags,
        summary: 'Block a member: deletes the chats and likes between you; they can no longer reach you',
        body: profileIdRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request): Promise<OkResponse> => {
      const session = await request.requireUser();
      const memberId = request.body.profile_id;
      if (memberId === session.userId)
        throw new AppError(400, 'cannot_block_self', 'You cannot block yourself.');
      // Blocking someone who blocked you first is allowed: it is your own protection.
      await reachableMember(app.db, request.site.id, null, memberId);
      const closed = await blockMember(app.db, session.userId, memberId);
      // After the commit: both members' open chats with each other close at once, sockets included.
      for (const conversationId of closed) {
        await app.live.publish(session.userId, {
          type: 'conversation.closed',
          payload: { conversationId, profileId: memberId },
        });
        await app.live.publish(memberId, {
          type: 'conversation.closed',
          payload: { conversationId, profileId: session.userId },
        });
      }
      return { ok: true as const };
    },
  );

  app.delete(
    '/block.php',
    {
      schema: {
        tags,
        summary: 'Unblock a member (?profile_id=)',
        querystring: profileIdQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request): Promise<OkResponse> => {
      const session = await request.requireUser();
      const removed = await unblockMember(app.db, session.userId, request.query.profile_id);
      if (!removed) throw new AppError(404, 'block_not_found', 'You have not blocked this member.');
      return { ok: true as const };
    },
  );

  app.post(
    '/report.php',
    {
      schema: {
        tags,
        summary: 'Report a profile to the support team',
        body: reportRequestSchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request): Promise<OkResponse> => {
      const session = await request.requireUser();
      const { profile_id: memberId, reason, comment } = request.body;
      if (memberId === session.userId)
        throw new AppError(400, 'cannot_report_self', 'You cannot report yourself.');
      await reachableMember(app.db, request.site.id, null, memberId);
      await reportMember(app.db, { reporterId: session.userId, reportedId: memberId, reason, comment });
      return { ok: true as const };
    },
  );
};

export default blockingRoutes;
