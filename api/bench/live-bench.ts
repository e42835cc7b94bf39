// `npm run bench:live`: BENCH_LIVE_CLIENTS WebSocket clients (10,000), in pairs, relay 1:1 frames at
// BENCH_LIVE_RATE per second (2,000) for BENCH_LIVE_SECONDS (20) through
//   1. a bare `ws` relay (the yardstick),
//   2. the real API server: session cookie, Origin check, the participant and block check (read from
//      PostgreSQL once per socket and conversation, and on each side of the relay),
//      the hub and fan-out (the typing frame, the one relay a client drives itself),
//   3. two API servers over Redis, each pair split across them (with REDIS_URL, default local Redis).
// Prints p50/p99 delivery latency, loss and server memory per connection.
// Then, on the same connected clients, chat messages: each pair's first member sends through the real
// `POST /api/messages.php` (session, CSRF, rate limit, the send's transaction, the live fan-out) at each rate
// of BENCH_LIVE_CHAT_RATES (1000,2000 messages/s) for BENCH_LIVE_CHAT_SECONDS (10), and the bench times each
// from the sender's request to the `message.new` frame on the recipient's socket; the yardstick is the raw
// `ws` relay storing each message with one PostgreSQL insert (`POST /send` of raw-relay-server.ts).
// BENCH_LIVE_PARTS=typing or =chat runs one part only. Every row carries the machine's load average.
// Needs PostgreSQL (DATABASE_URL, or 127.0.0.1:5432); uses a scratch database, dropped afterwards. Not a
// test: it prints figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { createScratchPostgres } from '../src/testing/scratch-postgres';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 10_000) & ~1;
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 2_000);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHAT_RATES = (process.env.BENCH_LIVE_CHAT_RATES ?? '1000,2000').split(',').map(Number);
const CHAT_SECONDS = Number(process.env.BENCH_LIVE_CHAT_SECONDS ?? 10);
const PARTS = (process.env.BENCH_LIVE_PARTS ?? 'typing,chat').split(',');
/** `BENCH_CPU_PROFILE=<folder>`: each API server writes a V8 CPU profile there when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
// The server relays one typing frame per conversation every 2 s: each pair may send at most that often.
const rate = Math.min(RATE, Math.floor(CLIENTS / 2 / 2.2));
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const HOST = 'flirt.test';

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}

interface Server {
  process: ChildProcess;
  port: number;
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0);
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(ready);
      if (match) {
        child.stdout?.off('data', onData);
        resolve({ process: child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output.slice(-2000)}`)));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startApi(databaseUrl: string, redis: string | null): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '10000',
    NODE_ENV: 'production',
    // The scratch sites use the sandbox provider and no mail server: production mode refuses that otherwise.
    ALLOW_SANDBOX_PAYMENTS: '1',
  };
  if (redis) env.REDIS_URL = redis;
  else delete env.REDIS_URL;
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    // The server logs (pino) on stdout: only warnings and errors, shown so a failed start says why.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/settings.php`, { headers: { host: HOST } }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { process: child, port };
    await sleep(200);
  }
  throw new Error('API server did not start');
}

/** Members in pairs, each pair with a conversation, each member with a session token `bench-<id>`. */
async function seed(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: siteRows } = await client.query<{ id: number }>('select id from sites where domain = $1', [
      HOST,
    ]);
    const siteId = must(siteRows[0], 'the bench site').id;
    const { rows } = await client.query<{ id: number }>(
      `insert into users (site_id, email, password_hash, status, language)
       select $1, 'live' || g || '@bench.test', 'x', 'confirmed', 'en' from generate_series(1, $2) g returning id`,
      [siteId, CLIENTS],
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    // Premium members with credits: every chat message is allowed (no free-conversation limit) and charged.
    await client.query(
      `update users set paid_user = true, credits = 1000000 where email like 'live%@bench.test'`,
    );
    await client.query(
      `insert into profiles (user_id, site_id, name, status, gender, sexuality, birth_date, country)
       select id, $1, 'Bench ' || id, 'active', case when id % 2 = 0 then 'male' else 'female' end, 'hetero', '1990-01-01', 'GB'
       from users where email like 'live%@bench.test'`,
      [siteId],
    );
    const { rows: columns } = await client.query(
      `select 1 from information_schema.columns where table_name = 'sessions' and column_name = 'site_id'`,
    );
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at${columns.length ? ', site_id' : ''})
       select encode(sha256(('bench-' || id)::bytea), 'hex'), id, now() + interval '1 day'${columns.length ? ', site_id' : ''}
       from users where email like 'live%@bench.test'`,
    );
    await client.query(
      `with pairs as (select u.id as low, lead(u.id) over (order by u.id) as high, row_number() over (order by u.id) as n
                      from users u where email like 'live%@bench.test'),
            made as (insert into conversations (user_low_id, user_high_id)
                     select low, high from pairs where n % 2 = 1 returning id, user_low_id, user_high_id)
       insert into conversation_participants (conversation_id, user_id, other_user_id)
       select id, user_low_id, user_high_id from made union all select id, user_high_id, user_low_id from made`,
    );
    return ids;
  } finally {
    await client.end();
  }
}

async function conversationsOf(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number; low: number }>(
    'select id, user_low_id as low from conversations',
  );
  await client.end();
  return new Map(rows.map((row) => [row.low, row.id]));
}

interface Result {
  label: string;
  sent: number;
  received: number;
  p50: number;
  p99: number;
  kbPerConnection: number;
  /** The machine's 1-minute load average when the relay ended: other work makes the tail noisy. */
  load: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function openAll(urls: string[], headers: (i: number) => Record<string, string>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(urls.length);
  let next = 0;
  // A few hundred handshakes at a time: the listen backlog would drop more.
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      sockets[i] = await new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(must(urls[i], 'url'), { headers: headers(i) });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    }
  };
  await Promise.all(Array.from({ length: 200 }, worker));
  return sockets;
}

/**
 * Drives the relay: member 2k sends to member 2k+1 (conversation c) at the given rate, one frame in flight
 * per pair; the receiver measures from the sender's clock (same process).
 */
async function drive(
  label: string,
  sockets: WebSocket[],
  frameFor: (pair: number) => string,
  conversationOf: (pair: number) => number,
  serverPids: number[],
  baselineKb: number,
): Promise<Result> {
  const pairs = sockets.length / 2;
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  for (let pair = 0; pair < pairs; pair++) {
    must(sockets[2 * pair + 1], 'receiver').on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; payload: { conversationId: number } };
      if (frame.type !== 'typing') return;
      const started = sentAt.get(frame.payload.conversationId);
      if (started === undefined) return;
      sentAt.delete(frame.payload.conversationId);
      latencies.push(performance.now() - started);
      received++;
    });
  }
  const kbPerConnection =
    (serverPids.reduce((sum, pid) => sum + rssKb(pid), 0) - baselineKb) / sockets.length;
  let sent = 0;
  let pair = 0;
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  let owed = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    owed += perTick;
    while (owed >= 1) {
      owed -= 1;
      const conversation = conversationOf(pair);
      if (!sentAt.has(conversation)) {
        sentAt.set(conversation, performance.now());
        must(sockets[2 * pair], 'sender').send(frameFor(pair));
        sent++;
      }
      pair = (pair + 1) % pairs;
    }
    await sleep(tickMs);
  }
  await sleep(3_000);
  latencies.sort((a, b) => a - b);
  return {
    label,
    sent,
    received,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    kbPerConnection,
    load: loadavg()[0] ?? NaN,
  };
}

interface ChatResult {
  label: string;
  /** Messages per second asked for. */
  rate: number;
  /** Requests started (a pair whose previous message is still on its way skips its turn). */
  sent: number;
  /** Answered 2xx. */
  stored: number;
  /** Non-2xx answers and failed requests. */
  failed: number;
  /** Still unanswered when the bench stopped waiting (30 s after the last request). */
  unanswered: number;
  /** Sent, not refused, and never seen on the recipient's socket. */
  lost: number;
  p50: number;
  p99: number;
  load: number;
}

// Keep-alive connections for the senders' requests, few enough not to starve the servers' accept queue.
const agent = new Agent({ keepAlive: true, maxSockets: 128 });

function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Chat messages: member 2k sends to member 2k+1 at `rate` messages/s, one message in flight per pair; the
 * time runs from the start of the sender's request to the `message.new` frame on the recipient's socket.
 */
async function driveChat(
  label: string,
  rate: number,
  sockets: WebSocket[],
  send: (pair: number, body: string) => Promise<number>,
  conversationOf: (pair: number) => number,
): Promise<ChatResult> {
  const pairs = sockets.length / 2;
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const pending = new Set<number>();
  let stored = 0;
  let failed = 0;
  const receive = (data: WebSocket.RawData) => {
    const frame = JSON.parse(String(data)) as { type: string; payload: { conversationId: number } };
    if (frame.type !== 'message.new') return;
    const started = sentAt.get(frame.payload.conversationId);
    if (started === undefined) return;
    sentAt.delete(frame.payload.conversationId);
    latencies.push(performance.now() - started);
  };
  for (let pair = 0; pair < pairs; pair++) must(sockets[2 * pair + 1], 'receiver').on('message', receive);
  let sent = 0;
  let pair = 0;
  let owed = 0;
  const tickMs = 10;
  const end = performance.now() + CHAT_SECONDS * 1000;
  while (performance.now() < end) {
    owed += rate / (1000 / tickMs);
    while (owed >= 1) {
      owed -= 1;
      const conversation = conversationOf(pair);
      if (!sentAt.has(conversation)) {
        sentAt.set(conversation, performance.now());
        sent++;
        const request = send(pair, `bench ${sent}`).then((status) => {
          if (status >= 200 && status < 300) stored++;
          else {
            failed++;
            sentAt.delete(conversation);
          }
          pending.delete(conversation);
        });
        pending.add(conversation);
        void request;
      }
      pair = (pair + 1) % pairs;
    }
    await sleep(tickMs);
  }
  // Let the last requests answer and their frames arrive.
  for (let waited = 0; waited < 30_000 && (pending.size > 0 || sentAt.size > 0); waited += 100)
    await sleep(100);
  for (let pair = 0; pair < pairs; pair++) must(sockets[2 * pair + 1], 'receiver').off('message', receive);
  latencies.sort((a, b) => a - b);
  return {
    label,
    rate,
    sent,
    stored,
    failed,
    unanswered: pending.size,
    lost: sent - failed - latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    load: loadavg()[0] ?? NaN,
  };
}

function stop(servers: Server[]) {
  for (const server of servers) server.process.kill('SIGTERM');
}

async function main() {
  console.log(
    `bench:live: ${CLIENTS} clients; typing ${rate} frames/s for ${SECONDS} s (asked ${RATE}); chat ${CHAT_RATES.join(' and ')} messages/s for ${CHAT_SECONDS} s; parts ${PARTS.join(', ')}`,
  );
  console.log(
    `load average at the start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  const results: Result[] = [];
  const chats: ChatResult[] = [];

  const database = await createScratchPostgres(POSTGRES, 'bench_live');
  try {
    // 1. Raw ws (and, for the chat part, one insert per message into the scratch database).
    {
      const raw = await startProcess(
        ['bench/raw-relay-server.ts'],
        { PORT: '0', DATABASE_URL: database.url },
        /listening (\d+)/,
      );
      await sleep(500);
      const rawPid = must(raw.process.pid, 'pid');
      const baseline = rssKb(rawPid);
      const sockets = await openAll(
        Array.from({ length: CLIENTS }, (_, i) => `ws://127.0.0.1:${raw.port}/?id=${i}`),
        () => ({}),
      );
      if (PARTS.includes('typing'))
        results.push(
          await drive(
            'raw ws relay',
            sockets,
            (pair) => JSON.stringify({ to: 2 * pair + 1, conversationId: pair + 1 }),
            (pair) => pair + 1,
            [rawPid],
            baseline,
          ),
        );
      if (PARTS.includes('chat'))
        for (const chatRate of CHAT_RATES)
          chats.push(
            await driveChat(
              'raw ws + 1 PostgreSQL insert',
              chatRate,
              sockets,
              (pair, body) =>
                post(
                  `http://127.0.0.1:${raw.port}/send`,
                  JSON.stringify({ from: 2 * pair, to: 2 * pair + 1, conversationId: pair + 1, body }),
                  {},
                ),
              (pair) => pair + 1,
            ),
          );
      for (const socket of sockets) socket.terminate();
      stop([raw]);
    }

    // 2 and 3. The API server(s) on the scratch PostgreSQL database.
    // The first start migrates the database; the fixture sites go in through the app's own schema.
    const { openDatabase } = await import('../src/db/client');
    const { createSites } = await import('../src/testing/fixtures');
    const opened = await openDatabase({ databaseUrl: database.url, pgliteDir: null });
    await createSites(opened.db);
    await opened.close();
    const ids = await seed(database.url);
    const conversations = await conversationsOf(database.url);
    const conversationOf = (pair: number) =>
      must(conversations.get(must(ids[2 * pair], 'member')), 'conversation');
    const headers = (i: number) => ({ cookie: `sid=bench-${ids[i]}`, origin: `http://${HOST}`, host: HOST });
    const frameFor = (pair: number) =>
      JSON.stringify({ type: 'typing', conversationId: conversationOf(pair) });

    for (const redis of [null, REDIS]) {
      const servers = redis
        ? [await startApi(database.url, redis), await startApi(database.url, redis)]
        : [await startApi(database.url, null)];
      await sleep(500);
      const pids = servers.map((server) => must(server.process.pid, 'pid'));
      const baseline = pids.reduce((sum, pid) => sum + rssKb(pid), 0);
      const serverOf = (i: number) => must(servers[i % servers.length], 'server');
      // Over two instances each pair is split: the sender on one, the receiver on the other.
      const sockets = await openAll(
        ids.map((_, i) => `ws://127.0.0.1:${serverOf(i).port}/api/live`),
        headers,
      );
      const label = redis ? 'API, 2 instances over Redis' : 'API, 1 instance';
      if (PARTS.includes('typing'))
        results.push(await drive(label, sockets, frameFor, conversationOf, pids, baseline));
      if (PARTS.includes('chat'))
        for (const chatRate of CHAT_RATES)
          chats.push(
            await driveChat(
              label,
              chatRate,
              sockets,
              (pair, body) =>
                post(
                  `http://127.0.0.1:${serverOf(2 * pair).port}/api/messages.php`,
                  JSON.stringify({
                    conversation_id: conversationOf(pair),
                    body,
                    client_message_id: randomUUID(),
                  }),
                  { ...headers(2 * pair), 'x-requested-with': 'dating-web' },
                ),
              conversationOf,
            ),
          );
      for (const socket of sockets) socket.terminate();
      stop(servers);
      await sleep(1_000);
    }
  } finally {
    await database.drop();
  }

  const raw = results[0];
  if (raw) {
    console.log(
      '\n| relay | sent | loss | p50 ms | p99 ms | p99 vs raw | server KB per connection | load (1 min) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      console.log(
        `| ${r.label} | ${r.sent} | ${r.sent - r.received} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p99 / raw.p99).toFixed(2)}x | ${r.kbPerConnection.toFixed(1)} | ${r.load.toFixed(1)} |`,
      );
    }
  }
  if (chats.length) {
    console.log(
      `\nChat messages, ${CLIENTS} connected members, ${CHAT_SECONDS} s a rate; from the sender's request to the recipient's socket:`,
    );
    console.log(
      '| path | asked msg/s | sent msg/s | stored | failed | unanswered | lost | p50 ms | p99 ms | p99 vs yardstick | load (1 min) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const c of chats) {
      const yardstick = chats.find((other) => other.rate === c.rate);
      console.log(
        `| ${c.label} | ${c.rate} | ${(c.sent / CHAT_SECONDS).toFixed(0)} | ${c.stored} | ${c.failed} | ${c.unanswered} | ${c.lost} | ${c.p50.toFixed(1)} | ${c.p99.toFixed(1)} | ${yardstick ? (c.p99 / yardstick.p99).toFixed(2) : ''}x | ${c.load.toFixed(1)} |`,
      );
    }
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
