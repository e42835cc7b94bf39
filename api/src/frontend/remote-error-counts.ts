// The hourly aggregate of each served remote version's views and reported failures: what `stats` prints
// and what a split's guard reads (remote-error-guard.ts).
import { and, asc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { RemoteErrorKind } from '@dating/shared/contract';
import type { DbOrTx } from '../db/client';
import { ALL_SITES, remoteErrorCounts } from '../db/schema/index';

const KIND_KEY = {
  load: 'loadErrors',
  render: 'renderErrors',
  unhandled: 'unhandledErrors',
} as const satisfies Record<RemoteErrorKind, keyof typeof remoteErrorCounts.$inferInsert>;

const thisHour = sql`date_trunc('hour', now())`;
const KEY = [
  remoteErrorCounts.site,
  remoteErrorCounts.remote,
  remoteErrorCounts.entry,
  remoteErrorCounts.hour,
];

export interface RemoteErrorReport {
  site: string;
  remote: string;
  entry: string;
  kind: RemoteErrorKind;
  summary: string;
}

export async function recordRemoteError(db: DbOrTx, report: RemoteErrorReport): Promise<void> {
  const key = KIND_KEY[report.kind];
  await db
    .insert(remoteErrorCounts)
    .values({
      site: report.site,
      remote: report.remote,
      entry: report.entry,
      hour: thisHour,
      [key]: 1,
      lastError: report.summary,
    })
    .onConflictDoUpdate({
      target: KEY,
      set: { [key]: sql`${remoteErrorCounts[key]} + 1`, lastError: report.summary },
    });
}

/**
 * Views are counted by the server as it sends a page whose route a remote shows (serve-frontend.ts), so the
 * rate needs no request of its own. They are added up in memory and written once a minute (and on close):
 * one upsert per site, remote and entry instead of one per page.
 */
export function createViewCounter() {
  let pending = new Map<string, { site: string; remote: string; entry: string; views: number }>();
  return {
    count(site: string, remote: string, entry: string) {
      const id = `${site}\u0000${remote}\u0000${entry}`;
      const row = pending.get(id);
      if (row) row.views += 1;
      else pending.set(id, { site, remote, entry, views: 1 });
    },
    async flush(db: DbOrTx): Promise<void> {
      const rows = [...pending.values()];
      pending = new Map();
      for (const row of rows)
        await db
          .insert(remoteErrorCounts)
          .values({ ...row, hour: thisHour })
          .onConflictDoUpdate({
            target: KEY,
            set: { views: sql`${remoteErrorCounts.views} + ${row.views}` },
          });
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

export interface VersionErrors {
  site: string;
  remote: string;
  entry: string;
  views: number;
  load: number;
  render: number;
  unhandled: number;
  errors: number;
  lastError: string | null;
}

/** Errors per 100 views, or null before the first view. */
export function errorRate(row: Pick<VersionErrors, 'views' | 'errors'>): number | null {
  return row.views > 0 ? (row.errors * 100) / row.views : null;
}

/** Totals per site, remote and entry since `since` (and before `until`); `site` ALL_SITES adds up every site under `*`. */
export async function versionErrors(
  db: DbOrTx,
  filter: { site: string; remote?: string; since?: Date | null; until?: Date; bySite?: boolean },
): Promise<VersionErrors[]> {
  const siteColumn = filter.bySite === false ? sql<string>`${ALL_SITES}` : remoteErrorCounts.site;
  const rows = await db
    .select({
      site: siteColumn,
      remote: remoteErrorCounts.remote,
      entry: remoteErrorCounts.entry,
      views: sum(remoteErrorCounts.views).mapWith(Number),
      load: sum(remoteErrorCounts.loadErrors).mapWith(Number),
      render: sum(remoteErrorCounts.renderErrors).mapWith(Number),
      unhandled: sum(remoteErrorCounts.unhandledErrors).mapWith(Number),
      lastError: sql<
        string | null
      >`(array_agg(${remoteErrorCounts.lastError} order by ${remoteErrorCounts.hour} desc) filter (where ${remoteErrorCounts.lastError} is not null))[1]`,
    })
    .from(remoteErrorCounts)
    .where(
      and(
        filter.site !== ALL_SITES ? eq(remoteErrorCounts.site, filter.site) : undefined,
        filter.remote ? eq(remoteErrorCounts.remote, filter.remote) : undefined,
        filter.since
          ? gte(remoteErrorCounts.hour, sql`date_trunc('hour', ${filter.since.toISOString()}::timestamptz)`)
          : undefined,
        // Hours that start before `until` (hourly rows: a day's period ends on the hour anyway).
        filter.until
          ? lt(remoteErrorCounts.hour, sql`${filter.until.toISOString()}::timestamptz`)
          : undefined,
      ),
    )
    .groupBy(
      ...(filter.bySite === false ? [] : [remoteErrorCounts.site]),
      remoteErrorCounts.remote,
      remoteErrorCounts.entry,
    )
    .orderBy(
      ...(filter.bySite === false ? [] : [asc(remoteErrorCounts.site)]),
      asc(remoteErrorCounts.remote),
      asc(remoteErrorCounts.entry),
    );
  return rows.map((row) => ({ ...row, errors: row.load + row.render + row.unhandled }));
}
