// Tests of several instances need a real PostgreSQL and Redis; they skip, saying which is missing, without.
import { Redis } from 'ioredis';
import pg from 'pg';

export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** null when both servers answer; otherwise which one does not. */
export async function serversMissing(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
  } catch {
    return `no PostgreSQL at ${postgresUrl}`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `no Redis at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
  return null;
}
