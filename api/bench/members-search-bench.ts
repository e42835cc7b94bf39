// `node --import tsx bench/members-search-bench.ts` (from api/): member search at BENCH_PROFILES profiles
// (100,000) on PGlite, and on PostgreSQL when DATABASE_URL is set: p50/p99 and requests per second of the
// typical searches next to a bare Fastify route in the same run, and the query plans (EXPLAIN ANALYZE) of
// the page and count queries on each engine. It prints figures; it does not judge them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/client';
import { sites, users } from '../src/db/schema/index';
import { searchQuerySchema } from '../src/features/members-search/search-query';
import { searchQueries, searchWhere } from '../src/features/members-search/search-repository';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed-demo';
import { bulkSeed } from './bulk-seed';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = DEMO_ACCOUNTS[0];

/** The searches members run most, from broad to narrow, and a deep page. */
const SEARCHES = [
  ['gender + country + ages', 'gender=female&country=GB&min_age=25&max_age=45'],
  ['+ region', 'gender=female&country=GB&countryregion=Region%203&min_age=25&max_age=45'],
  ['page 40 of the broad search', 'gender=female&country=GB&min_age=25&max_age=45&page=40'],
  ['gender only', 'gender=male'],
  [
    'few matches (similar results)',
    'gender=female&country=IE&countryregion=Region%205&min_age=70&max_age=72',
  ],
] as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

function start(script: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess) {
  for (const started = Date.now(); Date.now() - started < 180_000;) {
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

async function measure(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** EXPLAIN ANALYZE of the page and count queries of a search, as the demo member runs it. */
async function explain(db: Db, query: string) {
  const [demo] = await db
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(eq(users.email, DEMO.email));
  const [site] = await db
    .select()
    .from(sites)
    .where(eq(sites.id, demo?.siteId ?? 0));
  if (!demo || !site) throw new Error('demo member missing');
  const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const where = searchWhere({
    siteId: site.id,
    viewerId: demo.id,
    cdnPrefix: '',
    query: parsed,
    enabledFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  });
  const queries = searchQueries(db, where, parsed.page_size, (parsed.page - 1) * parsed.page_size);
  for (const [label, builder] of [
    ['page', queries.rows],
    ['count', queries.count],
  ] as const) {
    const plan = (await db.execute(sql`explain (analyze, costs off, timing on) ${builder}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`  -- ${label}: ${query}`);
    for (const row of plan.rows) console.log(`     ${Object.values(row)[0]}`);
  }
}

async function scratchPostgres(base: string) {
  const name = `bench_members_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface Row {
  engine: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

async function runEngine(engine: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-members-bench-'));
  const scratch = engine === 'postgres' ? await scratchPostgres(process.env.DATABASE_URL ?? '') : null;
  const children: ChildProcess[] = [];
  try {
    console.log(`\n[${engine}] seeding ${PROFILES} profiles`);
    const database = await openDatabase({
      databaseUrl: scratch?.url ?? null,
      pgliteDir: scratch ? null : join(dataDir, 'pglite'),
    });
    await seedDemoData(database.db, {
      uploadsDir: join(dataDir, 'uploads'),
      profiles: 0,
      log: { info: () => {} },
    });
    await bulkSeed(database.db, { profiles: PROFILES, messages: 0 }, DEMO.email, (line) => console.log(line));
    await database.db.execute(sql`analyze`);
    console.log(`\n[${engine}] query plans`);
    await explain(database.db, SEARCHES[0][1]);
    await explain(database.db, SEARCHES[1][1]);
    await database.close();

    const apiPort = await freePort();
    const barePort = await freePort();
    const api = start('src/server.ts', {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
    children.push(api, bare);
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/api/settings.php?_force_domain=${DEMO.domain}`, api);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
    const login = await fetch(`${base}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web', host: DEMO.domain },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, host: DEMO.domain };

    const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`);
    const rows: Row[] = [{ engine, route: 'bare Fastify GET /bare', ...bareResult, ratio: 1 }];
    for (const [label, query] of SEARCHES) {
      const url = `${base}/api/members.php?${query}`;
      const check = await fetch(url, { headers });
      const body = (await check.json()) as { numResults?: number; similar_numResults?: number };
      console.log(
        `  ${label}: ${check.status}, ${body.numResults} results, ${body.similar_numResults} similar`,
      );
      const result = await measure(url, headers);
      rows.push({ engine, route: `search: ${label}`, ...result, ratio: result.rps / bareResult.rps });
    }
    return rows;
  } finally {
    for (const child of children) await stop(child);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const header = ['engine', 'route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare'];
  const lines = rows.map((row) => [
    row.engine,
    row.route,
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.errors),
    `${(row.ratio * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per search; ${PROFILES} profiles.`);
}

async function main() {
  const engines: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) engines.push('postgres');
  if (process.env.BENCH_ENGINES)
    engines.splice(0, engines.length, ...(process.env.BENCH_ENGINES.split(',') as ('pglite' | 'postgres')[]));
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await runEngine(engine)));
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
