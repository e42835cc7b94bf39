// GET /sitemap.xml per site: the pages a search engine may index (home, prices, content pages, landers),
// each with its alternates in every locale (`?hl=<locale>` picks the language, see docs/landers.md). Served
// by api/src/frontend/serve-frontend.ts, which knows the lander kinds the site's mf-landers version declares.
import { LOCALES } from '@dating/shared/contract';

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
];

/** The site's pages for crawlers: member search only where the site lets visitors search. */
export function sitemapPaths(landerKinds: readonly string[], site: { loggedOutSearch: boolean }): string[] {
  return [
    ...PAGES,
    ...landerKinds.map((kind) => `/landers/${kind}`),
    ...(site.loggedOutSearch ? ['/members'] : []),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
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
