// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The origin links in e-mails and payment returns point to: PUBLIC_URL when the operator set one, else the
 * site's own domain (over https unless the request came to that very domain over plain http). Never the request's Host or X-Forwarded-Host, which would let an attacker
 * have a password reset link sent that points to his server ("password reset poisoning"). The one
 * exception is a local run opened on a loopback name (localhost, `<domain>.localhost`): such a link can only
 * lead the member to their own machine, and the e2e suite follows it.
 */
export function siteOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl) return new URL(publicUrl).origin;
  const domain = request.site.domain.toLowerCase();
  const hostname = request.hostname.toLowerCase();
  if (!request.server.config.production && (LOOPBACK.has(hostname) || hostname === `${domain}.localhost`)) {
    // The socket's own port, not a header's: only the scheme and host names come from the request here.
    const port = request.socket.localPort;
    return `http://${hostname}${port && port !== 80 ? `:${port}` : ''}`;
  }
  // The scheme is the socket's, or a trusted proxy's (TRUST_PROXY); the name is the site's own.
  const scheme = hostname === domain || hostname === `www.${domain}` ? request.protocol : 'https';
  return `${scheme}://${domain}`;
}

/** An absolute link to a path of the site (`/activate/done`, `/api/activate.php?token=...`). */
export function siteLink(request: FastifyRequest, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteOrigin(request));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
