// Who shows each route, in which layout, and whether it needs a login (ARCHITECTURE.md "Who owns which
// route"). Nothing here is compiled in but the shell's own routes (src/routes.json): each remote declares
// its routes in its own routes.json, the registry publishes those of the versions it serves with the page,
// and installRoutes() puts them into @dating/shared's table, which useRoute() in every remote reads too.
import {
  isRemoteName,
  LAYOUT_NAMES,
  publishRoutes,
  resolveCurrentRoute,
  setRoutes,
  type LayoutName,
  type PublishedRoutes,
  type RemoteName,
  type RouteMatch,
  type RoutesFile,
} from '@dating/shared';
import { setRemoteContracts } from '../remotes/remote-contracts';
import shellRoutes from '../routes.json';

export type { LayoutName };

export interface RouteConfig {
  owner: 'shell' | RemoteName;
  /** A logged-out visitor is sent to /login?next=<path> instead. */
  login: boolean;
  layout: LayoutName;
}

/**
 * The site's routes: the shell's own first (a remote cannot take over one of its names), then each
 * remote's as the registry published them. A route of a remote this shell cannot mount is left out.
 */
export function installRoutes(remotes: PublishedRoutes): void {
  const own = publishRoutes([{ owner: 'shell', file: shellRoutes as RoutesFile }]);
  const taken = new Set(own.routes.map((route) => route.name));
  setRoutes({
    routes: [
      ...own.routes,
      ...remotes.routes.filter((route) => isRemoteName(route.owner) && !taken.has(route.name)),
    ],
    landerKinds: remotes.landerKinds,
  });
  setRemoteContracts(remotes.contracts);
}

/** The 404 page is the shell's, in the default layout. */
export const NOT_FOUND_ROUTE: RouteConfig = { owner: 'shell', login: false, layout: 'default' };

const isLayout = (value: string | undefined): value is LayoutName =>
  (LAYOUT_NAMES as readonly (string | undefined)[]).includes(value);

export interface ShellResolvedRoute {
  match: RouteMatch | null;
  config: RouteConfig;
}

/**
 * The nearest page above an unknown path (`/staff/queues/bogus` -> `/staff`), for the 404 page's way up; null
 * when only the home page is above it.
 */
export function nearestPageAbove(pathname: string): { path: string; layout: LayoutName } | null {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  for (let count = segments.length - 1; count >= 1; count--) {
    const path = `/${segments.slice(0, count).join('/')}`;
    const resolved = resolveCurrentRoute(path);
    if (resolved)
      return { path, layout: isLayout(resolved.route.layout) ? resolved.route.layout : 'default' };
  }
  return null;
}

/**
 * An unknown address inside the back office keeps the back office's layout (no member header with its log
 * in button); elsewhere the 404 page is the default layout's, with the site's navigation.
 */
function notFoundRoute(pathname: string): RouteConfig {
  return nearestPageAbove(pathname)?.layout === 'staff'
    ? { ...NOT_FOUND_ROUTE, layout: 'staff' }
    : NOT_FOUND_ROUTE;
}

export function resolveRoute(pathname: string): ShellResolvedRoute {
  const resolved = resolveCurrentRoute(pathname);
  if (!resolved) return { match: null, config: notFoundRoute(pathname) };
  const { route, match } = resolved;
  const owner = route.owner === 'shell' || isRemoteName(route.owner) ? route.owner : null;
  if (!owner) return { match: null, config: NOT_FOUND_ROUTE };
  // A layout this shell does not draw (a remote built for a newer shell) is the default one.
  return {
    match,
    config: { owner, login: route.login ?? false, layout: isLayout(route.layout) ? route.layout : 'default' },
  };
}

/** Where a logged-out visitor goes instead of a page that needs a login; `next` brings them back. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ next }).toString()}`;
}
