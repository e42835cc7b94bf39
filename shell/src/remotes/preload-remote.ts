// Starts downloading the remote of the current route as soon as the shell runs, in parallel with the
// session and settings requests: its manifest, then its entry and the files of what the route shows all
// at once, instead of one after the other as mounting would request them.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeExposes, type Locale } from '@dating/shared';
import { resolveRoute } from '../routing/route-table';
import type { RemoteName } from './remote-names';

/**
 * The widgets the default layout's header mounts for a logged-in member (layout-chrome/default-header.tsx),
 * by the remote that exposes them.
 */
const HEADER_WIDGETS: Partial<Record<RemoteName, string[]>> = { mf_chat: ['./unread-indicator'] };

export function preloadRemoteApp(
  remote: RemoteName,
  locale: Locale,
  route: string,
  widgets: string[] = [],
): void {
  // `sync`: only the exposes' own files; what a page loads later (a dialog, another page) stays for later.
  preloadRemote([
    { nameOrAlias: remote, exposes: [...routeExposes(route, locale), ...widgets], resourceCategory: 'sync' },
  ]).catch(() => {
    // Only a head start: mounting loads (and reports) whatever the preload could not.
  });
}

export function preloadRouteRemote(pathname: string, locale: Locale): void {
  const { match, config } = resolveRoute(pathname);
  const { owner, layout, login } = config;
  if (owner === 'shell' || !match) return;
  // A members-only page in the default layout also shows the header's widgets. One from the page's own
  // remote then loads together with the page, not after it (one request fewer in a row).
  const widgets = login && layout === 'default' ? (HEADER_WIDGETS[owner] ?? []) : [];
  preloadRemoteApp(owner, locale, match.name, widgets);
}
