import type { FastifyRequest } from 'fastify';

/**
 * There is no GeoIP database on the server: the country comes from the header the CDN or load balancer
 * sets (Cloudflare's `CF-IPCountry`, or `X-Country`). Without one, the site's first country is assumed.
 */
export function geoipCountry(request: FastifyRequest): string {
  for (const header of ['cf-ipcountry', 'x-country']) {
    const value = request.headers[header];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') {
      return value.toUpperCase();
    }
  }
  return request.site.countries[0] ?? 'US';
}
