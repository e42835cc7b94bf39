// The member's logged-in browsers (settings page): list them with device and last activity, end any one.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeSessionsResponseSchema,
  endSessionQuerySchema,
  okSchema,
  type ActiveSessionsResponse,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { sessions } from '../../db/schema/index';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../plugins/session';

const tags = ['account'];
const DEVICE_LENGTH = 160;

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions.php',
    {
      schema: {
        tags,
        summary: "The member's active sessions on this site (device, last seen), the current one marked",
        response: { 200: activeSessionsResponseSchema },
      },
    },
    async (request): Promise<ActiveSessionsResponse> => {
      const session = await request.requireUser();
      const rows = await app.db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, session.userId),
            eq(sessions.siteId, request.site.id),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.createdAt, new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS)),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.userAgent?.slice(0, DEVICE_LENGTH) ?? null,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          current: row.id === session.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/sessions.php',
    {
      schema: {
        tags,
        summary: "End one of the member's sessions (?id=); ending the current one logs this browser out",
        querystring: endSessionQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      if (request.query.id === session.sessionId) {
        await app.sessions.end(request, reply);
        return { ok: true as const };
      }
      // Only the member's own: another member's session id is answered like one that does not exist.
      const ended = await app.db
        .delete(sessions)
        .where(and(eq(sessions.id, request.query.id), eq(sessions.userId, session.userId)))
        .returning({ id: sessions.id });
      if (!ended[0]) throw new AppError(404, 'not_found', 'This session has already ended.');
      app.sessions.announceEnded(session.userId, 'revoked');
      return { ok: true as const };
    },
  );
};

export default sessionsRoutes;
