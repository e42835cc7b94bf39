// The inbox's live socket: any `inbox.changed` frame refetches the queue (and the open conversation). A
// dropped socket reconnects after a pause; the queue's slow poll covers the gap.
import { useEffect, useRef } from 'react';

const RECONNECT_MS = 5_000;

export function useInboxLive(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/api/staff/inbox/live`);
      socket.onmessage = () => latest.current();
      socket.onclose = () => {
        if (!stopped) timer = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, []);
}
