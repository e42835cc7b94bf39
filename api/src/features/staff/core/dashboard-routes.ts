// Today's figures per site (UTC day): signups, activations, first payments, revenue, and the open queues
// with the age of the oldest item.
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_QUEUES,
  staffDashboardAnswerSchema,
  staffDashboardQuerySchema,
  type QueueSizes,
} from '@dating/shared/contract';
import { accountTokens, payments, sites, users } from '../../../db/schema/index';
import { countOpen, inSites, oldestOpen } from '../queues/queue-sources';
import { currentStaff } from './staff-guard';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['staff dashboard'],
        summary: "Today's signups, activations, first payments, revenue and open queues per site",
        querystring: staffDashboardQuerySchema,
        response: { 200: staffDashboardAnswerSchema },
      },
      config: { staff: 'dashboard.read' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const wanted = request.query.site !== undefined ? [request.query.site] : staff.sites;
      const siteRows = await app.db
        .select({ id: sites.id, domain: sites.domain, name: sites.name, currency: sites.currency })
        .from(sites)
        .where(wanted === null ? undefined : inArray(sites.id, wanted.length ? wanted : [-1]))
        .orderBy(sites.id);
      const today = new Date();
      today.setUTCHours(0, 0, 0, 0);
      const result = await Promise.all(
        siteRows.map(async (site) => {
          const [signups] = await app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(
              and(eq(users.siteId, site.id), gte(users.signupDate, today), eq(users.isFictional, false)),
            );
          const [activations] = await app.db
            .select({ n: sql<number>`count(distinct ${accountTokens.userId})::int` })
            .from(accountTokens)
            .innerJoin(users, eq(users.id, accountTokens.userId))
            .where(
              and(
                eq(users.siteId, site.id),
                eq(accountTokens.purpose, 'activation'),
                isNotNull(accountTokens.usedAt),
                gte(accountTokens.usedAt, today),
              ),
            );
          const [money] = await app.db
            .select({
              first: sql<number>`count(*) filter (where ${payments.status} = 'completed' and not exists (select 1 from ${payments} p2 where p2.user_id = ${payments.userId} and p2.status in ('completed', 'refunded', 'charged_back') and p2.completed_at < ${payments.completedAt}))::int`,
              revenue: sql<number>`coalesce(sum(case when ${payments.status} = 'completed' then ${payments.amountCents} else 0 end), 0)::int`,
            })
            .from(payments)
            .where(and(eq(payments.siteId, site.id), gte(payments.completedAt, today)));
          const [refunds] = await app.db
            .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
            .from(payments)
            .where(
              and(
                eq(payments.siteId, site.id),
                inArray(payments.status, ['refunded', 'charged_back']),
                gte(payments.updatedAt, today),
              ),
            );
          const only = [site.id];
          const sizes = await Promise.all(
            STAFF_QUEUES.map(async (queue) => {
              const where = (c: Parameters<Parameters<typeof countOpen>[2]>[0]) => inSites(c.siteId, only);
              return [
                queue,
                await countOpen(app.db, queue, where),
                await oldestOpen(app.db, queue, where),
              ] as const;
            }),
          );
          const oldest = sizes
            .map(([, , at]) => at)
            .filter((at): at is Date => at !== null)
            .reduce<Date | null>((min, at) => (min === null || at < min ? at : min), null);
          return {
            site,
            signups: signups?.n ?? 0,
            activations: activations?.n ?? 0,
            firstPayments: money?.first ?? 0,
            revenueCents: (money?.revenue ?? 0) - (refunds?.cents ?? 0),
            currency: site.currency,
            openQueues: Object.fromEntries(sizes.map(([queue, n]) => [queue, n])) as QueueSizes,
            oldestItemAgeSeconds: oldest
              ? Math.max(0, Math.floor((Date.now() - oldest.getTime()) / 1000))
              : null,
          };
        }),
      );
      return { sites: result };
    },
  );
};

export default dashboardRoutes;
