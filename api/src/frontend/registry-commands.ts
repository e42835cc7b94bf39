// What `npm run remotes -- <command>` does, on a database handle: the command line runs it on its own
// connection, or hands it to the running server when only the server may open the database (PGlite).
import { parseArgs } from 'node:util';
import { and, asc, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  ALL_SITES,
  signupRemoteVariants,
  sites,
  trackingRecords,
  type RemoteGuard,
  type RemoteVariant,
} from '../db/schema/index';
import { contractProblem } from './contract-check';
import { errorRate, versionErrors } from './remote-error-counts';
import { describeGuard, parseGuard } from './remote-error-guard';
import { isManifestUrl, normalizeSite } from './registry-file';
import {
  changeAssignment,
  changeLog,
  loadAssignments,
  registryVersion,
  rollbackAssignment,
} from './registry-store';
import { commandLineActor } from './registry-actor';
import type { RegistryActor } from './registry-store';
import { indexAssignments, variantsFor } from './remote-registry';
import {
  REMOTE_PACKAGE_NAMES,
  builtVersions,
  isBuilt,
  isRemotePackage,
  isVersion,
  packageVersion,
  remoteDistDir,
  type RemotePackage,
} from './remote-packages';

export const USAGE = `Usage:
  npm run remotes -- list [--site <domain>]
  npm run remotes -- set <remote> <version | manifest URL> [--site <domain>] [--force]
  npm run remotes -- split <remote> <entry>=<percent> <entry>=<percent> ... [--site <domain>] [--guard on | <guard>]
  npm run remotes -- canary <remote> <entry> <percent> [--site <domain>] [--guard on | <guard>]
  npm run remotes -- unset <remote> [--site <domain>]
  npm run remotes -- rollback <remote> [--site <domain>]
  npm run remotes -- history <remote> [--site <domain>]
  npm run remotes -- stats [<remote>] [--site <domain>] [--since <YYYY-MM-DD>]

<remote> is one of ${REMOTE_PACKAGE_NAMES.join(', ')}. A version must be built (<remote>/dist/<version>/).
Without --site a change applies to every site that has no assignment of its own. Percentages are whole
numbers adding up to 100; each visitor keeps their variant (cookie mf_bucket). rollback undoes the last
change (again: the one before). canary gives <entry> that share of visitors and the rest to what the
remote loads now (its heaviest variant). --guard: the first variant is the control; when another one's
error rate since the split is more than errors=<points> (default 2) above the control's (both with
min-views=<n> views, default 100), or its signup conversion is below the control's at
conversion=<confidence> % (default 95, one-sided; conversion=off: errors only; both with min-visits=<n>
visitors, default 200), every visitor goes back to the control within a minute and the site's marketing
staff are told. "on" takes every default; e.g. --guard errors=3,conversion=off. stats prints signups and views, errors and error rate per version. The registry lives in the database (DATABASE_URL, else PGlite in $DATA_DIR).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CommandContext {
  db: Db;
  /** The repository root with each remote's package.json and dist/. */
  root: string;
  /** Who the change is by; the command line's operating-system user unless a test says otherwise. */
  by?: RegistryActor;
}

/**
 * Why an entry cannot be served, or null when it can. `force` takes a build whose @dating/shared range the
 * shell does not satisfy (its area then shows its error state: for trying a rollback path, not for visitors).
 */
export function entryProblem(
  root: string,
  remote: RemotePackage,
  entry: string,
  force = false,
): string | null {
  if (isManifestUrl(entry)) return null;
  if (!isVersion(entry))
    return `"${entry}" is neither a version (like 1.4.0) nor an http(s) URL of an mf-manifest.json.`;
  if (isBuilt(root, remote, entry)) {
    const contract = force ? null : contractProblem(root, remoteDistDir(root, remote, entry));
    return contract && `${remote} ${entry} cannot run in this shell: ${contract} (--force assigns it anyway)`;
  }
  const built = builtVersions(root, remote);
  return (
    `${remote} ${entry} is not built (no ${remote}/dist/${entry}/mf-manifest.json). ` +
    `Build it with: REMOTE_VERSION=${entry} npx lerna run build --scope @dating/${remote}\n` +
    `Built versions: ${built.join(', ') || 'none'}.`
  );
}

/** `a=50 b=50` into variants; a URL may hold `=` itself, so the weight is what follows the last one. */
export function parseSplit(args: readonly string[]): RemoteVariant[] | string {
  if (args.length < 2) return 'A split needs at least two variants, like 1.4.0=50 1.5.0=50.';
  const variants: RemoteVariant[] = [];
  for (const arg of args) {
    const at = arg.lastIndexOf('=');
    const entry = arg.slice(0, at);
    const weight = arg.slice(at + 1);
    if (at <= 0 || !/^\d{1,3}$/.test(weight) || Number(weight) < 1 || Number(weight) > 99)
      return `"${arg}" is not <entry>=<percent> with a whole percentage from 1 to 99.`;
    if (variants.some((variant) => variant.entry === entry)) return `"${entry}" is listed twice.`;
    variants.push({ entry, weight: Number(weight) });
  }
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total !== 100) return `The percentages add up to ${total}, not 100.`;
  return variants;
}

export function describeVariants(variants: readonly RemoteVariant[] | null): string {
  if (!variants) return '(no assignment)';
  const [only] = variants;
  if (only && variants.length === 1) return only.entry;
  return variants.map((variant) => `${variant.entry} ${variant.weight}%`).join(' / ');
}

const where = (site: string) => (site === ALL_SITES ? 'for all sites' : `for ${site}`);

export async function runRegistryCommand(
  argv: string[],
  context: CommandContext,
  io: CliIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        site: { type: 'string' },
        since: { type: 'string' },
        force: { type: 'boolean' },
        guard: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, remote, ...rest] = parsed.positionals;
  const { db, root } = context;
  const by = context.by ?? commandLineActor();

  let site = ALL_SITES;
  if (parsed.values.site !== undefined) {
    site = normalizeSite(parsed.values.site);
    const known = (await db.select({ domain: sites.domain }).from(sites).orderBy(asc(sites.id))).map(
      (row) => row.domain,
    );
    // A fresh database without sites yet accepts any domain; otherwise a typo would silently change nothing.
    if (known.length > 0 && !known.includes(site)) {
      io.err(`Unknown site "${parsed.values.site}". Sites: ${known.join(', ')}.`);
      return 2;
    }
  }

  if (command === 'list') return list(context, site, io);
  if (command === 'stats') return stats(db, remote, site, parsed.values.since, io);
  if (!['set', 'split', 'canary', 'unset', 'rollback', 'history'].includes(command ?? '') || !remote) {
    io.err(USAGE);
    return 2;
  }
  if (!isRemotePackage(remote)) {
    io.err(`Unknown remote "${remote}". Remotes: ${REMOTE_PACKAGE_NAMES.join(', ')}.`);
    return 2;
  }
  const key = { site, remote };

  if (command === 'history') {
    const log = await changeLog(db, key);
    io.out(`Changes of ${remote} ${where(site)}, oldest first:`);
    if (log.length === 0) io.out('  none');
    for (const change of log)
      io.out(
        `  #${change.id} ${change.createdAt.toISOString().slice(0, 19).replace('T', ' ')}  ${(change.by ?? '-').padEnd(16)} ${change.action.padEnd(8)} ${describeVariants(change.variants)}${change.reason ? `  (${change.reason})` : ''}`,
      );
    return 0;
  }

  if (command === 'rollback') {
    const result = await rollbackAssignment(db, key, by);
    if (!result.rolledBack) {
      io.err(`${remote} has no change ${where(site)} to roll back.`);
      return 1;
    }
    io.out(
      `${remote} ${where(site)} is back to ${result.variants ? describeVariants(result.variants) : fallbackText(root, remote, site)}. Takes effect on the next page load.`,
    );
    return 0;
  }

  if (command === 'unset') {
    if (rest.length > 0) {
      io.err(USAGE);
      return 2;
    }
    await changeAssignment(db, key, null, 'unset', null, by);
    io.out(`${remote} ${where(site)} follows ${fallbackText(root, remote, site)} again.`);
    return 0;
  }

  let guard: RemoteGuard | null = null;
  if (parsed.values.guard !== undefined) {
    const parsedGuard =
      command === 'set' ? 'Only a split or a canary takes a guard.' : parseGuard(parsed.values.guard);
    if (typeof parsedGuard === 'string') {
      io.err(parsedGuard);
      return 2;
    }
    guard = parsedGuard;
  }
  let variants: RemoteVariant[];
  if (command === 'set') {
    const [entry] = rest;
    if (entry === undefined || rest.length !== 1) {
      io.err(USAGE);
      return 2;
    }
    variants = [{ entry, weight: 100 }];
  } else if (command === 'canary') {
    const canary = await canaryVariants(context, site, remote, rest);
    if (typeof canary === 'string') {
      io.err(canary);
      return 2;
    }
    variants = canary;
  } else {
    const split = parseSplit(rest);
    if (typeof split === 'string') {
      io.err(split);
      return 2;
    }
    variants = split;
  }
  for (const variant of variants) {
    const problem = entryProblem(root, remote, variant.entry, parsed.values.force ?? false);
    if (problem) {
      io.err(problem);
      return isVersion(variant.entry) ? 1 : 2;
    }
  }
  await changeAssignment(db, key, variants, 'set', guard, by);
  io.out(`${remote} -> ${describeVariants(variants)} ${where(site)}. Takes effect on the next page load.`);
  if (guard) io.out(`Guard: ${describeGuard(guard)} (${variants[0]?.entry}).`);
  return 0;
}

/** `<entry> <percent>` beside what the remote loads now on the site: its heaviest variant, else its default. */
async function canaryVariants(
  { db, root }: CommandContext,
  site: string,
  remote: RemotePackage,
  args: readonly string[],
): Promise<RemoteVariant[] | string> {
  const [entry, percent] = args;
  if (entry === undefined || percent === undefined || args.length !== 2) return USAGE;
  if (!/^\d{1,2}$/.test(percent) || Number(percent) < 1)
    return `"${percent}" is not a whole percentage from 1 to 99.`;
  const assigned = variantsFor(indexAssignments(await loadAssignments(db)), site, remote);
  const heaviest = assigned && [...assigned.variants].sort((a, b) => b.weight - a.weight)[0];
  const current = heaviest ? heaviest.entry : packageVersion(root, remote);
  if (current === entry)
    return `${remote} already loads ${entry} ${where(site)}; use set to give it everyone.`;
  return [
    { entry: current, weight: 100 - Number(percent) },
    { entry, weight: Number(percent) },
  ];
}

function fallbackText(root: string, remote: RemotePackage, site: string): string {
  return site === ALL_SITES
    ? `its package version (${packageVersion(root, remote)})`
    : 'the all-sites assignment (or its package version)';
}

async function list({ db, root }: CommandContext, site: string, io: CliIo): Promise<number> {
  const rows = await loadAssignments(db);
  const assignments = indexAssignments(rows);
  const version = await registryVersion(db);
  // The last day's error rate beside each entry served, so a bad variant shows where it is assigned.
  const day = new Date(Date.now() - 24 * 3600_000);
  const errors = await versionErrors(db, { site, since: day, bySite: false });
  const rateOf = (remote: string, entry: string) => {
    const row = errors.find((candidate) => candidate.remote === remote && candidate.entry === entry);
    const rate = row ? errorRate(row) : null;
    return rate === null || !row ? '' : ` [${rate.toFixed(1)}% errors in ${row.views} views, 24 h]`;
  };
  io.out(`Remote registry (database, change #${version}) ${where(site)}:`);
  for (const remote of REMOTE_PACKAGE_NAMES) {
    const assigned = variantsFor(assignments, site === ALL_SITES ? null : site, remote);
    const guard = rows.find(
      (row) => row.remote === remote && row.site === (assigned?.from === 'site' ? site : ALL_SITES),
    )?.guard;
    const entries = assigned
      ? assigned.variants.map((variant) => variant.entry)
      : [packageVersion(root, remote)];
    const current = assigned
      ? `${describeVariants(assigned.variants)}   (${assigned.from} assignment${guard ? `, guard +${guard.errorMargin} points${guard.conversion ? `, conversion ${guard.confidence}%` : ''}` : ''})`
      : `${packageVersion(root, remote)}   (package version)`;
    io.out(
      `  ${remote.padEnd(12)} ${current}; built: ${builtVersions(root, remote).join(', ') || 'none'}` +
        entries
          .map((entry) => rateOf(remote, entry) && `\n${' '.repeat(15)}${entry}${rateOf(remote, entry)}`)
          .join(''),
    );
  }
  return 0;
}

async function stats(
  db: Db,
  remote: string | undefined,
  site: string,
  since: string | undefined,
  io: CliIo,
): Promise<number> {
  if (remote !== undefined && !isRemotePackage(remote)) {
    io.err(`Unknown remote "${remote}". Remotes: ${REMOTE_PACKAGE_NAMES.join(', ')}.`);
    return 2;
  }
  if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))) {
    io.err(`--since takes a date like 2026-11-01, not "${since}".`);
    return 2;
  }
  const rows = await db
    .select({
      site: sites.domain,
      remote: signupRemoteVariants.remote,
      entry: signupRemoteVariants.entry,
      signups: countDistinct(signupRemoteVariants.id),
      // Paid traffic: signups that came with a tracking record (network, ref, sub ids).
      tracked: countDistinct(trackingRecords.id),
    })
    .from(signupRemoteVariants)
    .innerJoin(sites, eq(sites.id, signupRemoteVariants.siteId))
    .leftJoin(trackingRecords, eq(trackingRecords.userId, signupRemoteVariants.userId))
    .where(
      and(
        remote ? eq(signupRemoteVariants.remote, remote) : undefined,
        site !== ALL_SITES ? eq(sites.domain, site) : undefined,
        since ? gte(signupRemoteVariants.createdAt, new Date(`${since}T00:00:00Z`)) : undefined,
      ),
    )
    .groupBy(sites.domain, signupRemoteVariants.remote, signupRemoteVariants.entry)
    .orderBy(
      asc(sites.domain),
      asc(signupRemoteVariants.remote),
      sql`count(distinct ${signupRemoteVariants.id}) desc`,
      asc(signupRemoteVariants.entry),
    );
  io.out(
    `Signups per remote variant${site === ALL_SITES ? '' : ` on ${site}`}${since ? ` since ${since}` : ''}:`,
  );
  if (rows.length === 0) io.out('  none yet');
  else {
    io.out(`  ${'site'.padEnd(24)} ${'remote'.padEnd(12)} ${'variant'.padEnd(24)} signups  tracked`);
    for (const row of rows)
      io.out(
        `  ${row.site.padEnd(24)} ${row.remote.padEnd(12)} ${row.entry.padEnd(24)} ${String(row.signups).padEnd(8)} ${row.tracked}`,
      );
  }
  await printErrors(db, { site, remote, since: since ? new Date(`${since}T00:00:00Z`) : null }, io);
  return 0;
}

async function printErrors(
  db: Db,
  filter: { site: string; remote: string | undefined; since: Date | null },
  io: CliIo,
): Promise<void> {
  const rows = await versionErrors(db, filter);
  io.out('');
  io.out('Views and browser errors per remote version (load / render / unhandled):');
  if (rows.length === 0) {
    io.out('  none yet');
    return;
  }
  io.out(
    `  ${'site'.padEnd(24)} ${'remote'.padEnd(12)} ${'variant'.padEnd(24)} ${'views'.padEnd(8)} ${'errors'.padEnd(16)} rate`,
  );
  for (const row of rows) {
    const rate = errorRate(row);
    const kinds = `${row.errors} (${row.load}/${row.render}/${row.unhandled})`;
    io.out(
      `  ${row.site.padEnd(24)} ${row.remote.padEnd(12)} ${row.entry.padEnd(24)} ${String(row.views).padEnd(8)} ${kinds.padEnd(16)} ${rate === null ? '-' : `${rate.toFixed(1)}%`}${row.lastError ? `  last: ${row.lastError}` : ''}`,
    );
  }
}
