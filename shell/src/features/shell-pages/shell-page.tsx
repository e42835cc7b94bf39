// The pages the shell owns itself (home, content pages, complaints, ...), and the 404 page for unknown paths.
// Each page is a chunk of its own: a visitor downloads the page they open, not every page the shell has
// (the error page stays in the entry, the error boundaries need it when a chunk fails to load). Which page a
// route shows is SHELL_PAGES in the contract; the chunk names `shell-page-<name>` let the server preload
// the route's page with the HTML (build-config/webpack/boot-assets-plugin.mjs).
import { type ComponentType, lazy, Suspense } from 'react';
import {
  preloadMessages,
  type Locale,
  type RouteMatch,
  type ShellPageName,
  type ShellPages,
} from '@dating/shared';
import { loadContentPageMessages } from '../content-pages/content-page-messages';
import { CONTENT_ROUTES, contentKindForToken, type ContentKind } from '../content-pages/content-routes';
import { ErrorPage } from '../error-page/error-page';
import { HeadLinks } from '../head-links/head-links';

const loadHomePage = () => import(/* webpackChunkName: "shell-page-home" */ '../home/home-page');
const loadContentPage = () =>
  import(/* webpackChunkName: "shell-page-content" */ '../content-pages/content-page');
const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
const ComplaintsPage = lazy(() =>
  import(/* webpackChunkName: "shell-page-complaints" */ '../complaints/complaints-page').then((m) => ({
    default: m.ComplaintsPage,
  })),
);
const LangConfigPage = lazy(() =>
  import(/* webpackChunkName: "shell-page-lang-config" */ '../locale-switcher/lang-config-page').then(
    (m) => ({ default: m.LangConfigPage }),
  ),
);
const AccountDeletedPage = lazy(() =>
  import(/* webpackChunkName: "shell-page-account-deleted" */ '../account-deleted/account-deleted-page').then(
    (m) => ({ default: m.AccountDeletedPage }),
  ),
);
const ContentPage = lazy(() => loadContentPage().then((m) => ({ default: m.ContentPage })));

/**
 * The contract's SHELL_PAGES, which the server preloads by. Typed by it, so this copy cannot differ from it,
 * and kept here so that every page does not download the table with @dating/shared's browser entry.
 */
const SHELL_PAGES: ShellPages = {
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
};
const pageOf = (route: string): ShellPageName | undefined =>
  Object.hasOwn(SHELL_PAGES, route) ? (SHELL_PAGES as Record<string, ShellPageName>)[route] : undefined;

const PAGES: Record<Exclude<ShellPageName, 'content'>, ComponentType> = {
  home: HomePage,
  complaints: ComplaintsPage,
  'lang-config': LangConfigPage,
  'account-deleted': AccountDeletedPage,
};

/**
 * The shell's pages the server renders for a visitor (api/src/frontend/server-render.ts): the home page and the
 * content pages. Loads what the page draws with beyond the shell's messages (for the server's render and the
 * browser's hydration): its file, and a content page's documents in the locale; null for any other page,
 * which the browser draws.
 */
export function loadServerPage(match: RouteMatch | null, locale: Locale): Promise<unknown> | null {
  const page = match ? pageOf(match.name) : undefined;
  if (page === 'home') return loadHomePage();
  if (page === 'content' && match && contentKindOf(match))
    return Promise.all([loadContentPage(), preloadMessages(loadContentPageMessages, locale)]);
  return null;
}

export function ShellPage({ match }: { match: RouteMatch | null }) {
  const page = match ? pageOf(match.name) : undefined;
  // `/faq` is known as `/pages/faq`: the same canonical as the server's and the sitemap's.
  const kind = match && page === 'content' ? contentKindOf(match) : null;
  return (
    <Suspense fallback={null}>
      {page === 'home' && <HeadLinks />}
      {page === 'content' && <HeadLinks {...(kind ? { pathname: `/pages/${kind}` } : {})} />}
      <ShellPageContent match={match} />
    </Suspense>
  );
}

function contentKindOf(match: RouteMatch): ContentKind | null {
  if (match.name === 'content-token') return contentKindForToken(match.params.token ?? '');
  return CONTENT_ROUTES[match.name as keyof typeof CONTENT_ROUTES] ?? null;
}

function ShellPageContent({ match }: { match: RouteMatch | null }) {
  const page = match ? pageOf(match.name) : undefined;
  if (!match || !page) return <ErrorPage status={404} />;
  if (page !== 'content') {
    const Page = PAGES[page];
    return <Page />;
  }
  const kind = contentKindOf(match);
  return kind ? <ContentPage key={kind} kind={kind} route={match.name} /> : <ErrorPage status={404} />;
}
