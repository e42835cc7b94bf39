import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  LIVE_CLOSE_CODES,
  liveClientFrameSchema,
  type LiveFrame,
  type LiveServerFrame,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { sessionStillValid, touchLastSeen, validSessions } from './live-session';
import { missedEvents } from './live-event-store';
import { isAllowedLiveOrigin } from './live-origin';
import { spreadInterval } from './spread-interval';
import { TypingPeers, type TypingPeersLimits } from './typing-peers';
import { recentTypingPeers, typingPeer } from './typing-relay';

const querySchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A tab that has this much unsent data is not reading: it is closed and resumes when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Sockets one member may hold on one instance (tabs, devices); more is a runaway script. */
const MAX_SOCKETS_PER_MEMBER = 20;
/** A typing frame per conversation is relayed at most this often; the other side shows it for a few seconds. */
const TYPING_EVERY_MS = 2_000;
/** Client frames allowed per window before the socket is closed as abusive. */
const FRAME_BUDGET = { frames: 30, windowMs: 10_000 };
const HEARTBEAT_MS = 30_000;
/** How often the sessions of open sockets are checked (expired, ended on another instance without a frame). */
const SESSION_CHECK_MS = 5 * 60_000;
const TYPING_PEERS: TypingPeersLimits = { maxEntries: 64, ttlMs: 60_000, preload: 20 };

interface Connection {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  alive: boolean;
  typingPeers: TypingPeers;
}

const originRefused = () => new AppError(403, 'csrf_failed', 'The request did not come from this site.');

/** `GET /api/live`: the member's live channel (see docs/live.md). */
const liveSocketRoutes: FastifyPluginAsyncZod = async (app) => {
  const connections = new Set<Connection>();
  const perMember = new Map<number, number>();

  // One timer for every socket, a slice at a time: ping, and drop those that did not answer the previous ping.
  const stopHeartbeat = spreadInterval(
    connections,
    (slice) => {
      for (const connection of slice) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    },
    HEARTBEAT_MS,
  );
  app.live.onGap(() => {
    for (const connection of connections) connection.typingPeers.forgetAll();
  });
  const sessionCheck = setInterval(() => {
    void (async () => {
      const open = [...connections];
      const valid = await validSessions(app.db, [...new Set(open.map((c) => c.sessionId))]);
      for (const connection of open) {
        if (!valid.has(connection.sessionId))
          connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session_ended');
      }
    })().catch((error: unknown) => app.log.warn({ err: error }, 'live session check failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    stopHeartbeat();
    clearInterval(sessionCheck);
  });

  app.get(
    '/live',
    {
      websocket: true,
      schema: {
        tags: ['live'],
        summary: 'The live channel (WebSocket): thin events for the member; ?since=<id> resumes',
        querystring: querySchema,
      },
      // Refused before the upgrade, so the browser sees a plain HTTP 403 and no socket ever opens.
      preHandler: async (request) => {
        if (!isAllowedLiveOrigin(request, app.config.publicUrl, app.config.liveExtraOrigins))
          throw originRefused();
        await request.requireUser();
      },
    },
    async (socket, request) => {
      const session = await request.requireUser();
      const { userId, sessionId } = session;
      const typingPeers = new TypingPeers(
        {
          peerOf: (conversationId) => typingPeer(app.db, userId, conversationId),
          recentPeers: (limit) => recentTypingPeers(app.db, userId, limit),
        },
        TYPING_PEERS,
      );
      const connection: Connection = { socket, userId, sessionId, alive: true, typingPeers };
      const count = (perMember.get(userId) ?? 0) + 1;
      perMember.set(userId, count);
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });

      const send = (frame: LiveServerFrame) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.close(LIVE_CLOSE_CODES.tooSlow, 'too_slow');
          return;
        }
        socket.send(JSON.stringify(frame));
      };

      // Until the missed events are out, live ones wait here, so the tab sees every event once and in order.
      let pending: LiveFrame[] | null = [];
      let lastSentId = 0;
      // Calls `use` with the conversation's peer, at once when this socket knows it, else after one read.
      const withTypingPeer = (conversationId: number, use: (peer: number) => void) => {
        const known = typingPeers.known(conversationId);
        if (known !== undefined) {
          use(known);
          return;
        }
        typingPeers
          .lookUp(conversationId)
          .then((peer) => {
            if (peer !== null && !closed) use(peer);
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'typing relay failed'));
      };
      const deliver = (frame: LiveFrame) => {
        if (frame.type === 'session.ended') {
          void endIfSessionGone(frame);
          return;
        }
        if (frame.type === 'typing') {
          // Checked here too, not only where it was sent: this socket sees a block's conversation.closed in
          // order with the typing frames, wherever they came from.
          const { profileId } = frame.payload;
          withTypingPeer(frame.payload.conversationId, (peer) => {
            if (peer === profileId) send(frame);
          });
          return;
        }
        if (frame.id !== null) {
          if (frame.id <= lastSentId) return;
          lastSentId = frame.id;
        }
        send(frame);
      };
      const endIfSessionGone = async (frame: LiveFrame) => {
        // The event names the member, not the session: tabs of the member's other sessions stay.
        if (await sessionStillValid(app.db, sessionId)) return;
        send(frame);
        socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session_ended');
      };

      let stop: (() => void) | null = null;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        stop?.();
        connections.delete(connection);
        const left = (perMember.get(userId) ?? 1) - 1;
        if (left > 0) perMember.set(userId, left);
        else perMember.delete(userId);
        app.presence.disconnected(userId);
        void touchLastSeen(app.db, userId).catch(() => {});
      });

      if (count > MAX_SOCKETS_PER_MEMBER) {
        socket.close(LIVE_CLOSE_CODES.tooMany, 'too_many_sockets');
        app.presence.connected(userId);
        return;
      }
      app.presence.connected(userId);

      const typingSentAt = new Map<number, number>();
      let budget = { used: 0, since: Date.now() };
      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        if (now - budget.since > FRAME_BUDGET.windowMs) budget = { used: 0, since: now };
        if (++budget.used > FRAME_BUDGET.frames) {
          socket.close(1008, 'too_many_frames');
          return;
        }
        let parsed: unknown;
        try {
          parsed = isBinary ? undefined : JSON.parse(String(data));
        } catch {
          parsed = undefined;
        }
        const frame = liveClientFrameSchema.safeParse(parsed);
        if (!frame.success) {
          socket.close(1008, 'bad_frame');
          return;
        }
        if (frame.data.type !== 'typing') return;
        const { conversationId } = frame.data;
        if (now - (typingSentAt.get(conversationId) ?? 0) < TYPING_EVERY_MS) return;
        typingSentAt.set(conversationId, now);
        withTypingPeer(conversationId, (peer) => {
          void app.live.publish(peer, { type: 'typing', payload: { conversationId, profileId: userId } });
        });
      });

      const unsubscribe = await app.live.listen(userId, (frame) => {
        // Forgotten on arrival, not when sent: a typing frame behind it in `pending` must already miss.
        if (frame.type === 'conversation.closed') typingPeers.forget(frame.payload.conversationId);
        if (pending) pending.push(frame);
        else deliver(frame);
      });
      if (closed) {
        unsubscribe();
        return;
      }
      stop = unsubscribe;
      // Only now: a conversation closed from here on reaches `forget`, so what is read from now on stays true.
      typingPeers.startKeeping();
      typingPeers
        .preload()
        .catch((error: unknown) => app.log.warn({ err: error }, 'typing peers not loaded'));
      const since = request.query.since ?? null;
      const missed = await missedEvents(app.db, userId, since);
      lastSentId = missed.lastId;
      send({ id: null, type: 'ready', payload: { lastId: missed.lastId, complete: missed.complete } });
      for (const frame of missed.frames) send(frame);
      const waiting = pending;
      pending = null;
      for (const frame of waiting) deliver(frame);
      void touchLastSeen(app.db, userId).catch(() => {});
    },
  );
};

export default liveSocketRoutes;
