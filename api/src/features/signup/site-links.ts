import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The origin links in e-mails point to. The request's Host is used only when it is the site's own domain
 * (with any port) or a loopback address: trusting any Host would let an attacker have a password reset
 * link sent that points to his server ("password reset poisoning").
 */
export function siteOrigin(request: FastifyRequest): string {
  const domain = request.site.domain.toLowerCase();
  const hostname = request.hostname.toLowerCase().replace(/^www\./, '');
  // A loopback Host (a local run, the e2e suite) can only send the member to their own machine.
  if (hostname === domain || LOOPBACK.has(hostname)) {
    const port = request.port ? `:${request.port}` : '';
    return `${request.protocol}://${request.hostname}${port}`;
  }
  return `https://${domain}`;
}

/** An absolute link to a path of the site (`/activate/done`, `/api/activate.php?token=...`). */
export function siteLink(request: FastifyRequest, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteOrigin(request));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
