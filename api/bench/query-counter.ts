// Preloaded into the API server by the benchmark (`--import ./bench/query-counter.ts`): counts the SQL
// statements the server sends to PostgreSQL through `pg` and answers the running total on
// http://127.0.0.1:$BENCH_QUERY_COUNTER_PORT/, so the benchmark can print queries per request. It also keeps
// the last statements (name, text, values), served as JSON on /statements?since=<total>, so a benchmark can
// run the very SQL a route ran directly through `pg` (the yardstick of bench:search).
import { createServer } from 'node:http';
import pg from 'pg';

export interface CapturedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
}

const KEPT = 100;
let count = 0;
const recent: CapturedStatement[] = [];

function capture(args: unknown[]): CapturedStatement | null {
  const [first, second] = args;
  if (typeof first === 'string')
    return { text: first, values: Array.isArray(second) ? (second as unknown[]) : [] };
  if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { name?: string; text: string; values?: unknown[]; rowMode?: string };
    const values = Array.isArray(second) ? (second as unknown[]) : (config.values ?? []);
    return { name: config.name, text: config.text, values, rowMode: config.rowMode };
  }
  return null;
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count += 1;
  const statement = capture(args);
  if (statement) {
    recent.push(statement);
    if (recent.length > KEPT) recent.shift();
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const port = Number(process.env.BENCH_QUERY_COUNTER_PORT ?? 0);
if (port) {
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/statements') {
      const since = Number(url.searchParams.get('since') ?? count);
      const kept = count - recent.length;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(recent.slice(Math.max(0, since - kept))));
      return;
    }
    response.end(String(count));
  })
    .listen(port, '127.0.0.1')
    .unref();
}
