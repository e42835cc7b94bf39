// A remote's pages rendered to HTML on the server, by the remote's own server build (its `src/app/server.tsx`,
// built beside its browser build into `dist/<version>/server/`). The same tree the browser mounts, so the
// browser hydrates it instead of drawing it again (create-remote-app.tsx). The API runs a build in a worker
// thread of its own (api/src/frontend/server-render.ts): this module's state (the bus, the location, the
// query cache) belongs to that worker, one render at a time. docs/public-pages.md, "Rendered on the server".
import createCache from '@emotion/cache';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  getBus,
  LocaleProvider,
  matchRoute,
  preloadMessages,
  setRoutes,
  ThemeRoot,
  type LoadMessages,
} from '@dating/shared';
import type {
  ServerRenderRequest,
  ServerRenderResult as ContractRenderResult,
} from '@dating/shared/contract';
import { clearIntlUse, intlUsed } from './intl-use';
import { createPageLoader, type RemotePageLoaders } from './page-loader';
import { RemoteRoot } from './remote-root';
import type { RemoteIdentity } from './remote-identity';
import { setServerLocation } from '../routing/server-location';
import { serverFrameCss } from './server-frame';

export type { ServerRenderRequest };

/** The result, with the answers as the browser's query store reads them. */
export interface ServerRenderResult extends ContractRenderResult {
  queries: DehydratedState;
}

export interface CreateRemoteServerOptions extends RemoteIdentity {
  /** The remote's cache key; each render gets a fresh cache, so each page carries all of its styles. */
  emotionKey: string;
  loadMessages: LoadMessages;
  pages: RemotePageLoaders;
  /** The remote's query store: emptied before each render, filled with the page's answers. */
  queryClient: QueryClient;
}

function isHeldBack(enabled: unknown, query: Query): boolean {
  return (typeof enabled === 'function' ? (enabled as (query: Query) => boolean)(query) : enabled) === false;
}

/** Rounds of asking before the page is drawn with what it has (a page nests its data at most this deep). */
const MAX_DATA_PASSES = 3;

export type RenderOnServer = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

export function createRemoteServer({
  emotionKey,
  loadMessages,
  pages,
  queryClient,
  ...identity
}: CreateRemoteServerOptions): RenderOnServer {
  const pageLoader = createPageLoader(pages);

  const renderPass = () => {
    const cache = createCache({ key: emotionKey });
    const Providers = ({ children }: { children: ReactNode }) => (
      <ThemeRoot cache={cache}>
        <LocaleProvider loadMessages={loadMessages}>{children}</LocaleProvider>
      </ThemeRoot>
    );
    return renderToString(<RemoteRoot identity={identity} pages={pageLoader} Providers={Providers} />);
  };

  return async (request) => {
    setRoutes(request.routes);
    const route = matchRoute(new URL(request.url).pathname);
    const page = route ? pageLoader(route.name) : null;
    if (!page) return null;
    return renderPageOnServer({
      request,
      queryClient,
      prepare: () => Promise.all([page, preloadMessages(loadMessages, request.locale)]),
      draw: renderPass,
    });
  };
}

export interface RenderPageOptions {
  request: ServerRenderRequest;
  /** The query store the page reads: emptied first, filled with the page's answers. */
  queryClient: QueryClient;
  /** What the page needs loaded before it draws (its file, its messages), after the bus has the request's state. */
  prepare: () => Promise<unknown>;
  /** One render of the page's tree to HTML, with a fresh emotion cache. */
  draw: () => string;
  /** Passes before the data rounds that only load what the page's lazy parts import (the shell's pages). */
  lazyPasses?: number;
}

/**
 * The core of a server render, for a remote's pages and the shell's own: the request's state on the bus and
 * in the location, what the page needs loaded, then passes that answer the queries it asks, and the last pass's
 * HTML with the answers and the frame's CSS.
 */
export async function renderPageOnServer({
  request,
  queryClient,
  prepare,
  draw,
  lazyPasses = 0,
}: RenderPageOptions): Promise<ServerRenderResult> {
  setServerLocation(request.url);
  const bus = getBus();
  bus.publish('settings.loaded', { settings: request.settings });
  bus.publish('locale.changed', { locale: request.locale });
  bus.publish('session.changed', { user: request.user });
  queryClient.clear();
  await prepare();
  clearIntlUse();
  // React.lazy starts loading on a render and draws on a later one, once its import has settled.
  for (let pass = 0; pass < lazyPasses; pass += 1) {
    draw();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // A pass names the queries the page asks; they are answered, and the next pass draws with them (and may
  // ask more: a part that waited for the first answers). One try each: the server does not wait out the
  // browser's retries; a query that failed shows its loading state, and the browser asks again.
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    draw();
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          // A query its page holds back (`enabled: false`) waits for the browser, as it would there.
          !isHeldBack((query.options as { enabled?: unknown }).enabled, query),
      );
    if (asked.length === 0) break;
    await Promise.allSettled(asked.map((query) => query.fetch({ ...query.options, retry: false })));
  }
  const { head, body } = splitHoisted(draw());
  return {
    html: body,
    headHtml: head,
    frameCss: serverFrameCss(request.layout),
    queries: dehydrate(queryClient),
    intl: intlUsed(),
  };
}

/**
 * React writes the resources a page asks for (an image with `fetchPriority="high"` is preloaded) before the
 * page's HTML when the tree has no <head>. They belong in the page's head, and the host the browser hydrates
 * must hold only what its render draws there.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
