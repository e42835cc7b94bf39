// The member's side of staff decisions: the statements of reasons they have not seen (the shell shows them
// on the next visit until the member closes the notice, which marks them seen) and the one appeal each
// decision allows, which lands in the staff's appeals queue.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decisionAppealBodySchema,
  decisionsSeenBodySchema,
  memberDecisionsAnswerSchema,
} from '@dating/shared/contract';
import { z } from 'zod';
import { AppError } from '../../../app-error';
import { decisionAppeals, moderationDecisions } from '../../../db/schema/index';

const tags = ['decisions'];

const memberDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/decisions.php',
    {
      schema: {
        tags,
        summary: "The member's statements of reasons not marked seen yet",
        response: { 200: memberDecisionsAnswerSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const rows = await app.db
        .select({ decision: moderationDecisions, appealId: decisionAppeals.id })
        .from(moderationDecisions)
        .leftJoin(decisionAppeals, eq(decisionAppeals.decisionId, moderationDecisions.id))
        .where(
          and(
            eq(moderationDecisions.userId, session.userId),
            eq(moderationDecisions.statement, true),
            isNull(moderationDecisions.seenAt),
          ),
        )
        .orderBy(desc(moderationDecisions.decidedAt));
      return {
        decisions: rows.map(({ decision, appealId }) => ({
          id: decision.id,
          kind: decision.kind,
          ground: decision.ground,
          reason: decision.reason,
          until: decision.until?.toISOString() ?? null,
          decidedAt: decision.decidedAt.toISOString(),
          appealable: decision.appealable && appealId === null,
        })),
      };
    },
  );

  // Marking on read would lose a statement whose answer never reached the screen (a closed tab, a prefetch).
  app.post(
    '/decisions-seen.php',
    {
      schema: {
        tags,
        summary: 'Mark statements of reasons seen (the member closed their notice)',
        body: decisionsSeenBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      // Another member's ids match no row: nothing to tell apart from an id already seen.
      await app.db
        .update(moderationDecisions)
        .set({ seenAt: new Date() })
        .where(
          and(
            eq(moderationDecisions.userId, session.userId),
            inArray(moderationDecisions.id, request.body.ids),
            isNull(moderationDecisions.seenAt),
          ),
        );
      return { ok: true as const };
    },
  );

  app.post(
    '/decision-appeal.php',
    {
      schema: {
        tags,
        summary: 'Appeal a decision (once per decision)',
        body: decisionAppealBodySchema,
        response: { 200: z.object({ ok: z.literal(true), appealId: z.number().int() }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await request.requireUser();
      const [decision] = await app.db
        .select()
        .from(moderationDecisions)
        .where(
          and(
            eq(moderationDecisions.id, request.body.decisionId),
            eq(moderationDecisions.userId, session.userId),
          ),
        );
      if (!decision || !decision.statement || decision.siteId === null) {
        throw new AppError(404, 'decision_not_found', 'This decision could not be found.');
      }
      if (!decision.appealable) {
        throw new AppError(409, 'decision_not_appealable', 'This decision can no longer be appealed.');
      }
      // The unique decision_id makes a second appeal (even two at once) find nothing to insert.
      const [appeal] = await app.db
        .insert(decisionAppeals)
        .values({
          decisionId: decision.id,
          userId: session.userId,
          siteId: decision.siteId,
          text: request.body.text,
        })
        .onConflictDoNothing()
        .returning({ id: decisionAppeals.id });
      if (!appeal)
        throw new AppError(409, 'decision_not_appealable', 'This decision can no longer be appealed.');
      return { ok: true as const, appealId: appeal.id };
    },
  );
};

export default memberDecisionRoutes;
