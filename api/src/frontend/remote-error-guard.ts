// A split's guard (`npm run remotes -- split ... --guard on`): every server instance checks once a minute
// whether a variant other than the control (the split's first) fails next to it since the split was set: an
// error rate too far above the control's, or a signup conversion significantly below it. The first variant
// that does sends every visitor back to the control, with a `guard` change in the registry log (audited like
// a rollback), a notice for the site's marketing staff and a mail to each of them, in one transaction.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import {
  ALL_SITES,
  remoteGuardNotices,
  sites,
  staffAccounts,
  type RemoteGuard,
  type RemoteVariant,
} from '../db/schema/index';
import { normalCdf, twoProportionTest } from '../features/funnel/significance';
import { enqueueMail } from '../plugins/mail';
import { guardMail, type GuardFiring } from './guard-mail';
import { guardActor } from './registry-actor';
import { errorRate, versionErrors, type ViewCounter } from './remote-error-counts';
import { loadAssignments, lockRegistry, writeAssignment, type Assignment } from './registry-store';

export const GUARD_CHECK_MS = 60_000;

/**
 * Below 100 views a rate says little (one failed page of ten is not a broken release); 2 points above the
 * control is far beyond the noise of a healthy build; 95 % one-sided and 200 visitors a side are the usual
 * floor of an A/B test on signup rates of a few per cent.
 */
export const GUARD_DEFAULTS: RemoteGuard = Object.freeze({
  errorMargin: 2,
  minViews: 100,
  conversion: true,
  confidence: 95,
  minVisits: 200,
});

export interface GuardRollback extends GuardFiring {
  reason: string;
}

const GUARD_USAGE =
  'A guard is "on" (the defaults) or a comma list of errors=<points>, min-views=<n>, conversion=<confidence %>|off, min-visits=<n>.';

/** `on`, or `errors=2,min-views=100,conversion=95,min-visits=200` (any of them; the rest default), or why not. */
export function parseGuard(text: string): RemoteGuard | string {
  const guard: RemoteGuard = { ...GUARD_DEFAULTS };
  if (text.trim() === 'on') return guard;
  for (const part of text.split(',').map((piece) => piece.trim())) {
    const margin = /^errors=\+?(\d{1,2}(?:\.\d{1,2})?)(?:pp|%)?$/.exec(part);
    const views = /^min-views=(\d{1,7})$/.exec(part);
    const conversion = /^conversion=(off|\d{2}(?:\.\d)?)%?$/.exec(part);
    const visits = /^min-visits=(\d{1,7})$/.exec(part);
    if (margin) guard.errorMargin = Number(margin[1]);
    else if (views) guard.minViews = Number(views[1]);
    else if (conversion) {
      guard.conversion = conversion[1] !== 'off';
      if (guard.conversion) guard.confidence = Number(conversion[1]);
    } else if (visits) guard.minVisits = Number(visits[1]);
    else return `"${part}" is not understood. ${GUARD_USAGE}`;
  }
  if (!(guard.errorMargin > 0)) return 'errors=<points> must be above 0, like errors=2.';
  if (guard.confidence < 80 || guard.confidence > 99.9)
    return 'conversion=<confidence> must be between 80 and 99.9 (per cent), like conversion=95.';
  if (guard.conversion && guard.minVisits < 10) return 'min-visits must be at least 10.';
  return guard;
}

/** The guard as the command line's words, so the console's form is checked by the same parser. */
export function guardText(guard: Partial<RemoteGuard> & Pick<RemoteGuard, 'errorMargin'>): string {
  const parts = [`errors=${guard.errorMargin}`];
  if (guard.minViews !== undefined) parts.push(`min-views=${guard.minViews}`);
  if (guard.conversion === false) parts.push('conversion=off');
  else if (guard.confidence !== undefined) parts.push(`conversion=${guard.confidence}`);
  if (guard.minVisits !== undefined) parts.push(`min-visits=${guard.minVisits}`);
  return parts.join(',');
}

export function describeGuard(guard: RemoteGuard): string {
  const errors = `error rate more than ${guard.errorMargin} points above the control's (from ${guard.minViews} views)`;
  const conversion = guard.conversion
    ? ` or signup conversion below the control's at ${guard.confidence}% confidence (from ${guard.minVisits} visitors)`
    : '';
  return `${errors}${conversion} rolls the split back to the control`;
}

interface Conversion {
  entry: string;
  visits: number;
  signups: number;
}

/** Visitors (funnel_visits) and those of them who signed up, per entry, since the split was set. */
async function signupConversion(
  tx: DbOrTx,
  filter: { site: string; remote: string; since: Date; until: Date },
): Promise<Conversion[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    tx,
    sql`
    select v.entry, count(*)::int as visits,
      (count(*) filter (where exists (
        select 1 from signup_remote_variants s
        where s.site_id = v.site_id and s.remote = v.remote and s.bucket = v.bucket
      )))::int as signups
    from funnel_visits v
    where v.remote = ${filter.remote}
      and ${filter.site === ALL_SITES ? sql`true` : sql`v.site_id = (select id from sites where domain = ${filter.site})`}
      and v.created_at >= ${filter.since.toISOString()}::timestamptz
      and v.created_at <= ${filter.until.toISOString()}::timestamptz
    group by v.entry`,
  );
  return rows.map((row) => ({
    entry: String(row.entry),
    visits: Number(row.visits),
    signups: Number(row.signups),
  }));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The first of the variants (after the control) that trips the guard, with its figures. */
async function firstFailing(
  tx: DbOrTx,
  assignment: Assignment & { guard: RemoteGuard },
  now: Date,
): Promise<GuardRollback | null> {
  const { site, remote, variants, guard } = assignment;
  const control = variants[0]?.entry;
  if (!control) return null;
  // An all-sites split counts every site's views (a site with its own assignment serves other entries anyway).
  const errors = await versionErrors(tx, {
    site,
    remote,
    since: assignment.changedAt,
    bySite: site !== ALL_SITES,
  });
  const conversions = guard.conversion
    ? await signupConversion(tx, { site, remote, since: assignment.changedAt, until: now })
    : [];
  const controlErrors = errors.find((row) => row.entry === control);
  const controlRate =
    controlErrors && controlErrors.views >= guard.minViews ? errorRate(controlErrors) : null;
  const controlConversion = conversions.find((row) => row.entry === control);
  const base = { site, remote, control };
  for (const variant of variants.slice(1)) {
    const row = errors.find((candidate) => candidate.entry === variant.entry);
    const rate = row && row.views >= guard.minViews ? errorRate(row) : null;
    if (row && rate !== null && controlRate !== null && rate - controlRate > guard.errorMargin)
      return {
        ...base,
        entry: variant.entry,
        kind: 'errors',
        variantValue: round(rate),
        controlValue: round(controlRate),
        sample: row.views,
        reason:
          `guard: ${variant.entry} had ${row.errors} errors in ${row.views} views (${rate.toFixed(1)}%) against ` +
          `${controlRate.toFixed(1)}% of ${control}, more than ${guard.errorMargin} points above; ` +
          `every visitor went back to ${control}`,
      };
    const visited = conversions.find((candidate) => candidate.entry === variant.entry);
    if (
      !visited ||
      !controlConversion ||
      visited.visits < guard.minVisits ||
      controlConversion.visits < guard.minVisits
    )
      continue;
    const test = twoProportionTest(
      { successes: visited.signups, trials: visited.visits },
      { successes: controlConversion.signups, trials: controlConversion.visits },
    );
    // One-sided: only "worse than the control" rolls back; P(Z <= z) is that test's p-value.
    if (!test || test.z >= 0 || normalCdf(test.z) > 1 - guard.confidence / 100) continue;
    const variantValue = (visited.signups * 100) / visited.visits;
    const controlValue = (controlConversion.signups * 100) / controlConversion.visits;
    return {
      ...base,
      entry: variant.entry,
      kind: 'conversion',
      variantValue: round(variantValue),
      controlValue: round(controlValue),
      sample: visited.visits,
      reason:
        `guard: ${variant.entry} converted ${visited.signups} of ${visited.visits} visitors ` +
        `(${variantValue.toFixed(1)}%) against ${controlValue.toFixed(1)}% of ${control}, lower at ` +
        `${guard.confidence}% confidence; every visitor went back to ${control}`,
    };
  }
  return null;
}

/**
 * The marketing staff who see the site: active, and without a site limit or with this site in it. The
 * all-sites row (`siteId` null) is seen, and changed, only by staff without a site limit.
 */
async function marketingStaff(tx: DbOrTx, siteId: number | null) {
  return tx
    .select({ email: staffAccounts.email, name: staffAccounts.name, locale: staffAccounts.locale })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.role, 'marketing'),
        isNull(staffAccounts.disabledAt),
        siteId === null
          ? isNull(staffAccounts.sites)
          : or(
              isNull(staffAccounts.sites),
              sql`${staffAccounts.sites} @> ${JSON.stringify([siteId])}::jsonb`,
            ),
      ),
    );
}

export interface GuardCheckOptions {
  /** The back office's origin for the mail's link (PUBLIC_URL); else the site's own domain. */
  origin?: string | null;
}

async function rollBack(
  tx: DbOrTx,
  assignment: Assignment,
  failing: GuardRollback,
  now: Date,
  options: GuardCheckOptions,
) {
  const control: RemoteVariant[] = [{ entry: failing.control, weight: 100 }];
  const changeId = await writeAssignment(tx, assignment, 'guard', control, {
    reason: failing.reason,
    by: guardActor(failing.reason),
  });
  await tx.insert(remoteGuardNotices).values({
    site: failing.site,
    remote: failing.remote,
    entry: failing.entry,
    control: failing.control,
    kind: failing.kind,
    variantValue: failing.variantValue,
    controlValue: failing.controlValue,
    sample: failing.sample,
    changeId,
    firedAt: now,
  });
  const [site] =
    failing.site === ALL_SITES
      ? []
      : await tx.select({ id: sites.id }).from(sites).where(eq(sites.domain, failing.site));
  // The all-sites row has no domain of its own: without PUBLIC_URL the link goes to the first site's.
  const [first] = await tx.select({ domain: sites.domain }).from(sites).orderBy(sites.id).limit(1);
  const domain = failing.site === ALL_SITES ? first?.domain : failing.site;
  const origin = options.origin ?? (domain ? `https://${domain}` : null);
  for (const staff of await marketingStaff(tx, site?.id ?? null))
    await enqueueMail(tx, {
      to: staff.email,
      locale: staff.locale,
      template: 'remote_guard',
      siteId: site?.id,
      data: guardMail(staff, failing, origin),
    });
}

/**
 * One check of every guarded split, as of `now`. Under the registry's transaction-level advisory lock: a
 * second instance checking at the same moment waits, then reads the assignment the first one already set
 * back to the control (no longer a split) and does nothing, so a split is rolled back once however many
 * instances run.
 */
export async function checkErrorGuards(
  db: Db,
  now: Date = new Date(),
  options: GuardCheckOptions = {},
): Promise<GuardRollback[]> {
  return db.transaction(async (tx) => {
    await lockRegistry(tx);
    const guarded = (await loadAssignments(tx)).filter(
      (assignment): assignment is Assignment & { guard: RemoteGuard } =>
        assignment.guard !== null && assignment.variants.length > 1,
    );
    const rollbacks: GuardRollback[] = [];
    for (const assignment of guarded) {
      const failing = await firstFailing(tx, assignment, now);
      if (!failing) continue;
      await rollBack(tx, assignment, failing, now, options);
      rollbacks.push(failing);
    }
    return rollbacks;
  });
}

export interface GuardLog {
  warn: (context: object, message: string) => void;
}

/** Writes the views counted since the last tick, then checks the guards; once a minute on every instance. */
export function startErrorGuard(
  db: Db,
  views: ViewCounter,
  log: GuardLog,
  options: GuardCheckOptions = {},
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await views.flush(db);
      for (const rollback of await checkErrorGuards(db, new Date(), options))
        log.warn({ ...rollback }, `remote guard rolled ${rollback.remote} back to ${rollback.control}`);
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
