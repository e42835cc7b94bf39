import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventType, LiveFrame } from '@dating/shared/contract';
import type { DbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema/index';

/**
 * Events a tab must not miss are stored and get an id to resume from. Typing is only worth anything at once,
 * and a session's end is checked against the session itself, so neither is stored.
 */
const UNSTORED: ReadonlySet<LiveEventType> = new Set(['typing', 'session.ended']);
export const isStored = (type: LiveEventType) => !UNSTORED.has(type);

/** How long a tab can stay away and still resume; after that it reloads its lists over HTTP. */
export const KEEP_DAYS = 7;
/** The most missed events one resume sends; more and the tab reloads its lists instead. */
export const RESUME_LIMIT = 500;

export async function storeLiveEvent(db: DbOrTx, userId: number, event: LiveEvent): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({ userId, type: event.type, payload: event.payload as Record<string, unknown> })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('live event insert returned no row');
  return row.id;
}

/**
 * Stores several events in one insert; answers their ids in the order given. The ids come from the sequence
 * row by row in the order of the values, so the ascending ids are the events' in order, whatever order
 * RETURNING lists them in.
 */
export async function storeLiveEvents(
  db: DbOrTx,
  events: readonly { userId: number; event: LiveEvent }[],
): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(liveEvents)
    .values(
      events.map(({ userId, event }) => ({
        userId,
        type: event.type,
        payload: event.payload as Record<string, unknown>,
      })),
    )
    .returning({ id: liveEvents.id });
  if (rows.length !== events.length) throw new Error('live event insert returned fewer rows');
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export interface Missed {
  frames: LiveFrame[];
  /** The id to resume from next time (the newest event of the member when nothing was missed). */
  lastId: number;
  /** False when more were missed than one resume sends: the tab reloads its lists instead. */
  complete: boolean;
}

/** What the member missed after `since`; without `since`, only where the member's events stand now. */
export async function missedEvents(db: DbOrTx, userId: number, since: number | null): Promise<Missed> {
  if (since === null) {
    const [row] = await db
      .select({ lastId: sql<string | null>`max(${liveEvents.id})` })
      .from(liveEvents)
      .where(eq(liveEvents.userId, userId));
    return { frames: [], lastId: Number(row?.lastId ?? 0), complete: true };
  }
  const rows = await db
    .select({ id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, since)))
    .orderBy(asc(liveEvents.id))
    .limit(RESUME_LIMIT + 1);
  const complete = rows.length <= RESUME_LIMIT;
  const frames = rows.slice(0, RESUME_LIMIT).map((row) => ({ ...row }) as LiveFrame);
  return { frames, lastId: frames.at(-1)?.id ?? since, complete };
}

/** Deletes what no tab can resume from any more. */
export async function pruneLiveEvents(db: DbOrTx, keepDays = KEEP_DAYS): Promise<void> {
  await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - make_interval(days => ${keepDays})`));
}
