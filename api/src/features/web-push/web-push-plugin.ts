import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { dispatchPush, type PushTransport } from './push-dispatch';
import { loadOrCreateVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    webPush: WebPushState;
  }
}

export interface WebPushState {
  /** The VAPID public key browsers subscribe with (also settings.php's push_public_key); null before ready. */
  publicKey: string | null;
  /** Tests trust their local push service through this. */
  agent?: Agent;
  /** Resolves once every push started so far has been sent or given up (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Web push for the live events that matter when the site is closed. Registered by the live plugin: it
 * watches every published event on the instance that published it, so each event is pushed once.
 */
export function setUpWebPush(app: FastifyInstance): void {
  let transport: PushTransport | null = null;
  const pending = new Set<Promise<void>>();
  const state: WebPushState = {
    publicKey: null,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('webPush', state);

  app.addHook('onReady', async () => {
    const keys = await loadOrCreateVapidKeys(app.db);
    transport = { keys };
    state.publicKey = keys.publicKey;
    // settings.php answers config.pushPublicKey: the stored key is the one pushes are signed with.
    if (app.config.pushPublicKey && app.config.pushPublicKey !== keys.publicKey)
      app.log.warn('PUSH_PUBLIC_KEY differs from the stored VAPID key; the stored key is used');
    app.config.pushPublicKey = keys.publicKey;
  });
  app.addHook('onClose', async () => {
    await state.settled();
  });

  app.live.observe((userId, frame) => {
    if (!transport) return;
    const work = dispatchPush(app, { ...transport, agent: state.agent }, userId, frame)
      .catch((error: unknown) => app.log.warn({ err: error, userId }, 'web push dispatch failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  });
}
