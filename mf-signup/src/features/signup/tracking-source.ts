import type { TrackingBody } from '@dating/shared';

const KEY = 'mf-signup.tracking';
const FIELDS = ['ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * The traffic source of this visit: `network`, `ref`, `sub1`-`sub3` from the landing URL, remembered for the
 * session so it survives the way from a landing page to the signup form.
 */
export function trackingSource(search: URLSearchParams): TrackingBody | undefined {
  const network = search.get('network')?.trim();
  if (network) {
    const tracking: TrackingBody = { network: network.slice(0, 100) };
    for (const field of FIELDS) {
      const value = search.get(field)?.trim();
      if (value) tracking[field] = value.slice(0, 100);
    }
    try {
      sessionStorage.setItem(KEY, JSON.stringify(tracking));
    } catch {
      // no storage: the record still goes with this page's signup
    }
    return tracking;
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TrackingBody | null;
    return stored?.network ? stored : undefined;
  } catch {
    return undefined;
  }
}
