// Who shows each route, in which layout, and whether it needs a login (ARCHITECTURE.md "Who owns which
// route"). Paths live in @dating/shared's ROUTES and owners in its ROUTE_OWNERS (the server reads those
// too); this table adds the layout.
import {
  matchRoute,
  ROUTE_NAMES,
  ROUTE_OWNERS,
  type RouteMatch,
  type RouteName,
  type RouteOwnership,
} from '@dating/shared';

/**
 * default: navigation, warnings, footer; chat: bare; lander: logo bar; empty: content only; staff: the back
 * office, whose remote draws its own navigation (no member banners, modals or polling).
 */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty' | 'staff';

export interface RouteConfig extends RouteOwnership {
  layout: LayoutName;
}

/** Every route not named here has the default layout. Conversations are bare; landers have a logo bar. */
const LAYOUTS: Partial<Record<RouteName, LayoutName>> = {
  'chats-id': 'chat',
  'members-id-chat': 'chat',
  'landers-tinderswipe': 'lander',
  'landers-kind-slug': 'lander',
  'members-id-landing': 'lander',
  'members-id-landing2-slug': 'lander',
  'members-id-landing3-slug': 'lander',
  'members-id-signup': 'lander',
  ...staffLayouts(),
};

/** Every route of mf-staff is in the staff layout: the one place the shell knows about the back office. */
function staffLayouts(): Partial<Record<RouteName, LayoutName>> {
  return Object.fromEntries(
    ROUTE_NAMES.filter((name) => ROUTE_OWNERS[name].owner === 'mf_staff').map((name) => [name, 'staff']),
  );
}

export const ROUTE_TABLE = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, { ...ROUTE_OWNERS[name], layout: LAYOUTS[name] ?? 'default' }]),
) as Record<RouteName, RouteConfig>;

/** The 404 page is the shell's, in the default layout. */
export const NOT_FOUND_ROUTE: RouteConfig = { owner: 'shell', login: false, layout: 'default' };

export interface ResolvedRoute {
  match: RouteMatch | null;
  config: RouteConfig;
}

export function resolveRoute(pathname: string): ResolvedRoute {
  const match = matchRoute(pathname);
  return { match, config: match ? ROUTE_TABLE[match.name] : NOT_FOUND_ROUTE };
}

/** Where a logged-out visitor goes instead of a page that needs a login; `next` brings them back. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ next }).toString()}`;
}
