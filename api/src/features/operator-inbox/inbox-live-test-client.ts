// A staff tab's inbox socket for tests: the frames it heard, and a wait for the one a test expects.
import { WebSocket } from 'ws';
import type { InboxLiveFrame } from '@dating/shared/contract';

export function openInboxLive(port: number, cookie: string | undefined, origin = 'http://flirt.test') {
  const headers: Record<string, string> = { host: 'flirt.test', origin };
  if (cookie) headers.cookie = cookie;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/staff/inbox/live`, { headers });
  const frames: InboxLiveFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as InboxLiveFrame));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, opened };
}

export async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
