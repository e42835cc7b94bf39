// The zod-free part of the live channel's protocol: constants and types the browser needs as values too
// (the browser entry of @dating/shared leaves zod schemas out). The events themselves: live-events.ts.
import type { LiveFrame, LiveEventType } from './live-events';

/** Every live event type; the same keys as `liveEventSchemas` (checked there). */
export const LIVE_EVENT_NAMES = [
  'message.new',
  'message.read',
  'typing',
  'conversation.closed',
  'like.received',
  'match.made',
  'credits.changed',
  'session.ended',
] as const satisfies readonly LiveEventType[];

/**
 * The first frame on every socket (not an event, never on the bus): the id of the member's newest event, to
 * resume from, and whether a resume sent everything missed (false: too much, reload the lists over HTTP).
 */
export interface LiveReadyFrame {
  id: null;
  type: 'ready';
  payload: { lastId: number; complete: boolean };
}
/** Everything the server sends down the socket. */
export type LiveServerFrame = LiveFrame | LiveReadyFrame;

/** Close codes of the live socket the client acts on (4000-4999 are the application's own). */
export const LIVE_CLOSE_CODES = {
  /** The session ended (logout, password change) or expired: do not reconnect until logged in again. */
  sessionEnded: 4401,
  /** The tab read too slowly and fell too far behind: reconnect and resume. */
  tooSlow: 4408,
  /** Too many sockets of one member on one instance: reconnect later. */
  tooMany: 4429,
} as const;
/** The query parameter a reconnecting tab names its last seen event id in. */
export const LIVE_RESUME_PARAM = 'since';
