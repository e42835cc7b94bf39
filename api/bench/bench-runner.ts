// What the API benchmarks share: a scratch database per engine (PGlite, and PostgreSQL when DATABASE_URL is
// set), the API server and a bare Fastify route started beside it, a logged-in demo member, autocannon runs
// and the table of results. Each benchmark says only what it seeds and which URLs it measures.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed-demo';
import { createScratchPostgres } from '../src/testing/scratch-postgres';

export type Engine = 'pglite' | 'postgres';

export const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DEMO = DEMO_ACCOUNTS[0];

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Row {
  engine: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests per second as a share of the yardstick's (the bare route's, or the route's same-work twin). */
  ratio: number;
  /** SQL statements the API server sent per request (PostgreSQL only). */
  queries?: number;
  /**
   * CPU time per request (Linux only) of the API server process, and of the PostgreSQL backends connected to
   * the scratch database: what a request costs whatever else the machine runs, where p99 and req/s move with
   * the load of other work on the same cores.
   */
  apiCpuMs?: number;
  pgCpuMs?: number;
  /**
   * The machine's load average (1 minute) when the measured run ended: this machine's speed varies several
   * times over with other work, so no figure is printed without it.
   */
  load?: number;
  /**
   * The yardstick's server and database CPU per request as a share of the route's: what the route costs
   * beyond the same work, much less moved by the machine's load than req/s.
   */
  cpuRatio?: number;
}

/** The 1-, 5- and 15-minute load averages, as printed beside every figure. */
export const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** user + system CPU time of processes so far, in ms (/proc, Linux); null elsewhere or once one is gone. */
function cpuMsOf(pids: number[]): number | null {
  let ticks = 0;
  try {
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the
      // 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  // USER_HZ is 100 on every Linux build that matters here.
  return ticks * 10;
}

/** The server processes a measured run is charged to: the API's, and PostgreSQL's for the scratch database. */
interface CpuAccount {
  apiPid: number | undefined;
  pgPids(): Promise<number[]>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `BENCH_CPU_PROFILE=<folder>` has the API server write a V8 CPU profile there when it stops (open it in
 * Chrome's DevTools, or summarise it with `bench/profile-summary.ts`): where the per-request time goes.
 */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;

function start(
  script: string,
  env: Record<string, string>,
  preload: string[] = [],
  nodeFlags: string[] = [],
): ChildProcess {
  // The PGlite run must not inherit the DATABASE_URL meant for the PostgreSQL run.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  return spawn(process.execPath, [...nodeFlags, ...imports, script], {
    cwd: apiRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(url: string, headers: Record<string, string> = {}, account?: CpuAccount) {
  // A short warm-up fills caches and JIT, so the measured run is the steady state (and opens the API's
  // pool connections, whose backends are then charged below).
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  return measureOnce(url, headers, account, DURATION);
}

async function measureOnce(
  url: string,
  headers: Record<string, string>,
  account: CpuAccount | undefined,
  duration: number,
) {
  const pgPids = (await account?.pgPids()) ?? [];
  const apiBefore = account?.apiPid ? cpuMsOf([account.apiPid]) : null;
  const pgBefore = pgPids.length ? cpuMsOf(pgPids) : null;
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const apiAfter = account?.apiPid ? cpuMsOf([account.apiPid]) : null;
  const pgAfter = pgPids.length ? cpuMsOf(pgPids) : null;
  const requests = result.requests.total;
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || requests === 0 ? undefined : (after - before) / requests;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    apiCpuMs: perRequest(apiBefore, apiAfter),
    pgCpuMs: perRequest(pgBefore, pgAfter),
    load: loadavg()[0],
    requests,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;
const cpuOf = (m: Measured) => (m.apiCpuMs ?? NaN) + (m.pgCpuMs ?? NaN);

/**
 * BENCH_ROUNDS (3): a route and its yardstick are measured in turns, DURATION / ROUNDS seconds each, so both
 * see the same drift of the machine's load (other work on these cores moves req/s several times over from
 * one minute to the next). Requests per second and CPU are summed over the rounds, p50 and p99 are the
 * rounds' medians.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

async function measureInTurns(
  runs: { url: string; account?: CpuAccount }[],
  headers: Record<string, string>,
): Promise<Measured[]> {
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (const run of runs) await autocannon({ url: run.url, connections: CONNECTIONS, duration: 2, headers });
  const rounds: { requests: number; seconds: number; result: Measured }[][] = runs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, run] of runs.entries()) {
      const started = performance.now();
      const result = await measureOnce(run.url, headers, run.account, slice);
      rounds[i]?.push({ requests: result.requests, seconds: (performance.now() - started) / 1000, result });
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
  return rounds.map((list) => {
    const requests = list.reduce((sum, r) => sum + r.requests, 0);
    const cpu = (pick: (m: Measured) => number | undefined) =>
      list.every((r) => pick(r.result) !== undefined)
        ? list.reduce((sum, r) => sum + (pick(r.result) ?? 0) * r.requests, 0) / requests
        : undefined;
    return {
      rps: list.reduce((sum, r) => sum + r.result.rps, 0) / list.length,
      p50: median(list.map((r) => r.result.p50)),
      p99: median(list.map((r) => r.result.p99)),
      errors: list.reduce((sum, r) => sum + r.result.errors, 0),
      apiCpuMs: cpu((m) => m.apiCpuMs),
      pgCpuMs: cpu((m) => m.pgCpuMs),
      load: loadavg()[0],
      requests,
    };
  });
}

/** The API's SQL statements per request of a URL, over a few requests in a row (query-counter.ts). */
async function queriesPerRequest(url: string, headers: Record<string, string>, counterPort: number) {
  const counted = async () => Number(await (await fetch(`http://127.0.0.1:${counterPort}/`)).text());
  const REQUESTS = 20;
  const before = await counted();
  for (let i = 0; i < REQUESTS; i++) await (await fetch(url, { headers })).arrayBuffer();
  return ((await counted()) - before) / REQUESTS;
}

async function logIn(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/user.php?_force_domain=${DEMO.domain}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web', host: DEMO.domain },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, host: DEMO.domain };
}

export interface BenchServer {
  engine: Engine;
  /** The API server's origin. */
  base: string;
  /** The demo member's session cookie and site. */
  headers: Record<string, string>;
  /** The bare server's origin (its `/static/` files are the yardstick of the pages the API writes). */
  bareBase: string;
  /** Measures a URL as the demo member (or with `headers` instead), next to the bare route; an API URL with its queries. */
  measure(label: string, url: string, headers?: Record<string, string>): Promise<Row>;
  /**
   * Measures an API path as the demo member right after its same-work yardstick (the bare server's
   * `/same<path>`, PostgreSQL only; elsewhere the bare route) and counts the API's queries per request.
   * Returns the yardstick's row and the route's, whose ratio is to that yardstick.
   */
  measureAgainstYardstick(label: string, path: string): Promise<Row[]>;
  /**
   * Measures a URL as the demo member right after the same SQL run directly through `pg` (PostgreSQL only;
   * elsewhere the bare route): the statements one request of the URL sent, captured in the API server,
   * replayed by the bare server with the same values. Returns the yardstick's row and the route's.
   */
  measureAgainstSql(label: string, url: string): Promise<Row[]>;
}

export interface BenchEngineOptions {
  /** Names the scratch folder and the scratch PostgreSQL database (`<name>_<time>`). */
  name: string;
  /** Fills the scratch database after the demo sites and accounts; closed again before the server starts. */
  seed(db: Db, engine: Engine): Promise<void>;
  /** Runs after `seed`, and on a reused database instead of it (query plans, say). */
  inspect?(db: Db, engine: Engine): Promise<void>;
  /** Measures what the benchmark is about; the bare route's row comes first in the result. */
  run(server: BenchServer): Promise<Row[]>;
}

/** One engine's run: scratch database, seed, servers, bare route, then the benchmark's own routes. */
/**
 * Seeding 1,000,000 profiles takes minutes. `BENCH_KEEP_DATABASE=1` keeps the PostgreSQL scratch database
 * after the run and prints its URL; `BENCH_REUSE_DATABASE=<that URL>` runs the PostgreSQL benchmark on it
 * again without seeding (the migrations added since are applied as the API applies them; then ANALYZE), and
 * keeps it too.
 */
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE;
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1' || Boolean(REUSE_DATABASE);

/** One engine's run: scratch database, seed, servers, bare route, then the benchmark's own routes. */
export async function runEngine(engine: Engine, options: BenchEngineOptions): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `dating-${options.name}-`));
  const reuse = engine === 'postgres' && REUSE_DATABASE ? REUSE_DATABASE : null;
  const scratch =
    engine !== 'postgres'
      ? null
      : reuse
        ? { url: reuse, drop: async () => {} }
        : await createScratchPostgres(process.env.DATABASE_URL ?? '', options.name);
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const database = await openDatabase({
      databaseUrl: scratch?.url ?? null,
      pgliteDir: scratch ? null : join(dataDir, 'pglite'),
    });
    if (reuse) {
      console.log(`\n[${engine}] reusing ${reuse} (not seeded again)`);
      await database.db.execute(sql`analyze`);
    } else {
      await seedDemoData(database.db, {
        uploadsDir: join(dataDir, 'uploads'),
        profiles: 0,
        log: { info: () => {} },
      });
      await options.seed(database.db, engine);
    }
    await options.inspect?.(database.db, engine);
    await database.close();

    const apiPort = await freePort();
    const barePort = await freePort();
    const counterPort = await freePort();
    const api = start(
      'src/server.ts',
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        BENCH_QUERY_COUNTER_PORT: String(counterPort),
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
      ['./bench/query-counter.ts'],
      CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
    );
    const bare = start('bench/bare-server.ts', {
      PORT: String(barePort),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    children.push(api, bare);
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/api/settings.php?_force_domain=${DEMO.domain}`, api);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
    const headers = await logIn(base);

    // The backends of the scratch database but this benchmark's own connection (the bare server's are idle
    // while the API is measured).
    const pgAccount = scratch ? new pg.Client({ connectionString: scratch.url }) : null;
    if (pgAccount) {
      await pgAccount.connect();
      cleanups.push(() => pgAccount.end());
    }
    const account: CpuAccount = {
      apiPid: api.pid,
      async pgPids() {
        if (!pgAccount) return [];
        const { rows } = await pgAccount.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return rows.map((row) => row.pid);
      },
    };
    const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`);
    const bareRow: Row = { engine, route: 'bare Fastify GET /bare', ...bareResult, ratio: 1 };
    const server: BenchServer = {
      engine,
      base,
      bareBase: `http://127.0.0.1:${barePort}`,
      headers,
      async measure(label, url, asWho = headers) {
        const queries = url.startsWith(base) ? await queriesPerRequest(url, asWho, counterPort) : undefined;
        const result = await measure(url, asWho, account);
        return { engine, route: label, ...result, queries, ratio: result.rps / bareResult.rps };
      },
      measureAgainstSql: async () => [],
      async measureAgainstYardstick(label, path) {
        const url = `${base}${path}`;
        if (!scratch) return [await server.measure(label, url)];
        const yardstickUrl = `http://127.0.0.1:${barePort}/same${path}`;
        const [ours, theirs] = await Promise.all(
          [url, yardstickUrl].map(async (u) => (await fetch(u, { headers })).json() as Promise<unknown>),
        );
        if (!isDeepStrictEqual(ours, theirs)) {
          console.log(`  warning: the yardstick of ${label} answers other JSON than the route:`);
          const [a, b] = [JSON.stringify(ours), JSON.stringify(theirs)];
          let at = 0;
          while (at < a.length && a[at] === b[at]) at++;
          console.log(`    route:     ...${a.slice(Math.max(0, at - 80), at + 120)}`);
          console.log(`    yardstick: ...${b.slice(Math.max(0, at - 80), at + 120)}`);
        }
        const queries = await queriesPerRequest(url, headers, counterPort);
        // The twin is charged like the API: its own process, and the database's backends.
        const twin: CpuAccount = { apiPid: bare.pid, pgPids: account.pgPids };
        const [yardstick, result] = await measureInTurns(
          [
            { url: yardstickUrl, account: twin },
            { url, account },
          ],
          headers,
        );
        if (!yardstick || !result) throw new Error('no measurement');
        return [
          {
            engine,
            route:
              process.env.BENCH_TWIN_PLANS === 'custom'
                ? `  same-work yardstick (pg, 1 query planned per request)`
                : `  same-work yardstick (pg, 1 prepared query)`,
            ...yardstick,
            ratio: 1,
            queries: 1,
          },
          {
            engine,
            route: label,
            ...result,
            ratio: result.rps / yardstick.rps,
            queries,
            cpuRatio: cpuOf(yardstick) / cpuOf(result),
          },
        ];
      },
    };
    server.measureAgainstSql = async (label, url) => {
      if (!scratch) return [await server.measure(label, url)];
      const counted = async () => Number(await (await fetch(`http://127.0.0.1:${counterPort}/`)).text());
      await (await fetch(url, { headers })).arrayBuffer();
      const before = await counted();
      await (await fetch(url, { headers })).arrayBuffer();
      const statements = (
        (await (await fetch(`http://127.0.0.1:${counterPort}/statements?since=${before}`)).json()) as {
          name?: string;
          text: string;
          values: unknown[];
        }[]
      )
        // The site list's once-a-second version check is the server's, not the request's.
        .filter((statement) => !/staff_audit|from "sites"/.test(statement.text))
        .map(({ name, text, values }) => ({ name, text, values }));
      const { id } = (await (
        await fetch(`http://127.0.0.1:${barePort}/sql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(statements),
        })
      ).json()) as { id: number };
      const yardstickUrl = `http://127.0.0.1:${barePort}/sql/${id}`;
      const twin: CpuAccount = { apiPid: bare.pid, pgPids: account.pgPids };
      const [yardstick, result] = await measureInTurns(
        [
          { url: yardstickUrl, account: twin },
          { url, account },
        ],
        headers,
      );
      if (!yardstick || !result) throw new Error('no measurement');
      return [
        {
          engine,
          route: `  the same ${statements.length} statements through pg`,
          ...yardstick,
          ratio: 1,
          queries: statements.length,
        },
        {
          engine,
          route: label,
          ...result,
          ratio: result.rps / yardstick.rps,
          queries: statements.length,
          cpuRatio: cpuOf(yardstick) / cpuOf(result),
        },
      ];
    };
    return [bareRow, ...(await options.run(server))];
  } finally {
    for (const cleanup of cleanups) await cleanup();
    for (const child of children) await stop(child);
    if (scratch && engine === 'postgres' && KEEP_DATABASE) console.log(`\n[${engine}] kept ${scratch.url}`);
    else await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[], footer: string) {
  const header = [
    'engine',
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'vs yardstick',
    'queries',
    'server CPU ms/req',
    'PG CPU ms/req',
    'CPU vs yardstick',
    'load 1 min',
  ];
  const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));
  const lines = rows.map((row) => [
    row.engine,
    row.route,
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.errors),
    `${(row.ratio * 100).toFixed(1)} %`,
    row.queries === undefined ? '' : row.queries.toFixed(2),
    ms(row.apiCpuMs),
    ms(row.pgCpuMs),
    row.cpuRatio === undefined || Number.isNaN(row.cpuRatio) ? '' : `${(row.cpuRatio * 100).toFixed(1)} %`,
    row.load === undefined ? '' : row.load.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`\n${footer}`);
  console.log(`Load average (1 / 5 / 15 min) at the end: ${loadNow()}; ${cpus().length} cores.`);
}

/** PGlite, plus PostgreSQL when DATABASE_URL is set; BENCH_ENGINES=pglite,postgres picks them outright. */
function enginesToRun(): Engine[] {
  if (process.env.BENCH_ENGINES) return process.env.BENCH_ENGINES.split(',') as Engine[];
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Runs the benchmark on every engine in turn and prints one table; exits 1 on a failure. */
export function runBenchmark(options: BenchEngineOptions, footer: string) {
  (async () => {
    const rows: Row[] = [];
    console.log(`Load average (1 / 5 / 15 min) at the start: ${loadNow()}; ${cpus().length} cores.`);
    for (const engine of enginesToRun()) rows.push(...(await runEngine(engine, options)));
    printTable(rows, footer);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
