// The moderation queues: counts for the navigation, a queue's open items oldest first with their evidence
// and claims, claim and release, and the decision.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mayWorkQueue,
  ROLE_PERMISSIONS,
  STAFF_QUEUES,
  claimAnswerSchema,
  decideAnswerSchema,
  decideBodySchema,
  queueCountsSchema,
  queuePageSchema,
  staffOkSchema,
  staffQueueItemParamSchema,
  staffQueueParamSchema,
  staffQueueQuerySchema,
  type QueueFigures,
  type StaffQueue,
  urlIdSchema,
} from '@dating/shared/contract';
import { AppError } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { moderationDecisions, sites as siteTable } from '../../../db/schema/index';
import { writeAudit } from '../core/staff-audit';
import { assertSite, currentStaff } from '../core/staff-guard';
import { claimsOf, dropClaim, takeClaim } from './queue-claims';
import { decideItem, itemNotFound, QUEUE_TARGETS, refuseOwnAppeal } from './decide-item';
import { loadEvidence } from './queue-evidence';
import { after, countOpen, inSites, openItem, QUEUE_SOURCES } from './queue-sources';

const tags = ['staff moderation'];
const PAGE_SIZE = 30;

function parseCursor(cursor: string | undefined): { at: Date; id: number } | null {
  const match = cursor ? /^(\d{1,15})\.(\d+)$/.exec(cursor) : null;
  // A made-up cursor starts from the top, as an unreadable one does, rather than query an id out of range.
  const id = urlIdSchema.safeParse(match?.[2]);
  if (!match || !id.success) return null;
  return { at: new Date(Number(match[1])), id: id.data };
}

async function figuresOf(db: DbOrTx, queue: StaffQueue, sites: number[] | null): Promise<QueueFigures> {
  const seconds = sql`extract(epoch from ${moderationDecisions.decidedAt} - ${moderationDecisions.itemCreatedAt})`;
  const [row] = await db
    .select({
      decided: sql<number>`count(*)::int`,
      median: sql<number | null>`round(percentile_cont(0.5) within group (order by ${seconds}))::int`,
      p90: sql<number | null>`round(percentile_cont(0.9) within group (order by ${seconds}))::int`,
    })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.queue, queue),
        gt(moderationDecisions.decidedAt, sql`now() - interval '7 days'`),
        inSites(moderationDecisions.siteId, sites),
      ),
    );
  return { decided7d: row?.decided ?? 0, medianSeconds: row?.median ?? null, p90Seconds: row?.p90 ?? null };
}

const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queues',
    {
      schema: {
        tags,
        summary: 'Open items per queue the staff member works, over the sites they may see',
        response: { 200: queueCountsSchema },
      },
      config: { staff: 'queue' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const permissions = ROLE_PERMISSIONS[staff.role];
      const entries = await Promise.all(
        STAFF_QUEUES.filter((queue) => mayWorkQueue(permissions, queue)).map(
          async (queue) =>
            [queue, await countOpen(app.db, queue, (c) => inSites(c.siteId, staff.sites))] as const,
        ),
      );
      return { counts: Object.fromEntries(entries) as Partial<Record<StaffQueue, number>> };
    },
  );

  app.get(
    '/queues/:queue',
    {
      schema: {
        tags,
        summary:
          "A queue's open items, oldest first, with evidence and claims, and its decision-time figures",
        params: staffQueueParamSchema,
        querystring: staffQueueQuerySchema,
        response: { 200: queuePageSchema },
      },
      config: { staff: 'queue' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { queue } = request.params;
      const sites = request.query.site !== undefined ? [request.query.site] : staff.sites;
      const cursor = parseCursor(request.query.cursor);
      const heads = await QUEUE_SOURCES[queue]
        .query(app.db, (c) =>
          and(inSites(c.siteId, sites), cursor ? after(c, cursor.at, cursor.id) : undefined),
        )
        .limit(PAGE_SIZE + 1);
      const page = heads.slice(0, PAGE_SIZE);
      const ids = page.map((head) => head.id);
      const siteIds = [...new Set(page.map((head) => head.siteId))];
      const [evidence, claims, figures, siteNames] = await Promise.all([
        loadEvidence(app.db, queue, ids),
        claimsOf(app.db, queue, ids),
        figuresOf(app.db, queue, sites),
        siteIds.length === 0
          ? []
          : app.db
              .select({ id: siteTable.id, name: siteTable.name })
              .from(siteTable)
              .where(inArray(siteTable.id, siteIds)),
      ]);
      const siteName = new Map(siteNames.map((site) => [site.id, site.name]));
      const last = page.at(-1);
      return {
        items: page.flatMap((head) => {
          const found = evidence.get(head.id);
          if (!found) return [];
          const claim = claims.get(head.id);
          return [
            {
              id: head.id,
              queue,
              siteId: head.siteId,
              siteName: siteName.get(head.siteId) ?? '',
              createdAt: head.createdAt.toISOString(),
              claimedBy: claim ? { id: claim.id, name: claim.name } : null,
              claimedUntil: claim ? claim.until.toISOString() : null,
              evidence: found,
            },
          ];
        }),
        nextCursor: heads.length > PAGE_SIZE && last ? `${last.createdAt.getTime()}.${last.id}` : null,
        figures,
      };
    },
  );

  app.post(
    '/queues/:queue/:id/claim',
    {
      schema: {
        tags,
        summary: 'Take an item (409 queue_item_claimed while another staff member holds it)',
        params: staffQueueItemParamSchema,
        response: { 200: claimAnswerSchema },
      },
      config: { staff: 'queue', idempotent: false },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { queue, id } = request.params;
      const head = await openItem(app.db, queue, id);
      if (!head) throw itemNotFound();
      assertSite(staff, head.siteId);
      await refuseOwnAppeal(app.db, staff, queue, id);
      const claim = await app.db.transaction(async (tx) => {
        const taken = await takeClaim(tx, queue, id, staff.id);
        if (!taken) return null;
        await writeAudit(tx, staff, {
          action: 'queue.claim',
          targetType: QUEUE_TARGETS[queue],
          targetId: id,
          siteId: head.siteId,
          after: { claimedUntil: taken.claimedUntil.toISOString() },
        });
        return taken;
      });
      if (!claim) throw new AppError(409, 'queue_item_claimed', 'Another staff member holds this item.');
      return {
        id,
        claimedBy: { id: staff.id, name: staff.name },
        claimedUntil: claim.claimedUntil.toISOString(),
      };
    },
  );

  app.post(
    '/queues/:queue/:id/release',
    {
      schema: {
        tags,
        summary: 'Give back a claimed item',
        params: staffQueueItemParamSchema,
        response: { 200: staffOkSchema },
      },
      config: { staff: 'queue', idempotent: false },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { queue, id } = request.params;
      const head = await openItem(app.db, queue, id);
      if (!head) throw itemNotFound();
      assertSite(staff, head.siteId);
      const released = await app.db.transaction(async (tx) => {
        if (!(await dropClaim(tx, queue, id, staff.id))) return false;
        await writeAudit(tx, staff, {
          action: 'queue.release',
          targetType: QUEUE_TARGETS[queue],
          targetId: id,
          siteId: head.siteId,
        });
        return true;
      });
      if (!released) throw new AppError(409, 'queue_item_not_claimed', 'You do not hold this item.');
      return { ok: true as const };
    },
  );

  app.post(
    '/queues/:queue/:id/decide',
    {
      schema: {
        tags,
        summary: 'Decide a claimed item; member-facing decisions send a statement of reasons',
        params: staffQueueItemParamSchema,
        body: decideBodySchema,
        response: { 200: decideAnswerSchema },
      },
      config: { staff: 'queue', idempotent: false },
    },
    async (request) =>
      decideItem(app, currentStaff(request), request.params.queue, request.params.id, request.body),
  );
};

export default queueRoutes;
