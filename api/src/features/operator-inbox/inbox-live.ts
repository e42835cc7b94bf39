// The inbox's live channel: a staff socket (`GET /api/staff/inbox/live`, let in by the staff guard like every
// staff route, and by the same origin rule as members' sockets) hears `inbox.changed` whenever a conversation
// of a fictional profile of its sites changes: a member wrote, an operator answered, claimed or let go. The
// page refetches its queue; the frame itself carries ids only. A member's message is seen on the instance that
// stored it (LiveHub.observe), so every change goes out on the live fan-out's inbox topic (over Redis with
// several instances) and each instance passes what it hears to its own staff sockets. A socket lives only as
// long as the access it opened with: when an admin changes the account (staff-account-changes.ts), and every
// minute, its session, role and sites are read again.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  inboxLiveFrameSchema,
  LIVE_CLOSE_CODES,
  roleHasPermission,
  type InboxLiveFrame,
} from '@dating/shared/contract';
import { staffAccounts, staffSessions, users } from '../../db/schema/index';
import { BoundedCache } from '../live/bounded-cache';
import { listenStaffAccountChanges } from '../staff/core/staff-account-changes';
import type { StaffIdentity } from '../staff/core/staff-session';

const SESSION_CHECK_MS = 60_000;
const HEARTBEAT_MS = 30_000;
const MAX_BUFFERED_BYTES = 256 * 1024;
const TOPIC = 'staff-inbox';

interface StaffSocket {
  socket: WebSocket;
  staffId: number;
  sessionId: number;
  /** null: every site. */
  sites: number[] | null;
  alive: boolean;
}

export interface InboxLive {
  add(socket: WebSocket, staff: Pick<StaffIdentity, 'id' | 'sessionId' | 'sites'>): void;
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
  // A socket keeps what its staff member may see when it opened only while that still holds: a logout, an
  // expired session or a disabled account ends it, as members' sockets are ended, and so does a new role
  // without the inbox or other sites (the tab reconnects through the staff guard with its current access).
  const check = async (open: StaffSocket[]) => {
    if (open.length === 0) return;
    const rows = await app.db
      .select({ sessionId: staffSessions.id, role: staffAccounts.role, sites: staffAccounts.sites })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(
        and(
          inArray(staffSessions.id, [...new Set(open.map((s) => s.sessionId))]),
          gt(staffSessions.expiresAt, sql`now()`),
          isNull(staffAccounts.disabledAt),
        ),
      );
    const current = new Map(rows.map((row) => [row.sessionId, row]));
    for (const entry of open) {
      const now = current.get(entry.sessionId);
      if (!now) entry.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session_ended');
      else if (!roleHasPermission(now.role, 'inbox.answer') || !sameSites(now.sites, entry.sites))
        entry.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'access_changed');
    }
  };
  const checkFailed = (error: unknown) => app.log.warn({ err: error }, 'inbox session check failed');
  // At once when an admin changed the account, on whichever instance; every minute as the safety net.
  const listeningAccounts = listenStaffAccountChanges(app, (staffId) => {
    check([...sockets].filter((entry) => entry.staffId === staffId)).catch(checkFailed);
  });
  app.addHook('onReady', async () => {
    await listeningAccounts;
  });
  // Redis reconnected: an announcement may have been lost on the way.
  app.live.onGap(() => {
    check([...sockets]).catch(checkFailed);
  });
  const sessionCheck = setInterval(() => {
    check([...sockets]).catch(checkFailed);
  }, SESSION_CHECK_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    (await listening)();
    (await listeningAccounts)();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    for (const entry of sockets) entry.socket.terminate();
  });

  return {
    add(socket, staff) {
      const entry: StaffSocket = {
        socket,
        staffId: staff.id,
        sessionId: staff.sessionId,
        sites: staff.sites,
        alive: true,
      };
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

function sameSites(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((site) => b.includes(site));
}
