// GET /sitemap.xml per site: the pages a search engine may index (home, prices, content pages, landers),
// each with its alternates in every locale (`?hl=<locale>` picks the language, see docs/landers.md).
import type { FastifyPluginAsync } from 'fastify';
import { LANDER_KINDS, LOCALES } from '@dating/shared/contract';
import { siteOrigin } from '../signup/site-links';

const PAGES = [
  '/',
  '/pricing',
  '/pages/faq',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/return-policy',
  '/pages/service',
  '/landers/tinderswipe',
  ...LANDER_KINDS.map((kind) => `/landers/${kind}`),
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: readonly string[] = PAGES): string {
  const entries = paths.map((path) => {
    const loc = new URL(path, origin).toString();
    const alternates = [
      ...LOCALES.map((locale) => ({ lang: locale, href: `${loc}?hl=${locale}` })),
      { lang: 'x-default', href: loc },
    ]
      .map(({ lang, href }) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host')
      .type('application/xml; charset=utf-8')
      .send(
        // Member search is a page for visitors only where the site allows logged-out search.
        sitemapXml(siteOrigin(request), request.site.loggedOutSearch ? [...PAGES, '/members'] : PAGES),
      ),
  );
};

export default sitemapRoutes;
