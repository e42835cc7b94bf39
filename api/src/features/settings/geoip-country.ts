// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyRequest } from 'fastify';

/**
 * There is no GeoIP database on the server: the country comes from the header the CDN or load balancer
 * sets (Cloudflare's `CF-IPCountry`, or `X-Country`), and only when that peer is one of TRUST_PROXY's
 * proxies: anyone else could name any country, and with it the price list, the VAT and the payment methods
 * of their account. Fastify lists a forwarded chain (request.ips beyond the peer) only when the peer is
 * trusted. Without a trusted header, the site's first country is assumed.
 */
export function geoipCountry(request: FastifyRequest): string {
  const fromTrustedProxy = (request.ips?.length ?? 0) > 1;
  if (fromTrustedProxy) {
    for (const header of ['cf-ipcountry', 'x-country']) {
      const value = request.headers[header];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') {
        return value.toUpperCase();
      }
    }
  }
  return request.site.countries[0] ?? 'US';
}
