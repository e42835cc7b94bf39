// The catalogue of every event on the page's bus: one name, one payload type, one line saying who sends it
// and why. Adding an event is one edit here. The bus itself lives in `shared/src/bus`.
import type { Likes, Settings, User } from './api-types';
import type { LiveClientFrame, LiveEventPayload, LiveEventType } from './live-events';
import type { Locale } from './locales';
// The like modal's profile is an API answer too, so its schema lives with the members API.
import type { LikeModalProfile } from './members-api';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

/** Text to show: a message id (translated by the receiver, with ICU values) or an already translated text. */
export type BusText = { id: string; values?: Record<string, string | number> } | { text: string };

/** Named modals the shell owns and anyone may open. */
export type ShellModalName =
  'time-bonus' | 'icebreaker' | 'non-premium-photo' | 'payment-confirm' | 'premium-only';

/** Each event of the live channel, as the shell publishes it on the bus: `live.message.new`, `live.typing`, ... */
export type LiveBusEvents = { [T in LiveEventType as `live.${T}`]: LiveEventPayload<T> };

export interface BusEvents extends LiveBusEvents {
  /** State. The logged-in user, or null when logged out. Sent by the shell after login, logout and each poll. */
  'session.changed': { user: User | null };
  /** State. The active locale. Sent by the shell at start-up and when the visitor switches language. */
  'locale.changed': { locale: Locale };
  /** State. The public settings of the site (`GET /api/settings.php`). Sent by the shell at start-up. */
  'settings.loaded': { settings: Settings };
  /** State. Total unread messages over all conversations (navigation badge, title prefix). */
  'chat.unread-changed': { total: number };
  /** State. Likes given and received, and how many received ones are new (navigation badge). */
  'likes.changed': { likes: Likes; newCount: number };
  /** State. The user's credit balance and premium flag after a purchase, a spend or a poll. */
  'credits.changed': { credits: number; paidUser: boolean };
  /** State. Whether a full-page signup flow is in progress (the shell hides banners meanwhile). */
  'signup.state': { open: boolean };
  /** Someone liked the user: the shell opens its like modal (no profile: it loads an automatic like). */
  'like.received': { profile: LikeModalProfile | null };
  /** A like became mutual: the shell opens its match modal. */
  'match.made': { profile: LikeModalProfile };
  /**
   * The shell's like/match modal reports what the user did (spec: overlay click `close`, image click
   * `imagePressed`, button click `buttonPressed`, the last two with the profile id).
   */
  'like-modal.action': {
    action: 'close' | 'imagePressed' | 'buttonPressed';
    profileId: number | null;
    kind: 'like' | 'match';
  };
  /** A new chat message arrived (WebSocket or poll); chat views append it, the shell refreshes badges. */
  'message.received': { conversationId: number; profileId: number; messageId: number; sentAt: string };
  /** Ask the shell to refresh the unread count now (after reading, a failed delete, a pushed message). */
  'chats.reload-requested': Record<string, never>;
  /** Ask the shell to reload likes now (the like modal does so 500 ms after an automatic like). */
  'likes.reload-requested': Record<string, never>;
  /** Ask the shell to reload the current user now (after a payment, a settings change). */
  'session.reload-requested': Record<string, never>;
  /** Ask for client-side navigation; the shell calls `navigate()`. Remotes may also call `navigate()` directly. */
  navigate: { path: string; replace?: boolean };
  /** Ask the shell to open one of its modals. */
  'modal.open': { modal: ShellModalName; props?: Record<string, unknown> };
  /** Ask the shell to close one of its modals. */
  'modal.close': { modal: ShellModalName };
  /** Show a toast (the shell's toaster renders it). */
  'toast.show': { message: BusText; variant?: ToastVariant; durationMs?: number };
  /** Work started that the top progress bar should show (e.g. the first chats load). */
  'progress.start': { id: string };
  /** Work with that id ended (success or failure). */
  'progress.done': { id: string };
  /** The API answered 403 authentication_required: the shell drops the session and sends the user to login. */
  'auth.logout-required': { path: string };
  /** A remote failed to load or crashed; the shell shows an error state for its area and retries. */
  'remote.error': { remote: string; error: string };
  /** Open the signup flow (modal on desktop, page on phones), optionally pre-targeted at a profile. */
  'signup.open': { profileId?: number; source?: string };
  /** The signup flow closed: finished, abandoned, or sent to login. */
  'signup.closed': { reason: 'completed' | 'cancelled' | 'login' };
  /** State. Whether the shell's live socket is open (remotes may poll less while it is). */
  'live.status': { connected: boolean };
  /** Ask the shell to send a frame up the live socket (e.g. typing); dropped while the socket is down. */
  'live.send': { frame: LiveClientFrame };
}

export type BusEventType = keyof BusEvents;

export type BusPayload<T extends BusEventType> = BusEvents[T];

/** Topics that describe current state: the bus replays the latest value to late subscribers. */
export const BUS_STATE_TOPICS = [
  'session.changed',
  'locale.changed',
  'settings.loaded',
  'chat.unread-changed',
  'likes.changed',
  'credits.changed',
  'signup.state',
  'live.status',
] as const satisfies readonly BusEventType[];

export type BusStateTopic = (typeof BUS_STATE_TOPICS)[number];

const ALL_EVENT_TYPES: Record<BusEventType, true> = {
  'session.changed': true,
  'locale.changed': true,
  'settings.loaded': true,
  'chat.unread-changed': true,
  'likes.changed': true,
  'credits.changed': true,
  'signup.state': true,
  'like.received': true,
  'match.made': true,
  'like-modal.action': true,
  'message.received': true,
  'chats.reload-requested': true,
  'likes.reload-requested': true,
  'session.reload-requested': true,
  navigate: true,
  'modal.open': true,
  'modal.close': true,
  'toast.show': true,
  'progress.start': true,
  'progress.done': true,
  'auth.logout-required': true,
  'remote.error': true,
  'signup.open': true,
  'signup.closed': true,
  'live.status': true,
  'live.send': true,
  'live.message.new': true,
  'live.message.read': true,
  'live.typing': true,
  'live.conversation.closed': true,
  'live.like.received': true,
  'live.match.made': true,
  'live.credits.changed': true,
  'live.session.ended': true,
};

/** Every event name, for tooling and for narrowing names that come from outside (e.g. a WebSocket frame). */
export const BUS_EVENT_TYPES = Object.keys(ALL_EVENT_TYPES) as BusEventType[];

export function isBusEventType(value: unknown): value is BusEventType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ALL_EVENT_TYPES, value);
}

export function isBusStateTopic(type: BusEventType): type is BusStateTopic {
  return (BUS_STATE_TOPICS as readonly string[]).includes(type);
}
