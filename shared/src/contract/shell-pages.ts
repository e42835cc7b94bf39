// The shell's own pages, for the server's preload of a route's page.

/** The pages the shell shows itself; each is a chunk of its own, named `shell-page-<name>` in its build. */
export type ShellPageName = 'home' | 'complaints' | 'lang-config' | 'account-deleted' | 'content';

/**
 * Which of its pages the shell shows for each of its routes. The server preloads that page's chunk with the
 * page it sends (api/src/frontend/shell-preload.ts). The shell keeps a copy typed `ShellPages`, so the two
 * cannot differ, without every page downloading this table in @dating/shared's browser entry.
 */
export const SHELL_PAGES = {
  index: 'home',
  complaints: 'complaints',
  'lang-config': 'lang-config',
  'account-deleted': 'account-deleted',
  'pages-ban': 'content',
  'pages-cookies': 'content',
  'pages-faq': 'content',
  'pages-privacy': 'content',
  'pages-return-policy': 'content',
  'pages-service': 'content',
  'pages-terms': 'content',
  'content-token': 'content',
} as const satisfies Record<string, ShellPageName>;

export type ShellPages = typeof SHELL_PAGES;

/** The shell's page of `route`, or undefined when a remote shows it. */
export const shellPageOf = (route: string): ShellPageName | undefined =>
  Object.hasOwn(SHELL_PAGES, route) ? (SHELL_PAGES as Record<string, ShellPageName>)[route] : undefined;

/**
 * The shell's pages its server build renders for a visitor (shell/src/app/server.tsx); the others are drawn
 * in the browser.
 */
export const SERVER_RENDERED_SHELL_PAGES: readonly ShellPageName[] = ['home', 'content'];
