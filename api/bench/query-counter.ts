// Preloaded into the API server by the benchmark (`--import ./bench/query-counter.ts`): counts the SQL
// statements the server sends to PostgreSQL through `pg` and answers the running total on
// http://127.0.0.1:$BENCH_QUERY_COUNTER_PORT/, so the benchmark can print queries per request.
import { createServer } from 'node:http';
import pg from 'pg';

let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const port = Number(process.env.BENCH_QUERY_COUNTER_PORT ?? 0);
if (port) {
  createServer((_request, response) => response.end(String(count)))
    .listen(port, '127.0.0.1')
    .unref();
}
