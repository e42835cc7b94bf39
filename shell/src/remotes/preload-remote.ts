// Starts downloading the remote of the current route as soon as the shell runs, in parallel with the
// session and settings requests: its manifest, then its entry, page chunks and the messages of the
// likely locale all at once, instead of one after the other as mounting would request them.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Locale, RouteName } from '@dating/shared';
import { resolveRoute } from '../routing/route-table';
import type { RemoteName } from './remote-names';

const MESSAGES_CHUNK = /\/messages-([a-z]{2})\.[^/]*\.js$/;
const EXPOSE_CHUNK = /\/__federation_expose_([^/.]+)\.[^/]*\.js$/;
/** A remote's page chunk is named after the routes that show it: `page~members-id~likes-m-id.<hash>.js`. */
const PAGE_CHUNK = /\/page~([^/.]+)\.[^/]*\.js$/;
/**
 * A remote's own copy of @dating/shared's texts: the page runs the shell's @dating/shared (a singleton),
 * which loads them from the shell, so the remote's copy is only its fallback.
 */
const SHARED_MESSAGES_CHUNK = /\/shared-messages-[a-z]{2}\.[^/]*\.js$/;
/** What a page downloads only when the member reaches for it (a dialog): `on-demand~profile-dialogs.<hash>.js`. */
const ON_DEMAND_CHUNK = /\/on-demand~[^/]*\.js$/;

/**
 * The widgets the default layout's header mounts for a logged-in member (layout-chrome/default-header.tsx),
 * by the remote that exposes them.
 */
const HEADER_WIDGETS: Partial<Record<RemoteName, string[]>> = { mf_chat: ['./unread-indicator'] };

/** `./unread-indicator` is built as `__federation_expose_unread_indicator.<hash>.js`. */
const exposeChunkName = (exposed: string) => exposed.replace(/^\.\//, '').replace(/\W/g, '_');

/** Whether `route` is one of the `~`-separated routes a chunk is named after. */
const isRouteOf = (chunkRoutes: string, route: RouteName | undefined) =>
  route !== undefined && chunkRoutes.split('~').includes(route);

/**
 * Preload only the page's own code: the given exposes (`./app` by default), the page chunk of the route
 * (not the remote's other pages) and the remote's messages of one locale.
 */
export function preloadFilter(
  locale: Locale,
  exposes: string[] = ['./app'],
  route?: RouteName,
): (url: string) => boolean {
  const wanted = new Set(exposes.map(exposeChunkName));
  return (url) => {
    if (SHARED_MESSAGES_CHUNK.test(url) || ON_DEMAND_CHUNK.test(url)) return false;
    const messages = MESSAGES_CHUNK.exec(url);
    if (messages) return messages[1] === locale;
    const page = PAGE_CHUNK.exec(url);
    if (page) return isRouteOf(page[1], route);
    const expose = EXPOSE_CHUNK.exec(url);
    return !expose || wanted.has(expose[1]);
  };
}

export function preloadRemoteApp(
  remote: RemoteName,
  locale: Locale,
  route: RouteName,
  widgets: string[] = [],
): void {
  const exposes = ['./app', ...widgets];
  preloadRemote([
    { nameOrAlias: remote, exposes, resourceCategory: 'all', filter: preloadFilter(locale, exposes, route) },
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
