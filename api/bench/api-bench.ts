// `npm run bench -w @dating/api`: seeds BENCH_PROFILES profiles (100,000) and BENCH_MESSAGES messages
// (1,000,000) into a scratch database, starts the API server and a bare Fastify route, and measures
// GET /api/user.php, GET /api/chats.php and a member search with autocannon. Runs on PGlite, and also on
// PostgreSQL when DATABASE_URL is set (a scratch database bench_* beside it, dropped afterwards).
// Not a test: it prints figures, it does not judge them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed-demo';
import { bulkSeed } from './bulk-seed';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = DEMO_ACCOUNTS[0];
const log = (line: string) => console.log(line);

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

function start(script: string, env: Record<string, string>): ChildProcess {
  // The PGlite run must not inherit the DATABASE_URL meant for the PostgreSQL run.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up fills caches and JIT, so the measured run is the steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function scratchPostgres(base: string) {
  const name = `bench_${Date.now().toString(36)}`;
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

async function runEngine(engine: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-bench-'));
  const scratch = engine === 'postgres' ? await scratchPostgres(process.env.DATABASE_URL ?? '') : null;
  const children: ChildProcess[] = [];
  try {
    log(`\n[${engine}] seeding ${PROFILES} profiles and ${MESSAGES} messages`);
    const database = await openDatabase({
      databaseUrl: scratch?.url ?? null,
      pgliteDir: scratch ? null : join(dataDir, 'pglite'),
    });
    await seedDemoData(database.db, {
      uploadsDir: join(dataDir, 'uploads'),
      profiles: 0,
      log: { info: () => {} },
    });
    await bulkSeed(database.db, { profiles: PROFILES, messages: MESSAGES }, DEMO.email, log);
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
    const headers = { cookie, host: DEMO.domain };

    const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`);
    const rows: Row[] = [{ engine, route: 'bare Fastify GET /bare', ...bareResult, ratio: 1 }];
    const routes = [
      ['GET /api/user.php', '/api/user.php'],
      ['GET /api/chats.php', '/api/chats.php'],
      ['GET /api/members.php (search)', '/api/members.php?gender=female&country=GB&min_age=25&max_age=45'],
    ] as const;
    for (const [label, path] of routes) {
      const check = await fetch(`${base}${path}`, { headers });
      if (!check.ok)
        log(`  warning: ${label} answered ${check.status} ${(await check.text()).slice(0, 200)}`);
      const result = await measure(`${base}${path}`, headers);
      rows.push({ engine, route: label, ...result, ratio: result.rps / bareResult.rps });
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
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per route; ${PROFILES} profiles, ${MESSAGES} messages.`,
  );
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
