// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyRequest } from 'fastify';

/**
 * Browsers send Origin on every WebSocket handshake and, unlike fetch, apply no CORS to it: without this
 * check any page could open a socket with the member's cookie and read their events. Allowed, compared as
 * whole origins (scheme, host and port exactly): the page of this very origin, the site's own domain over
 * https (www. or not), PUBLIC_URL, and the operator's LIVE_EXTRA_ORIGINS. A missing or foreign Origin, or
 * the right host with another scheme or port, is refused.
 */
export function isAllowedLiveOrigin(
  request: FastifyRequest,
  publicUrl: string | null,
  extraOrigins: readonly string[] = [],
): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  const domain = request.site.domain.toLowerCase();
  const allowed = new Set([
    `${request.protocol}://${request.host.toLowerCase()}`,
    `https://${domain}`,
    `https://www.${domain}`,
    ...(publicUrl ? [new URL(publicUrl).origin] : []),
    ...extraOrigins,
  ]);
  return allowed.has(given);
}
