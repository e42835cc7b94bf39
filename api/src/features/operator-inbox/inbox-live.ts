// The inbox's live channel: a staff socket (`GET /api/staff/inbox/live`, let in by the staff guard like every
// staff route, and by the same origin rule as members' sockets) hears `inbox.changed` whenever a conversation
// of a fictional profile of its sites changes: a member wrote, an operator answered, claimed or let go. The
// page refetches its queue; the frame itself carries ids only. A member's message is seen on the instance that
// stored it (LiveHub.observe), so every change goes out on the live fan-out's inbox topic (over Redis with
// several instances) and each instance passes what it hears to its own staff sockets.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { inboxLiveFrameSchema, LIVE_CLOSE_CODES, type InboxLiveFrame } from '@dating/shared/contract';
import { staffSessions, users } from '../../db/schema/index';
import { BoundedCache } from '../live/bounded-cache';

const SESSION_CHECK_MS = 60_000;
const HEARTBEAT_MS = 30_000;
const MAX_BUFFERED_BYTES = 256 * 1024;
const TOPIC = 'staff-inbox';

interface StaffSocket {
  socket: WebSocket;
  sessionId: number;
  /** null: every site. */
  sites: number[] | null;
  alive: boolean;
}

export interface InboxLive {
  add(socket: WebSocket, sessionId: number, sites: number[] | null): void;
  announce(siteId: number, conversationId: number): void;
}

export function createInboxLive(app: FastifyInstance): InboxLive {
  const sockets = new Set<StaffSocket>();
  // Whether a member id is a fictional profile, and its site: fixed for an account's life.
  const fictionalSite = new BoundedCache<number, number | null>(10_000, 60 * 60_000);

  const deliver = (text: string) => {
    let siteId: number;
    try {
      ({ siteId } = inboxLiveFrameSchema.parse(JSON.parse(text)));
    } catch {
      // Not a frame of this version (a rolling deploy) or not JSON: nobody's screen needs it.
      return;
    }
    for (const entry of sockets) {
      if (entry.sites !== null && !entry.sites.includes(siteId)) continue;
      if (entry.socket.readyState !== entry.socket.OPEN) continue;
      if (entry.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        entry.socket.close(LIVE_CLOSE_CODES.tooSlow, 'too_slow');
        continue;
      }
      entry.socket.send(text);
    }
  };
  const announce = (siteId: number, conversationId: number) => {
    const frame: InboxLiveFrame = { type: 'inbox.changed', siteId, conversationId };
    void app.live.publishTopic(TOPIC, JSON.stringify(frame));
  };
  // Listening from the start, not from the first socket: `ready` then means frames from every instance arrive.
  const listening = app.live.listenTopic(TOPIC, deliver);
  app.addHook('onReady', async () => {
    await listening;
  });

  const siteOfFictional = async (id: number): Promise<number | null> => {
    const known = fictionalSite.get(id);
    if (known !== undefined) return known;
    const [row] = await app.db
      .select({ siteId: users.siteId, fictional: users.isFictional })
      .from(users)
      .where(eq(users.id, id));
    const site = row?.fictional ? row.siteId : null;
    fictionalSite.set(id, site);
    return site;
  };

  app.live.observe((userId, frame) => {
    // Staff sockets may be on another instance, so this one's having none says nothing.
    if (frame.type !== 'message.new') return;
    // A member's message reaches the profile's own (unread) event stream: one frame per message. Operators'
    // answers are announced by their routes.
    const { conversationId } = frame.payload;
    siteOfFictional(userId)
      .then((siteId) => {
        if (siteId !== null) announce(siteId, conversationId);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'inbox live lookup failed'));
  });

  const heartbeat = setInterval(() => {
    for (const entry of sockets) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // A logout or an expired session closes the socket, as members' sockets are closed.
  const sessionCheck = setInterval(() => {
    const open = [...sockets];
    if (open.length === 0) return;
    app.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(
        and(
          inArray(staffSessions.id, [...new Set(open.map((s) => s.sessionId))]),
          gt(staffSessions.expiresAt, sql`now()`),
        ),
      )
      .then((rows) => {
        const valid = new Set(rows.map((row) => row.id));
        for (const entry of open) {
          if (!valid.has(entry.sessionId)) entry.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session_ended');
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'inbox session check failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    (await listening)();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    for (const entry of sockets) entry.socket.terminate();
  });

  return {
    add(socket, sessionId, sites) {
      const entry: StaffSocket = { socket, sessionId, sites, alive: true };
      sockets.add(entry);
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('close', () => sockets.delete(entry));
      // Staff sockets only listen; anything a tab sends is ignored.
      socket.on('message', () => undefined);
    },
    announce,
  };
}
