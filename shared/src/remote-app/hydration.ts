// Taking over a page the server rendered (render-on-server.tsx): the host the shell mounts the remote into
// already holds that HTML, marked with the version that wrote it. The browser's first render must draw exactly
// the same thing, so before it hydrates, everything the server had is made ready: the page's file, the
// messages of its locale and the answers the server drew with (put into the remote's query store).
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
// Through the package name: the messages must be in the cache of the page's one @dating/shared, whose
// LocaleProvider the remote renders; and the locale data's loader is the shell's too, not bundled into every
// remote's first chunk with the locale table it needs (2 KB minified before any page).
import { getBus, loadServerLocaleData, matchRoute, preloadMessages, type LoadMessages } from '@dating/shared';
import { SERVER_QUERIES_ID_PREFIX, SERVER_RENDERED_ATTRIBUTE } from '../contract/server-page';
import type { PageLoader } from './page-loader';
import type { RemoteIdentity } from './remote-identity';

interface HydrationSources {
  identity: RemoteIdentity;
  pageLoader: PageLoader;
  loadMessages: LoadMessages;
  queryClient: QueryClient | undefined;
}

/**
 * Whether the next mount into `host` hydrates the server's HTML. The mark is used once: a later mount (after
 * a move away and back) draws afresh. HTML another version wrote, or one this page cannot prepare, is
 * cleared, and the remote draws as usual.
 */
export async function hydrationReady(host: HTMLElement, sources: HydrationSources): Promise<boolean> {
  const writtenBy = host.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (writtenBy === null) return false;
  host.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  const ready = writtenBy === sources.identity.version && (await prepare(host, sources));
  if (!ready) host.replaceChildren();
  return ready;
}

async function prepare(
  host: HTMLElement,
  { identity, pageLoader, loadMessages, queryClient }: HydrationSources,
) {
  const locale = getBus().getState('locale.changed')?.locale;
  const route = matchRoute(window.location.pathname);
  const page = route ? pageLoader(route.name) : null;
  if (!locale || !page) return false;
  try {
    await Promise.all([page, preloadMessages(loadMessages, locale)]);
    await loadServerLocaleData(host, locale, getBus().getState('settings.loaded')?.settings.domain_language);
    const queries = document.getElementById(`${SERVER_QUERIES_ID_PREFIX}${identity.package}`)?.textContent;
    if (queries && queryClient) hydrate(queryClient, JSON.parse(queries) as DehydratedState);
    return true;
  } catch {
    // A page file, messages or answers that did not arrive whole: the remote draws the page itself.
    return false;
  }
}
