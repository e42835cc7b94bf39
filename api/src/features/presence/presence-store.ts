// @feature-public: other features import this module (docs/conventions.md, Layout).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { spreadInterval } from '../live/spread-interval';
import { openRedis } from '../../plugins/redis-connection';

/** How a member card shows a member: online now, online recently, or nothing. */
export type Presence = 'now' | 'recently' | null;

/** "Recently online": seen within this long (the last socket closed, a page went hidden). */
export const RECENTLY_MS = 24 * 60 * 60 * 1000;

/** The members with an open live socket, on any instance. */
export interface PresenceStore {
  /** A socket of the member opened on this instance. */
  connected(userId: number): void;
  /** A socket of the member closed on this instance. */
  disconnected(userId: number): void;
  /** Which of these members have a socket open somewhere right now. */
  onlineNow(userIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/** Folds the live state and the stored last-seen time into what others see; invisible members never show. */
export function presenceOf(
  member: { id: number; invisible: boolean; lastSeenAt: Date | null },
  onlineNow: ReadonlySet<number>,
  now = Date.now(),
): Presence {
  if (member.invisible) return null;
  if (onlineNow.has(member.id)) return 'now';
  if (member.lastSeenAt && now - member.lastSeenAt.getTime() < RECENTLY_MS) return 'recently';
  return null;
}

class LocalCounts {
  readonly counts = new Map<number, number>();

  /** Answers whether this was the member's first socket here. */
  up(userId: number): boolean {
    const count = this.counts.get(userId) ?? 0;
    this.counts.set(userId, count + 1);
    return count === 0;
  }

  /** Answers whether that was the member's last socket here. */
  down(userId: number): boolean {
    const count = (this.counts.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.counts.set(userId, count);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }
}

export function createMemoryPresence(): PresenceStore {
  const local = new LocalCounts();
  return {
    connected: (userId) => void local.up(userId),
    disconnected: (userId) => void local.down(userId),
    async onlineNow(userIds) {
      return new Set(userIds.filter((id) => local.counts.has(id)));
    },
    async close() {
      local.counts.clear();
    },
  };
}

/** Each instance re-marks its members this often; a mark lives three times as long. */
const REFRESH_MS = 30_000;

/**
 * Presence in Redis: per member a hash of instance id to "online until" (ms). An instance that dies stops
 * refreshing, so its members drop out within the TTL instead of staying online for ever; a member with tabs
 * on two instances stays online when one of them closes its last tab.
 */
export function createRedisPresence(
  redisUrl: string,
  log: FastifyBaseLogger,
  {
    refreshMs = REFRESH_MS,
    keyPrefix = 'dating-',
  }: {
    refreshMs?: number;
    /** The deployment's (config `redisKeyPrefix`): member ids repeat across deployments. */
    keyPrefix?: string;
  } = {},
): PresenceStore {
  const keyOf = (userId: number) => `${keyPrefix}presence:${userId}`;
  const instance = randomUUID();
  const ttlMs = 3 * refreshMs;
  const redis = openRedis(redisUrl, 'commands', 'presence', log);
  const local = new LocalCounts();

  const mark = (userIds: Iterable<number>) => {
    const until = String(Date.now() + ttlMs);
    const pipeline = redis.pipeline();
    for (const userId of userIds) {
      pipeline.hset(keyOf(userId), instance, until);
      pipeline.pexpire(keyOf(userId), ttlMs);
    }
    return pipeline.exec().catch((error: unknown) => log.warn({ err: error }, 'presence: refresh failed'));
  };
  // A slice at a time: one pipeline for every member of the instance held its event loop for up to 100 ms.
  const stopRefresh = spreadInterval(local.counts, (slice) => void mark(slice), refreshMs);

  return {
    connected(userId) {
      if (local.up(userId)) void mark([userId]);
    },
    disconnected(userId) {
      if (local.down(userId))
        redis.hdel(keyOf(userId), instance).catch((error: unknown) => {
          log.warn({ err: error }, 'presence: clearing failed');
        });
    },
    async onlineNow(userIds) {
      if (userIds.length === 0) return new Set();
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.hvals(keyOf(userId));
      try {
        const results = (await pipeline.exec()) ?? [];
        const now = Date.now();
        const online = new Set<number>();
        results.forEach(([error, values], index) => {
          const userId = userIds[index];
          if (error || userId === undefined || !Array.isArray(values)) return;
          if (values.some((until) => Number(until) > now)) online.add(userId);
        });
        return online;
      } catch (error) {
        // Presence is a nicety: without Redis the lists still load, showing "recently" at most.
        log.warn({ err: error }, 'presence: lookup failed');
        return new Set();
      }
    },
    async close() {
      stopRefresh();
      const mine = [...local.counts.keys()];
      local.counts.clear();
      if (mine.length > 0) {
        const pipeline = redis.pipeline();
        for (const userId of mine) pipeline.hdel(keyOf(userId), instance);
        await pipeline.exec().catch(() => {});
      }
      await redis.quit().catch(() => {});
    },
  };
}
