// Spec section 7: `POST /api/page-hidden.php` as a beacon with empty JSON when the page becomes hidden (the
// member's "last seen"). With the query parameter `lb` the beacon is sent for visitors too: page-bounce logging
// for a landing campaign.
import type { Bus } from '@dating/shared';

export function followPageHidden(bus: Bus): () => void {
  const bounceLogging = new URLSearchParams(window.location.search).has('lb');
  const onChange = () => {
    if (document.visibilityState !== 'hidden') return;
    if (!bounceLogging && !bus.getState('session.changed')?.user) return;
    // A beacon cannot set headers; the API accepts this one call without the CSRF header (it changes only
    // the caller's own "last seen").
    navigator.sendBeacon?.('/api/page-hidden.php', new Blob(['{}'], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
