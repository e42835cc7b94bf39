import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'exempt': a call no browser session can be forged into (a provider's webhook, whose body only names
     * an id the server then looks up; RFC 8058 unsubscribe). 'beacon': navigator.sendBeacon cannot set a
     * header, so the call is accepted when the browser says it comes from this origin. Every other
     * state-changing route needs the header.
     */
    csrf?: 'exempt' | 'beacon';
  }
}

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'dating-web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | null {
  if (!url || url === 'null') return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * What the browser tells about where the request came from: 'same' when it says this origin, 'other' when it
 * names another one, 'unknown' when it sent neither header (older browsers, servers, tests).
 */
function provenance(request: FastifyRequest): 'same' | 'other' | 'unknown' {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return 'same';
  // A same-site subdomain may be another branded site or someone else's page: only this origin counts.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'other';
  const origin = request.headers.origin;
  // The host only: behind a TLS proxy that is not trusted the scheme seen here is http while Origin says https.
  if (origin !== undefined) return hostOf(origin) === request.host.toLowerCase() ? 'same' : 'other';
  return 'unknown';
}

const refused = () => new AppError(403, 'csrf_failed', 'The request did not come from this site.');

/** Why the request is refused, or undefined when it may go on. */
function verdict(request: FastifyRequest): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const mode = request.routeOptions.config?.csrf;
  if (mode === 'exempt') return undefined;
  const from = provenance(request);
  if (from === 'other') return refused();
  if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return undefined;
  if (mode === 'beacon' && from === 'same') return undefined;
  return refused();
}

/**
 * Decided on the route the router matched, never on the raw URL, so no spelling of a path (percent-encoding,
 * double slashes) slips past. Cookie-authenticated writes must carry `X-Requested-With: dating-web`: a
 * cross-site form cannot set a header, and without CORS a cross-site script cannot either. Where the browser
 * says the request came from another origin (Sec-Fetch-Site, Origin), it is refused even with the header.
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: on every request, it answers without a promise and a microtask.
    app.addHook('onRequest', (request, _reply, done) => {
      done(verdict(request));
    });
  },
  { name: 'csrf' },
);
