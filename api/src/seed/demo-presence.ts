// A demo site that nobody is visiting still looks visited: every few minutes some of its demo members come
// online and others leave, through the presence store the live sockets use, so search cards, profiles and
// chats show them as they show any member; one who leaves is "recently online" afterwards, as after closing
// the site. Only with the demo data, and never under NODE_ENV=test (config.demoPresence).
import { and, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';

export const DEMO_PRESENCE_EVERY_MS = 4 * 60_000;
/** A visit lasts this many rounds (about 12 minutes). */
const VISIT_ROUNDS = 3;
/** Share of the demo members online at a time, out of 1000: a lively evening on a small site. */
const ONLINE_PER_MILLE = 120;

function hash(value: number): number {
  let h = Math.imul(value ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * Who of `ids` is online in a round (rounds count DEMO_PRESENCE_EVERY_MS from the epoch): each member's
 * visits start at their own offset, so members come and go in every round rather than all at once.
 */
export function onlineInRound(ids: readonly number[], round: number): Set<number> {
  return new Set(
    ids.filter((id) => {
      const visit = Math.floor((round + (id % VISIT_ROUNDS)) / VISIT_ROUNDS);
      return hash(id * 104_729 + visit) % 1000 < ONLINE_PER_MILLE;
    }),
  );
}

export interface DemoPresence {
  /** Moves to the round of `now`: the members whose visit ended leave, the new ones arrive. */
  tick(now?: number): Promise<void>;
  /** Everyone still "online" leaves. */
  stop(): Promise<void>;
}

export function createDemoPresence(app: FastifyInstance): DemoPresence {
  let online = new Set<number>();
  const leave = async (ids: number[]) => {
    for (const id of ids) app.presence.disconnected(id);
    if (ids.length)
      await app.db
        .update(users)
        .set({ lastSeenAt: sql`now()` })
        .where(inArray(users.id, ids));
  };
  return {
    async tick(now = Date.now()) {
      const members = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(like(users.email, 'member%@demo.%'), isNull(users.deletedAt)));
      const next = onlineInRound(
        members.map((member) => member.id),
        Math.floor(now / DEMO_PRESENCE_EVERY_MS),
      );
      const left = [...online].filter((id) => !next.has(id));
      for (const id of next) if (!online.has(id)) app.presence.connected(id);
      online = next;
      await leave(left);
    },
    async stop() {
      const left = [...online];
      online = new Set();
      await leave(left);
    },
  };
}

/** Runs the demo presence from the app's start (after the seed) to its close. */
export function startDemoPresence(app: FastifyInstance): void {
  const presence = createDemoPresence(app);
  const tick = () =>
    presence.tick().catch((error: unknown) => app.log.warn({ err: error }, 'demo presence failed'));
  const timer = setInterval(() => void tick(), DEMO_PRESENCE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void tick();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await presence.stop().catch(() => {});
  });
}
