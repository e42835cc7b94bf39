// Who shows each route, in which layout, and whether it needs a login (ARCHITECTURE.md "Who owns which
// route"). Paths live in @dating/shared's ROUTES; this table only assigns them.
import { matchRoute, type RouteMatch, type RouteName } from '@dating/shared';
import type { RemoteName } from '../remotes/remote-names';

export type RouteOwner = 'shell' | RemoteName;

/** default: navigation, warnings, footer; chat: bare; lander: logo bar; empty: content only. */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteConfig {
  owner: RouteOwner;
  layout: LayoutName;
  /** A logged-out visitor is sent to /login?next=<path> instead. */
  login: boolean;
}

const page = (owner: RouteOwner, login: boolean, layout: LayoutName = 'default'): RouteConfig => ({
  owner,
  layout,
  login,
});

export const ROUTE_TABLE: Record<RouteName, RouteConfig> = {
  // shell: home, content pages, service pages
  index: page('shell', false),
  complaints: page('shell', false),
  'lang-config': page('shell', false),
  'account-deleted': page('shell', false),
  'pages-ban': page('shell', false),
  'pages-cookies': page('shell', false),
  'pages-faq': page('shell', false),
  'pages-privacy': page('shell', false),
  'pages-return-policy': page('shell', false),
  'pages-service': page('shell', false),
  'pages-terms': page('shell', false),
  'content-token': page('shell', false),

  // mf-members: visitors may search and see profiles when the site allows it, the remote decides
  members: page('mf_members', false),
  'members-id': page('mf_members', false),
  'likes-m-id': page('mf_members', true),
  'match-finder': page('mf_members', true),
  'swipe-game': page('mf_members', true),
  profile: page('mf_members', true),
  'signup-matches': page('mf_members', true),
  notifications: page('mf_members', true),

  // mf-chat: conversations are bare, lists keep the navigation
  chats: page('mf_chat', true),
  'chats-id': page('mf_chat', true, 'chat'),
  'members-id-chat': page('mf_chat', true, 'chat'),
  likes: page('mf_chat', true),
  'likes-type': page('mf_chat', true),

  // mf-payments: prices are public, buying needs an account
  pricing: page('mf_payments', false),
  credits: page('mf_payments', true),
  'credits-repeat-order': page('mf_payments', true),
  'credits-id-paymentmethod': page('mf_payments', true),
  directdebit: page('mf_payments', true),
  premium: page('mf_payments', true),
  'transactions-id': page('mf_payments', true),

  // mf-signup: identity and account
  signup: page('mf_signup', false),
  login: page('mf_signup', false),
  'reset-password': page('mf_signup', false),
  'reset-password-do': page('mf_signup', false),
  'activate-done': page('mf_signup', false),
  'activate-error': page('mf_signup', false),
  'mail-change-do': page('mf_signup', false),
  'complete-signup': page('mf_signup', true),
  settings: page('mf_signup', true),
  'settings-delete-account': page('mf_signup', true),

  // mf-landers: marketing pages for visitors
  'landers-tinderswipe': page('mf_landers', false, 'lander'),
  'landers-kind-slug': page('mf_landers', false, 'lander'),
  'members-id-landing': page('mf_landers', false, 'lander'),
  'members-id-landing2-slug': page('mf_landers', false, 'lander'),
  'members-id-landing3-slug': page('mf_landers', false, 'lander'),
  'members-id-signup': page('mf_landers', false, 'lander'),
};

/** The 404 page is the shell's, in the default layout. */
export const NOT_FOUND_ROUTE: RouteConfig = page('shell', false);

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
