// @feature-public: other features import this module (docs/conventions.md, Layout).
// Which routes are content pages, apart from their texts (content-texts.ts): the shell's router needs this
// on every page, the section table only the lazy content page.
import { contentTokenOf, type ContentToken } from '@dating/shared';
/** The kinds are the contract's content tokens: the route table and the pages agree on one list. */
export type ContentKind = ContentToken;

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
  return contentTokenOf(token);
}
