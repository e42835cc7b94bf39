// A staff tab's inbox socket for tests: the frames it heard, how it was closed, and a wait for the frame a test
// expects.
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
  // How the server ended the socket: its close code and reason.
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  return { socket, frames, opened, closed };
}

export async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
