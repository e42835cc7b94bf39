// A split's guard (`npm run remotes -- split ... --guard error-rate=5%`): every server instance checks once a
// minute whether a variant's error rate since the split was set passed the threshold, and if so gives its
// share back to the control (the first variant), with a `guard` change in the registry log saying why.
import type { Db, DbOrTx } from '../db/client';
import { ALL_SITES, type RemoteGuard, type RemoteVariant } from '../db/schema/index';
import { errorRate, versionErrors, type ViewCounter } from './remote-error-counts';
import { loadAssignments, lockRegistry, writeAssignment, type Assignment } from './registry-store';

export const GUARD_CHECK_MS = 60_000;
/** Below this many views a rate says little: one failed page of ten is not a broken release. */
export const DEFAULT_GUARD_MIN_VIEWS = 100;

export interface GuardRollback {
  site: string;
  remote: string;
  entry: string;
  control: string;
  reason: string;
}

/** `error-rate=5%` (or `error-rate=2.5`, `,min-views=200`) into a guard, or why not. */
export function parseGuard(text: string): RemoteGuard | string {
  const guard: RemoteGuard = { maxErrorRate: NaN, minViews: DEFAULT_GUARD_MIN_VIEWS };
  for (const part of text.split(',')) {
    const rate = /^error-rate=(\d{1,2}(?:\.\d{1,2})?)%?$/.exec(part);
    const views = /^min-views=(\d{1,7})$/.exec(part);
    if (rate) guard.maxErrorRate = Number(rate[1]);
    else if (views) guard.minViews = Number(views[1]);
    else return `"${part}" is not error-rate=<percent> or min-views=<views>.`;
  }
  if (!(guard.maxErrorRate > 0)) return 'A guard needs error-rate=<percent> above 0, like error-rate=5%.';
  return guard;
}

export function describeGuard(guard: RemoteGuard): string {
  return `error rate above ${guard.maxErrorRate}% after ${guard.minViews} views rolls back to the control`;
}

/** The variants left once `failing` hand their weight to the control (the first variant). */
function withoutFailing(variants: readonly RemoteVariant[], failing: ReadonlySet<string>): RemoteVariant[] {
  const [control, ...rest] = variants;
  if (!control) return [];
  const kept = rest.filter((variant) => !failing.has(variant.entry));
  const freed = rest.filter((variant) => failing.has(variant.entry)).reduce((sum, v) => sum + v.weight, 0);
  return [{ entry: control.entry, weight: control.weight + freed }, ...kept];
}

async function checkAssignment(tx: DbOrTx, assignment: Assignment & { guard: RemoteGuard }) {
  const { site, remote, variants, guard } = assignment;
  const control = variants[0]?.entry;
  if (!control) return [];
  // An all-sites split counts every site's views (a site with its own assignment serves other entries anyway).
  const rows = await versionErrors(tx, {
    site,
    remote,
    since: assignment.changedAt,
    bySite: site !== ALL_SITES,
  });
  const rollbacks: GuardRollback[] = [];
  for (const variant of variants.slice(1)) {
    const row = rows.find((candidate) => candidate.entry === variant.entry);
    const rate = row && errorRate(row);
    if (
      !row ||
      rate === null ||
      rate === undefined ||
      row.views < guard.minViews ||
      rate <= guard.maxErrorRate
    )
      continue;
    rollbacks.push({
      site,
      remote,
      entry: variant.entry,
      control,
      reason:
        `guard: ${variant.entry} had ${row.errors} errors in ${row.views} views (${rate.toFixed(1)}%, ` +
        `limit ${guard.maxErrorRate}%); its share went to ${control}`,
    });
  }
  if (rollbacks.length === 0) return [];
  const next = withoutFailing(variants, new Set(rollbacks.map((rollback) => rollback.entry)));
  await writeAssignment(tx, { site, remote }, 'guard', next, {
    guard,
    reason: rollbacks.map((rollback) => rollback.reason).join('; '),
  });
  return rollbacks;
}

/**
 * One check of every guarded split. Under the registry's transaction-level advisory lock: a second instance
 * checking at the same moment waits, then reads the assignment the first one already changed and does
 * nothing, so a variant is rolled back once however many instances run.
 */
export async function checkErrorGuards(db: Db): Promise<GuardRollback[]> {
  return db.transaction(async (tx) => {
    await lockRegistry(tx);
    const guarded = (await loadAssignments(tx)).filter(
      (assignment): assignment is Assignment & { guard: RemoteGuard } =>
        assignment.guard !== null && assignment.variants.length > 1,
    );
    const rollbacks: GuardRollback[] = [];
    for (const assignment of guarded) rollbacks.push(...(await checkAssignment(tx, assignment)));
    return rollbacks;
  });
}

export interface GuardLog {
  warn: (context: object, message: string) => void;
}

/** Writes the views counted since the last tick, then checks the guards; once a minute on every instance. */
export function startErrorGuard(db: Db, views: ViewCounter, log: GuardLog): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await views.flush(db);
      for (const rollback of await checkErrorGuards(db))
        log.warn({ ...rollback }, `remote guard rolled ${rollback.remote} ${rollback.entry} back`);
    } catch (error) {
      log.warn({ err: error }, 'remote error guard check failed');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, GUARD_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await views.flush(db).catch(() => {});
    },
  };
}
