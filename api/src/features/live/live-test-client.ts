// @feature-public: other features import this module (docs/conventions.md, Layout).
// A WebSocket client for tests: opens /api/live like a browser tab and lets a test wait for frames.
import { WebSocket } from 'ws';
import type { LiveServerFrame } from '@dating/shared/contract';

export interface LiveTestClient {
  socket: WebSocket;
  frames: LiveServerFrame[];
  /** Resolves with the first frame (already received or coming) that matches; rejects after the timeout. */
  next(match: (frame: LiveServerFrame) => boolean, timeoutMs?: number): Promise<LiveServerFrame>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

export interface LiveTestClientOptions {
  port: number;
  host: string;
  cookie?: string;
  origin?: string | null;
  since?: number;
}

/** Opens the socket; rejects with `Unexpected server response: <status>` when the handshake is refused. */
export function openLiveClient(options: LiveTestClientOptions): Promise<LiveTestClient> {
  const query = options.since === undefined ? '' : `?since=${options.since}`;
  const headers: Record<string, string> = { host: options.host };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? `http://${options.host}` : options.origin;
  if (origin) headers.origin = origin;
  const socket = new WebSocket(`ws://127.0.0.1:${options.port}/api/live${query}`, { headers });
  const frames: LiveServerFrame[] = [];
  const waiters = new Set<{
    match: (frame: LiveServerFrame) => boolean;
    resolve: (f: LiveServerFrame) => void;
  }>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as LiveServerFrame;
    frames.push(frame);
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.off('error', reject);
      // A test that ends with a socket still open must not crash on a late reset.
      socket.on('error', () => {});
      resolve({
        socket,
        frames,
        closed,
        close: () => socket.close(),
        next(match, timeoutMs = 5_000) {
          const seen = frames.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((resolveFrame, rejectFrame) => {
            const waiter = {
              match,
              resolve: (frame: LiveServerFrame) => {
                clearTimeout(timer);
                resolveFrame(frame);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectFrame(
                new Error(`no matching live frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
              );
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
      });
    });
  });
}
