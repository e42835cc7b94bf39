import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'dating-web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// navigator.sendBeacon cannot set headers; these calls are checked by origin instead.
const BEACON_PATHS = new Set(['/api/page-hidden.php']);
// RFC 8058 one-click unsubscribe: mail providers POST here from their own servers. The single-use token in
// the URL is the whole authorisation (no cookie is read), so there is nothing for a forged request to ride on.
const TOKEN_AUTHORISED_PATHS = new Set(['/api/unsubscribe.php']);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function isSameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const host = request.host.toLowerCase();
  const origin = hostOf(request.headers.origin) ?? hostOf(request.headers.referer);
  return origin !== null && origin === host;
}

/**
 * Cookie-authenticated writes must carry `X-Requested-With: dating-web`: a cross-site form cannot set a
 * header, and CORS keeps cross-site scripts from setting it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
      const path = request.url.split('?')[0] ?? request.url;
      if (BEACON_PATHS.has(path) && isSameOrigin(request)) return;
      if (TOKEN_AUTHORISED_PATHS.has(path)) return;
      throw new AppError(403, 'csrf_failed', 'The request did not come from this site.');
    });
  },
  { name: 'csrf' },
);
