// The thin events the server pushes to a member's open tabs over the live channel (`/api/live`). They carry
// ids and counts, never whole lists: the remote that owns the data fetches what it needs. Each event the
// shell receives is published on the bus as `live.<type>` (see bus-events.ts).
import { z } from 'zod';
import type { LIVE_EVENT_NAMES } from './live-protocol';

const id = z.number().int().positive();

export const liveEventSchemas = {
  /** A message (text, gift or photo) arrived in one of the member's conversations. */
  'message.new': z.object({ conversationId: id, messageId: id, profileId: id, sentAt: z.string() }),
  /** The other side read the conversation up to this message. */
  'message.read': z.object({ conversationId: id, profileId: id, upToMessageId: id }),
  /** The other side is typing (not stored: lost when nobody listens, which is fine). */
  typing: z.object({ conversationId: id, profileId: id }),
  /** A conversation ended for this member (blocked either way, removed on another tab). */
  'conversation.closed': z.object({ conversationId: id, profileId: id }),
  /** Someone liked the member. */
  'like.received': z.object({ profileId: id }),
  /** A like became mutual. */
  'match.made': z.object({ profileId: id }),
  /** The balance or premium state changed (a spend, a purchase, a refund). */
  'credits.changed': z.object({ credits: z.number().int().min(0), paidUser: z.boolean() }),
  /** This session ended elsewhere (logout, password change, ended from settings). */
  'session.ended': z.object({ reason: z.enum(['logout', 'password_changed', 'revoked']) }),
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventPayload<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;
/** One event as sent on the wire: `{ id, type, payload }`; `id` orders a member's events for resuming. */
export type LiveEvent = { [T in LiveEventType]: { type: T; payload: LiveEventPayload<T> } }[LiveEventType];
export type LiveFrame = LiveEvent & { id: number | null };

export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];
// The browser's list of names (live-protocol.ts) must name every event here, and nothing else.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesMatch: Same<(typeof LIVE_EVENT_NAMES)[number], LiveEventType> = true;
void namesMatch;

/** What a tab may send up the socket. */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversationId: id }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

export * from './live-protocol';
