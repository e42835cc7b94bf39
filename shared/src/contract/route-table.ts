// Routes are declared by the package that shows them, in its own `src/routes.json` (the shell's and each
// remote's); a remote's build copies its file beside its manifest, the registry publishes the routes of the
// versions it serves for a site, and the shell and the server match paths against that at run time. So a
// new page of a remote is a new remote version, nothing else. What crosses packages is only this format and
// the matching rules, which is why they are here; which package shows which page is in the data.
// No zod here: this module is in @dating/shared's browser entry, and zod is ~26 KB gzip.

/** The layouts the shell draws; a declaration naming one the running shell does not know gets `default`. */
export const LAYOUT_NAMES = ['default', 'chat', 'lander', 'empty', 'staff'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * What a path segment `:param` accepts besides "anything not empty":
 * - `"id"`: a database id (digits, no leading zero, within PostgreSQL's integer);
 * - `"landerKind"`: a lander kind some served version of mf-landers declares (`landerKinds`);
 * - a list: exactly one of these values;
 * - `{ "oneOf": [...], "ignoreCase": true }`: one of these in any letter case.
 */
export type ParamRule = 'id' | 'landerKind' | string[] | { oneOf: string[]; ignoreCase?: boolean };

export interface RouteDeclaration {
  /** The route's name (the spec's, for the spec's pages): `src/pages/<name>.tsx` shows it. */
  name: string;
  /** `/credits/:id/:paymentmethod?`: `:param` is a segment, `:param?` an optional last one. */
  path: string;
  layout?: string;
  /** A logged-out visitor is sent to /login?next=<path> instead. */
  login?: boolean;
  /** Id of the remote's message the window's title shows while the page has not named it itself. */
  title?: string;
  params?: Record<string, ParamRule>;
  /**
   * The page's first API call, for the server to answer inside the page it sends: `{param}` is the
   * param's value (`/api/member.php?id={id}`).
   */
  firstCall?: string;
  /** The `sizes` of the photo its first screen shows largest, which the page preloads from the first call's answer. */
  leadPhotoSizes?: string;
}

/** A lander design of mf-landers (`/landers/<kind>/<slug?>`). */
export interface LanderKindDeclaration {
  /** How many members its first screen shows (`/api/lander-members.php?limit=`); 0: the map instead. */
  members: number;
  /** The `sizes` of its largest photo, which the page preloads; null where the largest paint is text. */
  leadPhotoSizes: string | null;
}

/** A package's `src/routes.json`, and the `routes.json` its build writes beside its manifest. */
export interface RoutesFile {
  routes: RouteDeclaration[];
  landerKinds?: Record<string, LanderKindDeclaration>;
  /** Written by a remote's build: the range of @dating/shared it was built against (version-range.ts). */
  builtAgainst?: string;
  /** Written by the shell's build: the version of @dating/shared it provides. */
  provides?: string;
}

/** Who shows a route: `shell` or a remote's container name (`mf_payments`). */
export type RouteOwner = string;

export interface PublishedRoute extends RouteDeclaration {
  owner: RouteOwner;
}

/** What the registry publishes for a site: the routes and lander kinds of the versions it serves. */
export interface PublishedRoutes {
  routes: PublishedRoute[];
  landerKinds: Record<string, LanderKindDeclaration>;
  /** The @dating/shared range each served remote version was built against, by owner (when it says). */
  contracts?: Record<string, string>;
}

export interface RouteMatch {
  name: string;
  /** Decoded param values; an absent optional param is not present. */
  params: Record<string, string>;
}

export interface ResolvedRoute {
  match: RouteMatch;
  route: PublishedRoute;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const ROUTE_NAME = /^[a-z0-9][a-z0-9-]*$/;
const PATH = /^\/([a-z0-9._-]+|:[a-z][a-zA-Z0-9]*\??)?(\/([a-z0-9._-]+|:[a-z][a-zA-Z0-9]*\??))*$/;

function isParamRule(value: unknown): value is ParamRule {
  if (value === 'id' || value === 'landerKind') return true;
  if (isStringList(value)) return value.length > 0;
  return (
    isObject(value) &&
    isStringList(value.oneOf) &&
    (value.ignoreCase === undefined || typeof value.ignoreCase === 'boolean')
  );
}

/** Why a declaration is not one, or null when it is. */
export function routeDeclarationProblem(value: unknown): string | null {
  if (!isObject(value)) return 'not an object';
  const { name, path, layout, login, title, params, firstCall, leadPhotoSizes } = value;
  if (typeof name !== 'string' || !ROUTE_NAME.test(name))
    return `name ${JSON.stringify(name)} is not kebab-case`;
  if (typeof path !== 'string' || !PATH.test(path))
    return `${name}: path ${JSON.stringify(path)} is not a pattern`;
  const segments = path.split('/').filter(Boolean);
  if (segments.slice(0, -1).some((segment) => segment.endsWith('?')))
    return `${name}: only the last segment may be optional`;
  if (layout !== undefined && typeof layout !== 'string') return `${name}: layout is not a string`;
  if (login !== undefined && typeof login !== 'boolean') return `${name}: login is not true or false`;
  if (title !== undefined && typeof title !== 'string') return `${name}: title is not a message id`;
  if (firstCall !== undefined && (typeof firstCall !== 'string' || !firstCall.startsWith('/api/')))
    return `${name}: firstCall is not an /api/ path`;
  if (leadPhotoSizes !== undefined && typeof leadPhotoSizes !== 'string')
    return `${name}: leadPhotoSizes is not a string`;
  if (params !== undefined) {
    if (!isObject(params)) return `${name}: params is not an object`;
    const names = new Set(segments.filter((s) => s.startsWith(':')).map((s) => s.replace(/^:|\?$/g, '')));
    for (const [param, rule] of Object.entries(params)) {
      if (!names.has(param)) return `${name}: params names ${param}, which the path does not have`;
      if (!isParamRule(rule)) return `${name}: the rule of ${param} is not one`;
    }
  }
  return null;
}

function landerKindProblem(kind: string, value: unknown): string | null {
  if (!ROUTE_NAME.test(kind)) return `lander kind ${JSON.stringify(kind)} is not kebab-case`;
  if (!isObject(value)) return `lander kind ${kind} is not an object`;
  if (
    typeof value.members !== 'number' ||
    !Number.isInteger(value.members) ||
    value.members < 0 ||
    value.members > 24
  )
    return `lander kind ${kind}: members is not 0-24`;
  if (value.leadPhotoSizes !== null && typeof value.leadPhotoSizes !== 'string')
    return `lander kind ${kind}: leadPhotoSizes is not a string or null`;
  return null;
}

/** Why a routes file is not one (every problem), or an empty list. Builds and the server refuse such a file. */
export function routesFileProblems(value: unknown): string[] {
  if (!isObject(value) || !Array.isArray(value.routes)) return ['no "routes" list'];
  const problems = value.routes.map(routeDeclarationProblem).filter((problem) => problem !== null);
  const names = value.routes.map((route) => (isObject(route) ? route.name : null));
  for (const [i, name] of names.entries())
    if (names.indexOf(name) !== i) problems.push(`route ${String(name)} is declared twice`);
  if (value.landerKinds !== undefined) {
    if (!isObject(value.landerKinds)) problems.push('landerKinds is not an object');
    else
      for (const [kind, declaration] of Object.entries(value.landerKinds)) {
        const problem = landerKindProblem(kind, declaration);
        if (problem) problems.push(problem);
      }
  }
  return problems;
}

/** A routes file read from JSON, or null when it is not one. */
export function parseRoutesFile(value: unknown): RoutesFile | null {
  return routesFileProblems(value).length === 0 ? (value as RoutesFile) : null;
}

/** The published routes of one site: the shell's own and each remote's, by owner. */
export function publishRoutes(
  files: ReadonlyArray<{ owner: RouteOwner; file: RoutesFile }>,
): PublishedRoutes {
  const routes: PublishedRoute[] = [];
  const landerKinds: Record<string, LanderKindDeclaration> = {};
  const contracts: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { owner, file } of files) {
    if (typeof file.builtAgainst === 'string') contracts[owner] = file.builtAgainst;
    for (const route of file.routes) {
      // A name is one route: the first package to declare it (the shell's come first) keeps it.
      if (seen.has(route.name)) continue;
      seen.add(route.name);
      routes.push({ ...route, owner });
    }
    Object.assign(landerKinds, file.landerKinds ?? {});
  }
  return { routes, landerKinds, contracts };
}

/** Published routes received as JSON (the registry's answer): anything malformed is left out. */
export function parsePublishedRoutes(value: unknown): PublishedRoutes {
  if (!isObject(value)) return { routes: [], landerKinds: {}, contracts: {} };
  const routes = Array.isArray(value.routes)
    ? value.routes.filter(
        (route): route is PublishedRoute =>
          routeDeclarationProblem(route) === null && typeof (route as PublishedRoute).owner === 'string',
      )
    : [];
  const landerKinds: Record<string, LanderKindDeclaration> = {};
  if (isObject(value.landerKinds))
    for (const [kind, declaration] of Object.entries(value.landerKinds))
      if (landerKindProblem(kind, declaration) === null)
        landerKinds[kind] = declaration as LanderKindDeclaration;
  const contracts: Record<string, string> = {};
  if (isObject(value.contracts))
    for (const [owner, range] of Object.entries(value.contracts))
      if (typeof range === 'string') contracts[owner] = range;
  return { routes, landerKinds, contracts };
}

const MAX_ID = 2 ** 31 - 1;

/** A database id as a path segment: digits without a leading zero, within PostgreSQL's integer. */
export function isRouteId(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

interface CompiledSegment {
  kind: 'static' | 'param' | 'optional';
  value: string;
}

interface CompiledRoute {
  route: PublishedRoute;
  segments: CompiledSegment[];
}

export interface RouteTable {
  readonly routes: readonly PublishedRoute[];
  readonly landerKinds: Readonly<Record<string, LanderKindDeclaration>>;
  readonly compiled: readonly CompiledRoute[];
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function compileSegments(path: string): CompiledSegment[] {
  return splitPath(path).map<CompiledSegment>((segment) => {
    if (!segment.startsWith(':')) return { kind: 'static', value: segment };
    if (segment.endsWith('?')) return { kind: 'optional', value: segment.slice(1, -1) };
    return { kind: 'param', value: segment.slice(1) };
  });
}

export function createRouteTable(published: PublishedRoutes): RouteTable {
  return {
    routes: published.routes,
    landerKinds: published.landerKinds,
    compiled: published.routes.map((route) => ({ route, segments: compileSegments(route.path) })),
  };
}

export const EMPTY_ROUTE_TABLE: RouteTable = createRouteTable({ routes: [], landerKinds: {} });

function acceptsValue(rule: ParamRule | undefined, value: string, table: RouteTable): boolean {
  if (rule === undefined) return true;
  if (rule === 'id') return isRouteId(value);
  if (rule === 'landerKind') return Object.hasOwn(table.landerKinds, value);
  if (Array.isArray(rule)) return rule.includes(value);
  return rule.ignoreCase
    ? rule.oneOf.some((option) => option.toLowerCase() === value.toLowerCase())
    : rule.oneOf.includes(value);
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
  compiled: CompiledRoute,
  parts: string[],
  table: RouteTable,
): { params: Record<string, string>; score: number[] } | null {
  const { segments, route } = compiled;
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
      if (!acceptsValue(route.params?.[segment.value], part, table)) return null;
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

/**
 * The route a pathname shows in `table`, or null (the 404 page, HTTP 404 from the server). A trailing slash
 * is ignored; a query string or hash is cut off.
 */
export function resolvePath(table: RouteTable, pathname: string): ResolvedRoute | null {
  const parts = decodeSegments(pathname.split(/[?#]/)[0] ?? '');
  if (!parts) return null;
  let best: { compiled: CompiledRoute; params: Record<string, string>; score: number[] } | null = null;
  for (const compiled of table.compiled) {
    const result = matchCompiled(compiled, parts, table);
    if (result && (!best || compareScores(result.score, best.score) < 0)) best = { compiled, ...result };
  }
  return (
    best && { match: { name: best.compiled.route.name, params: best.params }, route: best.compiled.route }
  );
}

/** Only the match (name and params) of `resolvePath`. */
export function matchPath(table: RouteTable, pathname: string): RouteMatch | null {
  return resolvePath(table, pathname)?.match ?? null;
}

/** A route's declared first call with its params filled in, or null when it declares none. */
export function declaredFirstCall(resolved: ResolvedRoute, table: RouteTable): string | null {
  const { route, match } = resolved;
  if (route.firstCall) {
    let missing = false;
    const url = route.firstCall.replace(/\{([a-zA-Z0-9]+)\}/g, (_, param: string) => {
      const value = match.params[param];
      if (value === undefined) missing = true;
      return encodeURIComponent(value ?? '');
    });
    return missing ? null : url;
  }
  const kind = landerKindOf(resolved, table);
  if (!kind) return null;
  return kind.members > 0 ? `/api/lander-members.php?limit=${kind.members}` : '/api/lander-map.php';
}

/** The lander kind a resolved route shows (its param ruled `landerKind`), or null. */
export function landerKindOf(resolved: ResolvedRoute, table: RouteTable): LanderKindDeclaration | null {
  for (const [param, rule] of Object.entries(resolved.route.params ?? {})) {
    if (rule !== 'landerKind') continue;
    const value = resolved.match.params[param];
    if (value !== undefined && Object.hasOwn(table.landerKinds, value))
      return table.landerKinds[value] ?? null;
  }
  return null;
}
