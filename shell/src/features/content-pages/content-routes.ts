// Which routes are content pages, apart from their texts (content-texts.ts): the shell's router needs this
// on every page, the section table only the lazy content page.
export type ContentKind = 'terms' | 'privacy' | 'cookies' | 'faq' | 'return-policy' | 'service' | 'ban';

/** Route name -> content kind; `{token}` pages with one of these names show the same page. */
export const CONTENT_ROUTES = {
  'pages-terms': 'terms',
  'pages-privacy': 'privacy',
  'pages-cookies': 'cookies',
  'pages-faq': 'faq',
  'pages-return-policy': 'return-policy',
  'pages-service': 'service',
  'pages-ban': 'ban',
} as const satisfies Record<string, ContentKind>;

export function contentKindForToken(token: string): ContentKind | null {
  const kinds = Object.values(CONTENT_ROUTES) as ContentKind[];
  const lower = token.toLowerCase();
  return kinds.includes(lower as ContentKind) ? (lower as ContentKind) : null;
}
