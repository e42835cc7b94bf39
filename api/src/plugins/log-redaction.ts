// What the request log may hold. Links in mails carry secrets in their query (activation, reset,
// unsubscribe and reactivation tokens), staff send a token in a header or a cookie, and a staff account's
// one-time setup link (`setupPath`, its `token` when used) travels in JSON bodies: none of them may reach a
// log file, where far more people and systems can read them than the secret was meant for.
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose value is a secret, wherever they appear. */
const SECRET_PARAMS = /^(token|code|key|secret|password|reactivate|sig|signature)$/i;
/** Routes whose whole query string is a secret (the mailed links' routes), however its parameters are named. */
const TOKEN_ROUTES = [
  '/api/activate.php',
  '/api/password-reset.php',
  '/api/unsubscribe.php',
  '/api/mail-change-do.php',
  '/reset-password/do',
  '/mail-change/do',
  '/activate',
  '/login',
];

export const REDACTED = '[redacted]';

/** The URL as it may be logged: the path as sent, secrets in the query replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  if (TOKEN_ROUTES.includes(path)) return `${path}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The server's logger: the request's URL redacted, and headers that carry credentials never written. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // Anything that logs a request's or a reply's headers (an error with its request, a debug line).
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'res.headers["set-cookie"]',
        'request.headers.cookie',
        'request.headers.authorization',
        // The staff setup link: answered by POST /api/staff/accounts and reset-two-factor, sent back by setup.
        'setupPath',
        '*.setupPath',
        '*.*.setupPath',
        'token',
        '*.token',
        '*.*.token',
      ],
      censor: REDACTED,
    },
  };
}
