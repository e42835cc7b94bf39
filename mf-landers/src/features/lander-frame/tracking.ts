// The tracking record of a paid visit (spec section 3: network, ref, sub1-sub3), read from the landing URL.
// The lander only decides with it (signup mode with_trafficsource); the signup flow stores it with the
// account, because the shell opens signup with the landing URL's query (see docs/landers.md).

/** As `TRACKING_FIELDS` of the contract (server-page.ts), which the server's pages use. */
export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Whether the landing URL names a traffic source (a record needs at least `network`). */
export function hasTrafficSource(search: URLSearchParams): boolean {
  return Boolean(search.get('network')?.trim());
}
