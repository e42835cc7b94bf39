import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okSchema,
  type BlockedMembersResponse,
  type OkResponse,
  type ReportReason,
  type ReportRequest,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { memberCardSchema } from '../members-search/member-card';
import { reachableMember } from '../member-profile/member-lookup';
import { profileIdBodySchema, profileIdQuerySchema } from '../member-profile/member-view-schema';
import { blockMember, listBlocked, reportMember, unblockMember } from './blocking-repository';

const tags = ['blocking'];

export const REPORT_REASONS = [
  'fake',
  'offensive',
  'spam',
  'scam',
  'underage',
  'other',
] as const satisfies readonly ReportReason[];

const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks.php',
    {
      schema: {
        tags,
        summary: 'Members the user blocked, newest first',
        response: { 200: z.array(memberCardSchema) satisfies z.ZodType<BlockedMembersResponse> },
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
        body: profileIdBodySchema,
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
        body: z.object({
          profile_id: profileIdBodySchema.shape.profile_id,
          reason: z.enum(REPORT_REASONS),
          comment: z.string().trim().max(2000).optional(),
        }) satisfies z.ZodType<ReportRequest>,
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
