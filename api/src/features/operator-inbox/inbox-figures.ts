// Response-time figures for operators and their leads: answers in the last hour and day, the median and p90
// time from a member's first unanswered message to the answer (last 24 hours), and what waits now, per site
// and per operator, over the sites the staff member may see.
import { and, count, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { InboxFigures } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { operatorAnswers, operatorQueue, staffAccounts } from '../../db/schema/index';
import type { Site } from '../../plugins/site';

const waited = sql`extract(epoch from ${operatorAnswers.answeredAt} - ${operatorAnswers.waitedSince})`;
const answerFigures = {
  answersLastHour: sql<number>`(count(*) filter (where ${operatorAnswers.answeredAt} > now() - interval '1 hour'))::int`,
  answers24h: sql<number>`count(*)::int`,
  median: sql<number | null>`round(percentile_cont(0.5) within group (order by ${waited}))::int`,
  p90: sql<number | null>`round(percentile_cont(0.9) within group (order by ${waited}))::int`,
};
const lastDay = gt(operatorAnswers.answeredAt, sql`now() - interval '24 hours'`);

export async function loadFigures(
  db: DbOrTx,
  sites: Site[],
  visible: number[] | null,
): Promise<InboxFigures> {
  const shown = sites.filter((site) => visible === null || visible.includes(site.id));
  const ids = shown.map((site) => site.id);
  const inSites = (column: Parameters<typeof inArray>[0]): SQL => inArray(column, ids.length ? ids : [-1]);
  const [perSite, waiting, perOperator] = await Promise.all([
    db
      .select({ siteId: operatorAnswers.siteId, ...answerFigures })
      .from(operatorAnswers)
      .where(and(lastDay, inSites(operatorAnswers.siteId)))
      .groupBy(operatorAnswers.siteId),
    db
      .select({ siteId: operatorQueue.siteId, waiting: count(), oldest: min(operatorQueue.waitingSince) })
      .from(operatorQueue)
      .where(inSites(operatorQueue.siteId))
      .groupBy(operatorQueue.siteId),
    db
      .select({ staffId: operatorAnswers.staffId, name: staffAccounts.name, ...answerFigures })
      .from(operatorAnswers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, operatorAnswers.staffId))
      .where(and(lastDay, inSites(operatorAnswers.siteId)))
      .groupBy(operatorAnswers.staffId, staffAccounts.name)
      .orderBy(staffAccounts.name),
  ]);
  const now = Date.now();
  return {
    sites: shown.map((site) => {
      const answers = perSite.find((row) => row.siteId === site.id);
      const queue = waiting.find((row) => row.siteId === site.id);
      return {
        siteId: site.id,
        name: site.name,
        answersLastHour: answers?.answersLastHour ?? 0,
        answers24h: answers?.answers24h ?? 0,
        medianFirstAnswerSeconds: answers?.median ?? null,
        p90FirstAnswerSeconds: answers?.p90 ?? null,
        waiting: queue?.waiting ?? 0,
        oldestWaitSeconds: queue?.oldest
          ? Math.max(0, Math.round((now - queue.oldest.getTime()) / 1000))
          : null,
      };
    }),
    operators: perOperator.map((row) => ({
      staffId: row.staffId,
      name: row.name,
      answersLastHour: row.answersLastHour,
      answers24h: row.answers24h,
      medianFirstAnswerSeconds: row.median,
      p90FirstAnswerSeconds: row.p90,
    })),
  };
}
