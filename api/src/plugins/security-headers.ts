import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

const ORIGIN = /https?:\/\/[a-z0-9.-]+(?::\d+)?/gi;

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the page's code may come from besides this origin: the site's cdn_prefix and every origin the
 * inline remote registry of this very page names (module federation loads remoteEntry.js and its chunks
 * from there). The registry is JSON written by the server, so its origins are the operator's, not a visitor's.
 */
function codeOrigins(request: FastifyRequest, html: string | null): string[] {
  const origins = new Set<string>();
  const cdn = request.site?.cdnPrefix ? originOf(request.site.cdnPrefix) : null;
  if (cdn) origins.add(cdn);
  const registry = html?.match(/<script id="mf-remotes" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
  for (const match of registry?.match(ORIGIN) ?? []) {
    const origin = originOf(match);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The host[:port] the page's live socket connects to, for connect-src. Never the Host header as sent: only a
 * name the site owns (its domain, www. or not, `<domain>.localhost` or a loopback name in a local run) and a
 * numeric port; anything else is the site's domain. A Host like `x; report-uri ...` cannot add directives.
 */
function liveHost(request: FastifyRequest): string {
  const domain = (request.site?.domain ?? 'localhost').toLowerCase();
  const match = /^([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?$/i.exec(request.host);
  if (!match) return domain;
  const name = (match[1] ?? domain).toLowerCase();
  const own =
    name === domain || name === `www.${domain}` || name === `${domain}.localhost` || LOOPBACK.has(name);
  if (!own) return domain;
  return match[2] ? `${name}:${match[2]}` : name;
}

/**
 * The Content-Security-Policy of one answer. No inline or injected script runs ('unsafe-inline' is for
 * styles only: Emotion writes <style> elements at run time); pages cannot be framed (clickjacking of
 * one-click spends); forms post only here; no plugins; `<base>` cannot redirect relative URLs.
 */
export function contentSecurityPolicy(
  request: FastifyRequest,
  html: string | null,
  options: { https: boolean; allowEval: boolean },
): string {
  const extra = codeOrigins(request, html);
  const list = (...values: string[]) => [...values, ...extra].join(' ');
  const host = liveHost(request);
  const directives = [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...(options.allowEval ? [`'unsafe-eval'`] : []))}`,
    `style-src ${list(`'self'`, `'unsafe-inline'`)}`,
    `img-src ${list(`'self'`, 'data:', 'blob:')}`,
    `font-src ${list(`'self'`, 'data:')}`,
    // The live channel is a WebSocket to this host.
    `connect-src ${list(`'self'`, `wss://${host}`, ...(options.https ? [] : [`ws://${host}`]))}`,
    `media-src ${list(`'self'`, 'blob:')}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * What the pages may use: the camera (photo capture on a phone), geolocation (the match finder's "near me")
 * and full screen for this origin; every other powerful feature for nobody, frames included. Push
 * notifications are not a Permissions-Policy feature: the browser asks the member itself. Only features
 * Chromium knows are listed: an unknown one (Web Bluetooth's `bluetooth`) is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'fullscreen=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * The headers every answer carries whatever it is, as helmet writes them with this app's options: nosniff, no
 * framing, Referrer-Policy, the opener and origin isolation, and helmet's legacy switches. Helmet's middleware
 * runs once, here, against a recorder, and the hook below sets what it wrote: running it (or @fastify/helmet,
 * which built it anew) on every request was a tenth of user.php's CPU. A route that set one itself keeps its
 * value; the CSP, HSTS and Cross-Origin-Resource-Policy are settled per answer below.
 */
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[] = helmetHeaders({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

function helmetHeaders(options: HelmetOptions): [string, string][] {
  const written: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void written.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return written;
}

const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

// The Host is the client's: the cache of a site holds this many of them at most, then starts again.
const MAX_POLICIES_PER_SITE = 64;

/**
 * The CSP of an answer that is not a page (JSON, files): built once per site, Host and scheme, not per
 * request. A page's depends on the registry in it and is built each time.
 */
function cachedPolicy(
  policiesOf: WeakMap<object, Map<string, string>>,
  request: FastifyRequest,
  https: boolean,
  allowEval: boolean,
): string {
  const site = request.site as object | null;
  if (!site) return contentSecurityPolicy(request, null, { https, allowEval });
  let policies = policiesOf.get(site);
  if (!policies) {
    policies = new Map();
    policiesOf.set(site, policies);
  }
  const key = `${https ? 's' : ''}:${request.host}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy(request, null, { https, allowEval });
    if (policies.size >= MAX_POLICIES_PER_SITE) policies.clear();
    policies.set(key, policy);
  }
  return policy;
}

/**
 * Security headers on every answer: the static ones above, HSTS when the request came over TLS (directly or
 * through a trusted proxy; over plain http a browser ignores it and a local run must stay reachable), the
 * Permissions-Policy and a CSP built per site and Host (per answer for pages, see above).
 */
export default fp(
  async (app) => {
    // npm run dev serves development builds, which webpack evaluates with eval(); production builds never do.
    const allowEval = app.config.cspDevEval;
    // Policies of answers that are not pages, per site object (a changed site is a new one).
    const policiesOf = new WeakMap<object, Map<string, string>>();
    // A callback hook: it does no I/O, so it needs no promise and microtask on every answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      const https = request.protocol === 'https';
      const set = reply.getHeaders();
      for (const [name, value] of STATIC_SECURITY_HEADERS) {
        if (set[name] === undefined) reply.header(name, value);
      }
      // A route that wrote its own, stricter policy (a provider's page, a download) keeps it.
      if (set['content-security-policy'] === undefined) {
        const policy = isHtml(reply)
          ? contentSecurityPolicy(
              request,
              Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload ?? ''),
              { https, allowEval },
            )
          : cachedPolicy(policiesOf, request, https, allowEval);
        reply.header('content-security-policy', policy);
      }
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers are for this origin's pages only; photos may be fetched by the site's CDN prefix (same
      // site); the remotes' and shell's files may be loaded from anywhere, a cdn_prefix may be anywhere.
      const path = request.url;
      const resourcePolicy = set['cross-origin-resource-policy'];
      if (path.startsWith('/api/')) {
        if (resourcePolicy === undefined || resourcePolicy === 'cross-origin') {
          reply.header('cross-origin-resource-policy', 'same-origin');
        }
        // An answer is a member's or a staff member's own data unless its route says it may be kept (a
        // photo, a lander's members): no browser or proxy cache keeps it, on a shared computer neither.
        if (set['cache-control'] === undefined) reply.header('cache-control', 'no-store');
      } else if (path.startsWith('/uploads/')) {
        reply.header('cross-origin-resource-policy', 'same-site');
      } else if (resourcePolicy === undefined) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done(null, payload);
    });
  },
  // Registered before compression, so its onSend hook still sees the page as text.
  { name: 'security-headers' },
);
