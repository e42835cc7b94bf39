// Every route of the product (spec section 2) by name, with matching and path building. Patterns use
// `:param` for a segment and `:param?` for an optional last segment.
import { PAYMENT_METHODS } from './domain';

export const LANDER_KINDS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export type LanderKind = (typeof LANDER_KINDS)[number];

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
  // The staff back office (mf-staff, issue 30): its own login, not the members' one.
  staff: '/staff',
  'staff-login': '/staff/login',
  'staff-setup': '/staff/setup',
  'staff-queues-queue': '/staff/queues/:queue',
  'staff-members': '/staff/members',
  'staff-members-id': '/staff/members/:id',
  'staff-audit': '/staff/audit',
  'staff-inbox': '/staff/inbox',
  'content-token': '/:token',
} as const;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * The content pages a `{token}` path may name (`/terms` is `/pages/terms`), in any letter case. Any other
 * token is no page: the shell shows the 404 page and the server answers HTTP 404, not a 200 saying "not found".
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

const MAX_ID = 2 ** 31 - 1;

/** A database id as a path segment: digits without a leading zero, within PostgreSQL's integer. */
export function isRouteId(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/**
 * Routes whose params only match some values; any other value makes the route not match, so the shell shows
 * the 404 page and the server answers HTTP 404 (`/members/abc`, `/likes/whatever`, `/credits/1/foo`).
 */
const PARAM_RULES: Partial<Record<RouteName, Record<string, (value: string) => boolean>>> = {
  'members-id': { id: isRouteId },
  'likes-m-id': { id: isRouteId },
  'chats-id': { id: isRouteId },
  'likes-type': { type: oneOf(LIKES_TYPES) },
  'credits-id-paymentmethod': { id: isRouteId, paymentmethod: oneOf(PAYMENT_METHODS) },
  'transactions-id': { id: isRouteId },
  'members-id-chat': { id: isRouteId },
  'members-id-landing': { id: isRouteId },
  'members-id-signup': { id: isRouteId },
  'members-id-landing2-slug': { id: isRouteId },
  'members-id-landing3-slug': { id: isRouteId },
  'landers-kind-slug': { kind: oneOf(LANDER_KINDS) },
  'staff-members-id': { id: isRouteId },
  'content-token': { token: (value) => contentTokenOf(value) !== null },
};

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

export interface RouteMatch {
  name: RouteName;
  /** Decoded param values; an absent optional param is not present. */
  params: Record<string, string>;
}

interface CompiledSegment {
  kind: 'static' | 'param' | 'optional';
  value: string;
}

const compiled = ROUTE_NAMES.map((name) => ({
  name,
  segments: splitPath(ROUTES[name]).map<CompiledSegment>((segment) => {
    if (!segment.startsWith(':')) return { kind: 'static', value: segment };
    if (segment.endsWith('?')) return { kind: 'optional', value: segment.slice(1, -1) };
    return { kind: 'param', value: segment.slice(1) };
  }),
}));

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return splitPath(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Per segment: 2 for a static match, 1 for a param. Comparing these left to right makes static segments
 * beat params (`/credits/repeat-order` is not a payment method), and `/:token` lose to everything.
 */
function matchCompiled(
  route: (typeof compiled)[number],
  parts: string[],
): { params: Record<string, string>; score: number[] } | null {
  const { segments } = route;
  const required = segments.filter((segment) => segment.kind !== 'optional').length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  const score: number[] = [];
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (!segment) return null;
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      score.push(2);
    } else {
      if (part === '') return null;
      const rule = PARAM_RULES[route.name]?.[segment.value];
      if (rule && !rule(part)) return null;
      params[segment.value] = part;
      score.push(1);
    }
  }
  return { params, score };
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The route a pathname shows, or null (the 404 page). A trailing slash is ignored; a query string is not expected. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = decodeSegments(pathname.split(/[?#]/)[0] ?? '');
  if (!parts) return null;
  let best: { name: RouteName; params: Record<string, string>; score: number[] } | null = null;
  for (const route of compiled) {
    const result = matchCompiled(route, parts);
    if (result && (!best || compareScores(result.score, best.score) < 0)) {
      best = { name: route.name, ...result };
    }
  }
  return best && { name: best.name, params: best.params };
}

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
