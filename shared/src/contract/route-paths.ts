// The paths of the spec's routes (spec section 2) by name, for links between packages: a page links to
// another package's page by its name (`pathFor('credits')`). Which package shows a path, and matching a
// path to a route, come from the routes each package declares (route-table.ts), read at run time.
import { compileSegments } from './route-table';

/** The lists of `/likes/{type}`: likes the member received, gave, and the mutual ones. */
export const LIKES_TYPES = ['received', 'given', 'matches'] as const;

export type LikesType = (typeof LIKES_TYPES)[number];

export const ROUTES = {
  index: '/',
  members: '/members',
  'members-id': '/members/:id',
  'likes-m-id': '/likes/m/:id',
  'account-deleted': '/account-deleted',
  chats: '/chats',
  'chats-id': '/chats/:id',
  complaints: '/complaints',
  'complete-signup': '/complete-signup',
  credits: '/credits',
  'credits-repeat-order': '/credits/repeat-order',
  'credits-id-paymentmethod': '/credits/:id/:paymentmethod?',
  directdebit: '/directdebit',
  'lang-config': '/lang-config',
  likes: '/likes',
  'likes-type': '/likes/:type',
  login: '/login',
  'match-finder': '/match-finder',
  notifications: '/notifications',
  premium: '/premium',
  pricing: '/pricing',
  profile: '/profile',
  'reset-password': '/reset-password',
  'reset-password-do': '/reset-password/do',
  signup: '/signup',
  'signup-matches': '/signup-matches',
  'swipe-game': '/swipe-game',
  'activate-done': '/activate/done',
  'activate-error': '/activate/error',
  'mail-change-do': '/mail-change/do',
  'transactions-id': '/transactions/:id?',
  'members-id-chat': '/members/:id/chat',
  'members-id-landing': '/members/:id/landing',
  'members-id-signup': '/members/:id/signup',
  'members-id-landing2-slug': '/members/:id/landing2/:slug?',
  'members-id-landing3-slug': '/members/:id/landing3/:slug?',
  'landers-tinderswipe': '/landers/tinderswipe',
  'landers-kind-slug': '/landers/:kind/:slug?',
  'pages-ban': '/pages/ban',
  'pages-cookies': '/pages/cookies',
  'pages-faq': '/pages/faq',
  'pages-privacy': '/pages/privacy',
  'pages-return-policy': '/pages/return-policy',
  'pages-service': '/pages/service',
  'pages-terms': '/pages/terms',
  // The spec names a settings screen without a path; account deletion lives below it.
  settings: '/settings',
  'settings-delete-account': '/settings/delete-account',
  'content-token': '/:token',
} as const;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * The content pages a `{token}` path may name (`/terms` is `/pages/terms`), in any letter case (the shell's
 * routes.json lists the same). Any other token is no page: the shell shows the 404 page and the server
 * answers HTTP 404, not a 200 saying "not found".
 */
export const CONTENT_TOKENS = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
] as const;

export type ContentToken = (typeof CONTENT_TOKENS)[number];

export function contentTokenOf(token: string): ContentToken | null {
  const lower = token.toLowerCase();
  return (CONTENT_TOKENS as readonly string[]).includes(lower) ? (lower as ContentToken) : null;
}

type ParamSegment<S extends string> = S extends `:${infer Name}?`
  ? Name
  : S extends `:${infer Name}`
    ? Name
    : never;
type RequiredSegment<S extends string> = S extends `:${string}?`
  ? never
  : S extends `:${infer Name}`
    ? Name
    : never;
type Segments<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? Head | Segments<`/${Rest}`>
  : P extends `/${infer Last}`
    ? Last
    : never;

type ParamValue = string | number;

/** The params of a route: `{ id: string | number; paymentmethod?: ... }` for `/credits/:id/:paymentmethod?`. */
export type RouteParams<N extends RouteName> = {
  [K in RequiredSegment<Segments<(typeof ROUTES)[N]>>]: ParamValue;
} & {
  [
    K in Exclude<ParamSegment<Segments<(typeof ROUTES)[N]>>, RequiredSegment<Segments<(typeof ROUTES)[N]>>>
  ]?: ParamValue | null;
};

const compiled = ROUTE_NAMES.map((name) => ({ name, segments: compileSegments(ROUTES[name]) }));

type PathForArgs<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: RouteParams<N>, query?: QueryValues];

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/**
 * The path of a route with its params filled in and an optional query (null/undefined values left out).
 * Throws on a missing required param: that is a programming error, not user input.
 */
export function pathFor<N extends RouteName>(name: N, ...[params, query]: PathForArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const route = compiled.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${String(name)}`);
  const parts: string[] = [];
  for (const segment of route.segments) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = values[segment.value];
    if (value === undefined || value === null || value === '') {
      if (segment.kind === 'optional') break;
      throw new Error(`Route ${name} needs the param ${segment.value}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  const path = `/${parts.join('/')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
