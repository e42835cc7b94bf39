import type { FastifyRequest } from 'fastify';

/** Host without port, `www.` or the local `.localhost` suffix (the site plugin reads domains the same way). */
function siteHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.localhost\.?$/, '')
    .replace(/^www\./, '');
}

/**
 * Browsers send Origin on every WebSocket handshake and, unlike fetch, apply no CORS to it: without this
 * check any page could open a socket with the member's cookie and read their events. Allowed: the page of
 * this very host, the site's own domain (www. or not) and PUBLIC_URL. A missing or foreign Origin is refused.
 */
export function isAllowedLiveOrigin(request: FastifyRequest, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (originHost === request.host.toLowerCase()) return true;
  if (publicUrl && originHost === new URL(publicUrl).host.toLowerCase()) return true;
  return siteHost(originHost) === siteHost(request.site.domain);
}
