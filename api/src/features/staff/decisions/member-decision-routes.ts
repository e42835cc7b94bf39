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
import { decisionAppeals, moderationDecisions } from '../../../db/schema/index';
import { fileAppeal } from './decision-appeals';

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
      const { appealId } = await fileAppeal(
        app.db,
        session.userId,
        request.body.decisionId,
        request.body.text,
      );
      return { ok: true as const, appealId };
    },
  );
};

export default memberDecisionRoutes;
