// The one way a feature opens a Redis connection: the same timeouts per kind of use, a name in CLIENT LIST
// (operators, and the test that cuts the live subscriber off) and errors in the server's log instead of
// ioredis's unhandled-error warning.
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

export type RedisUse = 'counters' | 'commands' | 'subscriber';

const OPTIONS: Readonly<Record<RedisUse, RedisOptions>> = {
  // Rate limits and attempt counters sit in a request's path: fail fast rather than hold the request.
  counters: { connectTimeout: 500, maxRetriesPerRequest: 1 },
  // Presence and live publishing: a short outage is retried twice, then the command fails.
  commands: { connectTimeout: 2_000, maxRetriesPerRequest: 2 },
  // A subscriber only listens; it must not give up on a command while reconnecting.
  subscriber: { connectTimeout: 2_000, maxRetriesPerRequest: null },
};

/** A connection to `url` for `use`; `name` shows in CLIENT LIST as `dating-<name>-<pid>` and in the log. */
export function openRedis(url: string, use: RedisUse, name: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { ...OPTIONS[use], connectionName: `dating-${name}-${process.pid}` });
  redis.on('error', (error) => log.warn({ err: error }, `${name}: Redis error`));
  return redis;
}
