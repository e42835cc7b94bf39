import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createInProcessFanout, createRedisFanout } from '../features/live/live-fanout';
import { pruneLiveEvents } from '../features/live/live-event-store';
import { createLiveHub, type LiveHub } from '../features/live/live-hub';
import liveProfileRoutes from '../features/live/live-profile-routes';
import liveSocketRoutes from '../features/live/live-socket-route';
import {
  createMemoryPresence,
  createRedisPresence,
  type PresenceStore,
} from '../features/presence/presence-store';
import { setUpWebPush } from '../features/web-push/web-push-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel: `app.live.publish(userId, { type, payload })` reaches the member's open tabs. */
    live: LiveHub;
    /** Who has a live socket open right now (on any instance, with Redis). */
    presence: PresenceStore;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Client frames are tiny (typing, ping); anything bigger is not from our page. */
const MAX_CLIENT_FRAME_BYTES = 4 * 1024;

/**
 * The live channel: `GET /api/live` (WebSocket), stored events to resume from, fan-out in process or over
 * Redis pub/sub when REDIS_URL is set (several instances), presence, and web push of the events that matter
 * when the site is closed. See docs/live.md.
 */
export default fp(
  async (app) => {
    const redisUrl = app.config.redisUrl;
    const fanout = redisUrl
      ? createRedisFanout(redisUrl, app.log, app.config.redisKeyPrefix)
      : createInProcessFanout();
    const hub = createLiveHub({ db: app.db, fanout, log: app.log });
    const presence = redisUrl
      ? createRedisPresence(redisUrl, app.log, { keyPrefix: app.config.redisKeyPrefix })
      : createMemoryPresence();
    app.decorate('live', hub);
    app.decorate('presence', presence);
    setUpWebPush(app);

    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
    await app.register(liveSocketRoutes, { prefix: '/api' });
    await app.register(liveProfileRoutes, { prefix: '/api' });

    const prune = () =>
      pruneLiveEvents(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning live events'));
    const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    pruneTimer.unref();
    app.addHook('onReady', async () => {
      void prune();
    });
    app.addHook('onClose', async () => {
      clearInterval(pruneTimer);
      await Promise.allSettled([hub.close(), presence.close()]);
    });
  },
  { name: 'live', dependencies: ['database', 'config'] },
);
