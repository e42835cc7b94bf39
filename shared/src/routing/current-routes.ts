// The site's routes as this page loaded them: the shell's own and those of the remote versions the registry
// serves (api/src/frontend/remote-routes.ts publishes them with the registry). The shell sets them once at
// start-up, before anything matches a path; @dating/shared is one copy for the shell and every remote, so a
// remote's useRoute() reads the same table.
import {
  createRouteTable,
  EMPTY_ROUTE_TABLE,
  matchPath,
  resolvePath,
  type PublishedRoutes,
  type ResolvedRoute,
  type RouteMatch,
  type RouteTable,
} from '../contract/route-table';

let table: RouteTable = EMPTY_ROUTE_TABLE;

export function setRoutes(published: PublishedRoutes): void {
  table = createRouteTable(published);
}

export function currentRouteTable(): RouteTable {
  return table;
}

/** The route a pathname shows on this site, or null when no route matches (the 404 page). */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchPath(table, pathname);
}

/** The route a pathname shows with its declaration (owner, layout, login), or null. */
export function resolveCurrentRoute(pathname: string): ResolvedRoute | null {
  return resolvePath(table, pathname);
}
