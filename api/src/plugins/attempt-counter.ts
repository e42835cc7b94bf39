import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { openRedis } from './redis-connection';

export interface AttemptState {
  count: number;
  /** Epoch ms until which the next attempt must wait; 0 when it need not. */
  blockedUntil: number;
}

/**
 * Counters of attempts (failed logins, reset requests) per key within a window. In process by default; in
 * Redis when REDIS_URL is set, so every API instance counts together and no instance is a way round.
 */
export interface AttemptCounter {
  get(key: string): Promise<AttemptState>;
  /** Counts one attempt; `blockFor(count)` says how long the key must wait after it (0: not at all). */
  hit(key: string, windowMs: number, blockFor?: (count: number) => number): Promise<AttemptState>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptCounter;
  }
}

export function createMemoryCounter(now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, AttemptState & { expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async get(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, blockedUntil: entry?.blockedUntil ?? 0 };
    },
    async hit(key, windowMs, blockFor) {
      // Expired entries are dropped as they are met; a sweep now and then keeps the map from growing.
      if (entries.size > 10_000) for (const k of [...entries.keys()]) live(k);
      const entry = live(key) ?? { count: 0, blockedUntil: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      const block = blockFor?.(entry.count) ?? 0;
      if (block > 0) entry.blockedUntil = now() + block;
      entry.expiresAt = Math.max(entry.expiresAt, entry.blockedUntil);
      entries.set(key, entry);
      return { count: entry.count, blockedUntil: entry.blockedUntil };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** `keyPrefix`: the deployment's (config `redisKeyPrefix`). */
export function createRedisCounter(redis: Redis, keyPrefix = 'dating-'): AttemptCounter {
  const prefix = `${keyPrefix}attempts:`;
  return {
    async get(key) {
      const values = await redis.hmget(prefix + key, 'count', 'blockedUntil');
      return { count: Number(values[0] ?? 0), blockedUntil: Number(values[1] ?? 0) };
    },
    async hit(key, windowMs, blockFor) {
      const name = prefix + key;
      const result = await redis.multi().hincrby(name, 'count', 1).pexpire(name, windowMs, 'NX').exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const block = blockFor?.(count) ?? 0;
      let blockedUntil = Number((await redis.hget(name, 'blockedUntil')) ?? 0);
      if (block > 0) {
        blockedUntil = Date.now() + block;
        await redis
          .multi()
          .hset(name, 'blockedUntil', String(blockedUntil))
          .pexpire(name, Math.max(windowMs, block))
          .exec();
      }
      return { count, blockedUntil };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('attempts', createMemoryCounter());
      return;
    }
    const redis = openRedis(app.config.redisUrl, 'counters', 'attempts', app.log);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    app.decorate('attempts', createRedisCounter(redis, app.config.redisKeyPrefix));
  },
  { name: 'attempt-counter', dependencies: ['config'] },
);
