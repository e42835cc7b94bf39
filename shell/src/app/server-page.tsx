// Taking over a shell page the server rendered (app/server.tsx, api/src/frontend/server-rendered-area.ts):
// #shell-page then holds the page's HTML in an element marked with SERVER_RENDERED_ATTRIBUTE. The shell
// hydrates it in a small root of its own, since the shell's one root draws its pages through a portal, which
// cannot hydrate. While that root shows the page the layout does not portal one; the first move to another
// path unmounts it and removes its element, and the portal takes over. docs/public-pages.md.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  getBus,
  loadServerLocaleData,
  preloadMessages,
  SERVER_QUERIES_ID_PREFIX,
  SERVER_RENDERED_ATTRIBUTE,
} from '@dating/shared';
import { loadMessages } from '@dating/build-config/messages';
import { loadServerPage } from '../features/shell-pages/shell-page';
import { resolveRoute } from '../routing/route-table';
import { emotionCache } from './emotion-cache';
import { queryClient } from './query-client';
import { ShellPageRoot } from './shell-page-root';

/** The id of the JSON of the server's answers for the shell's query store. */
export const SHELL_QUERIES_ID = `${SERVER_QUERIES_ID_PREFIX}shell`;

let claimed: { element: HTMLElement; root: Root | null } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Takes over the server's page, if #shell-page holds one: at once the layout leaves #shell-page to it; the
 * page is hydrated once what it draws with is loaded (its file, the messages, the server's answers). A page
 * that cannot be prepared is removed, and the layout draws it as usual. Call after the bus has the session,
 * settings and locale and the routes are installed.
 */
export function hydrateServerPage(): Promise<void> {
  const element = document.querySelector<HTMLElement>(`#shell-page > [${SERVER_RENDERED_ATTRIBUTE}]`);
  if (!element) return Promise.resolve();
  const { pathname } = window.location;
  const { match, config } = resolveRoute(pathname);
  const bus = getBus();
  const locale = bus.getState('locale.changed')?.locale;
  const page =
    locale && config.owner === 'shell' && !bus.getState('session.changed')?.user
      ? loadServerPage(match, locale)
      : null;
  if (!page || !locale) {
    element.remove();
    return Promise.resolve();
  }
  // The mark is used once, as a remote's (shared/src/remote-app/hydration.ts).
  element.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  const mine = { element, root: null as Root | null };
  claimed = mine;
  notify();
  return Promise.all([page, preloadMessages(loadMessages, locale)])
    .then(() =>
      loadServerLocaleData(element, locale, bus.getState('settings.loaded')?.settings.domain_language),
    )
    .then(
      () => {
        if (claimed !== mine) return;
        try {
          const queries = document.getElementById(SHELL_QUERIES_ID)?.textContent;
          if (queries) hydrate(queryClient, JSON.parse(queries) as DehydratedState);
        } catch {
          releaseServerPage();
          return;
        }
        // In a transition, so React hydrates in slices (as the layout's first render, start-shell.tsx).
        startTransition(() => {
          mine.root = hydrateRoot(
            element,
            <ShellPageRoot cache={emotionCache} match={match} pathname={pathname} />,
          );
        });
      },
      // A page file or messages that did not arrive: the layout draws the page itself.
      () => releaseServerPage(),
    );
}

/** Whether the server's page is on screen in its own root (the layout then draws no page of its own). */
export function useServerPageShown(): boolean {
  return useSyncExternalStore(subscribe, isShown, isShown);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isShown() {
  return claimed !== null;
}

/** The server's page leaves: its root is unmounted and its element removed. */
export function releaseServerPage(): void {
  if (!claimed) return;
  const { element, root } = claimed;
  claimed = null;
  root?.unmount();
  element.remove();
  notify();
}
