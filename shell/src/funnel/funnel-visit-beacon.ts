// The signup funnel's first step (docs/landers.md, "Funnel"): once per browser session, this page load tells
// the API that a visitor with a script-running browser arrived, and from which traffic source (the URL's
// tracking query). The server adds the variants from the bucket cookie and counts each visitor once; a
// crawler that runs no script never sends it.
import type { FunnelVisitBody, TrackingBody } from '@dating/shared/contract';

const BEACON_URL = '/api/funnel-visit.php';
const SENT_KEY = 'shell.funnel-visit';
const FIELDS = ['ref', 'sub1', 'sub2', 'sub3'] as const;

function trackingOf(search: URLSearchParams): TrackingBody | undefined {
  const network = search.get('network')?.trim();
  if (!network) return undefined;
  const tracking: TrackingBody = { network: network.slice(0, 100) };
  for (const field of FIELDS) {
    const value = search.get(field)?.trim();
    if (value) tracking[field] = value.slice(0, 100);
  }
  return tracking;
}

function alreadySent(): boolean {
  try {
    if (sessionStorage.getItem(SENT_KEY)) return true;
    sessionStorage.setItem(SENT_KEY, '1');
  } catch {
    // No storage: send it; the server keeps the first visit anyway.
  }
  return false;
}

/**
 * `member`: someone is logged in on this page. A member on a new device is no new visitor, and the back
 * office is nobody's way to a signup: neither sends a visit.
 */
export function sendFunnelVisit(
  member: boolean,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  if (member || location.pathname === '/staff' || location.pathname.startsWith('/staff/')) return;
  if (alreadySent()) return;
  const tracking = trackingOf(new URLSearchParams(location.search));
  const body: FunnelVisitBody = tracking ? { tracking } : {};
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(BEACON_URL, new Blob([json], { type: 'application/json' }))) return;
  void fetch(BEACON_URL, {
    method: 'POST',
    body: json,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
  }).catch(() => {});
}

/**
 * Sends the visit once the page has loaded and the browser is idle: the beacon is no part of the first screen
 * and must not compete with it for the network or the main thread.
 */
export function sendFunnelVisitWhenIdle(member: boolean): void {
  const send = () => {
    const idle = window.requestIdleCallback?.bind(window);
    if (idle) idle(() => sendFunnelVisit(member), { timeout: 2_000 });
    else setTimeout(() => sendFunnelVisit(member), 0);
  };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
