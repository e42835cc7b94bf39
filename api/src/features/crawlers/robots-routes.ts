// GET /robots.txt per site: crawlers keep out of the API and the member-only pages, and find the sitemap.
import type { FastifyPluginAsync } from 'fastify';
import { siteOrigin } from '../signup/site-links';

/** Pages that show a member's own account or need a login: nothing a search engine can show anyone. */
const PRIVATE_PATHS = [
  '/api/',
  '/chats',
  '/likes',
  '/credits',
  '/directdebit',
  '/transactions',
  '/notifications',
  '/profile',
  '/premium',
  '/match-finder',
  '/swipe-game',
  '/signup-matches',
  '/complete-signup',
  '/reset-password',
  '/activate/',
  '/mail-change/',
  '/account-deleted',
  '/staff',
];

export function robotsTxt(origin: string, loggedOutSearch: boolean): string {
  // Member search and profiles are open to visitors only where the site allows logged-out search.
  const disallowed = loggedOutSearch ? PRIVATE_PATHS : [...PRIVATE_PATHS, '/members'];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}

const robotsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(request), request.site.loggedOutSearch)),
  );
};

export default robotsRoutes;
