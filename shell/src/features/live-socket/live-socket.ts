// @feature-public: other features import this module (docs/conventions.md, Layout).
// The shell's one live socket per tab (`/api/live`): opened while someone is logged in, resumed from the last
// event id after a drop, and every event published on the bus as `live.<type>`, by name: the shell does not
// keep a list of the events, so a new event needs the API and the remote that consumes it (which checks its
// shape, `bus.onLive(type)`), not a shell release. Remotes never touch the socket; they listen on the bus and
// send typing through `live.send`. See docs/live.md.
import {
  type Bus,
  type BusEventType,
  LIVE_CLOSE_CODES,
  LIVE_RESUME_PARAM,
  type LiveServerFrame,
} from '@dating/shared';
import { backoffDelay } from './backoff';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  createSocket?: (url: string) => SocketLike;
  /** The socket address without the resume parameter. */
  url?: () => string;
  random?: () => number;
}

const OPEN = 1;
/** Ids of recent events, so one delivered twice (a resume racing a live send) reaches the bus once. */
const SEEN_IDS_KEPT = 200;

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live`;
}

/** A dotted lower-case name (`gift.received`); never one that would land on the shell's own live topics. */
const EVENT_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const SHELL_LIVE_TOPICS: ReadonlySet<string> = new Set(['status', 'send']);
export const isLiveEventName = (type: unknown): type is string =>
  typeof type === 'string' && type.length <= 64 && EVENT_NAME.test(type) && !SHELL_LIVE_TOPICS.has(type);

export function startLiveSocket(bus: Bus, options: LiveSocketOptions = {}): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const baseUrl = options.url ?? defaultUrl;
  const random = options.random ?? Math.random;

  let socket: SocketLike | null = null;
  let userId: number | null = null;
  let lastId: number | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const seen: number[] = [];

  const setConnected = (connected: boolean) => {
    if ((bus.getState('live.status')?.connected ?? false) !== connected)
      bus.publish('live.status', { connected });
  };

  const receive = (frame: LiveServerFrame) => {
    if (frame.type === 'ready') {
      attempt = 0;
      lastId = Math.max(lastId ?? 0, frame.payload.lastId);
      setConnected(true);
      // More was missed than one resume carries: the lists are reloaded whole instead.
      if (!frame.payload.complete) {
        bus.publish('session.reload-requested', {});
        bus.publish('chats.reload-requested', {});
        bus.publish('likes.reload-requested', {});
      }
      return;
    }
    // Passed on by name; the remote that listens checks the payload's shape (zod is not in the shell).
    const type: unknown = frame.type;
    if (!isLiveEventName(type) || typeof frame.payload !== 'object' || frame.payload === null) return;
    if (typeof frame.id === 'number') {
      if (seen.includes(frame.id)) return;
      seen.push(frame.id);
      if (seen.length > SEEN_IDS_KEPT) seen.shift();
      lastId = Math.max(lastId ?? 0, frame.id);
    }
    bus.publish(`live.${type}` as BusEventType, frame.payload as never);
  };

  const connect = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (userId === null || socket) return;
    const url = lastId === null ? baseUrl() : `${baseUrl()}?${LIVE_RESUME_PARAM}=${lastId}`;
    let opened: SocketLike;
    try {
      opened = createSocket(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = opened;
    opened.onmessage = (event) => {
      if (socket !== opened || typeof event.data !== 'string') return;
      try {
        receive(JSON.parse(event.data) as LiveServerFrame);
      } catch {
        // A frame this version does not understand: the polling fallback still brings the news.
      }
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      setConnected(false);
      if (event.code === LIVE_CLOSE_CODES.sessionEnded) {
        // Ended or expired: the user poll finds out which, and logs the page out when it is gone.
        bus.publish('session.reload-requested', {});
        return;
      }
      scheduleRetry();
    };
    opened.onerror = () => {
      // Always followed by close, which retries.
    };
  };

  const scheduleRetry = () => {
    if (userId === null || retryTimer !== undefined) return;
    retryTimer = setTimeout(connect, backoffDelay(attempt, random));
    attempt += 1;
  };

  const disconnect = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const open = socket;
    socket = null;
    open?.close(1000, 'logout');
    setConnected(false);
  };

  // Back online: no need to wait out the backoff.
  const onOnline = () => {
    if (userId !== null && !socket) {
      attempt = 0;
      connect();
    }
  };
  window.addEventListener('online', onOnline);

  const subscriptions = [
    bus.on('session.changed').subscribe(({ user }) => {
      const next = user?.id ?? null;
      if (next === userId) return;
      disconnect();
      userId = next;
      // Another member's events must not resume from this one's position.
      lastId = null;
      seen.length = 0;
      attempt = 0;
      if (next !== null) connect();
    }),
    bus.on('live.send').subscribe(({ frame }) => {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
    }),
  ];

  return () => {
    window.removeEventListener('online', onOnline);
    for (const subscription of subscriptions) subscription.unsubscribe();
    userId = null;
    disconnect();
  };
}
