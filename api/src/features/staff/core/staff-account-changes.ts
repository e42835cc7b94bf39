// @feature-public: other features import this module (docs/conventions.md, Layout).
// A changed staff account (role, sites, disabled, signed out) is announced to every server instance on the
// live fan-out's topic `staff-account` (over Redis with several instances, in process without), so whatever
// holds an open channel of that account (the inbox's live sockets) checks its access again at once instead of
// at its next periodic check. Not stored: a message lost while Redis reconnects is caught by that check.
import type { FastifyInstance } from 'fastify';

const TOPIC = 'staff-account';

/** Call after the change committed: a listener re-reads the account and must see the new state. */
export function announceStaffAccountChange(app: FastifyInstance, staffId: number): Promise<void> {
  return app.live.publishTopic(TOPIC, JSON.stringify({ staffId }));
}

/** Hears the ids of changed accounts; resolves once announcements from every instance arrive. */
export function listenStaffAccountChanges(
  app: FastifyInstance,
  listener: (staffId: number) => void,
): Promise<() => void> {
  return app.live.listenTopic(TOPIC, (text) => {
    let staffId: unknown;
    try {
      ({ staffId } = JSON.parse(text) as { staffId?: unknown });
    } catch {
      return;
    }
    if (typeof staffId === 'number' && Number.isSafeInteger(staffId)) listener(staffId);
  });
}
