// Elements the server writes into the page it sends before any script runs (api/src/frontend/page-head.ts
// and lander-first-screen.ts), which the browser's pages take over by these names; and what the API asks of a
// remote's server build and gets back (api/src/frontend/server-render.ts, remote-app/render-on-server.tsx).
import type { Settings, User } from './api-types';
import type { Locale } from './locales';
import type { PublishedRoutes } from './route-table';

/**
 * The tracking record of a paid visit (spec section 3), read from the landing address and carried to the
 * signup: by the lander's first screen and the render cache on the server, and by mf-landers (its own
 * `tracking.ts`, since a remote takes only types from the contract).
 */
export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** A lander's first screen (headline and a signup link that works without JavaScript). */
export const LANDER_FIRST_SCREEN_ID = 'lander-first-screen';

/**
 * On a remote's area host, the version of the remote whose server build rendered the HTML inside
 * (api/src/frontend/server-render.ts); that version's browser build hydrates it (remote-app/hydration.ts).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/**
 * On the element of a page the server rendered, the `Intl` formats its render formatted with (space-separated
 * `IntlService`s), so the browser loads their locale data in a task of its own before it hydrates, not inside a
 * slice of the hydration (remote-app/locale-data.ts). Absent where the page formatted no number, date or name.
 */
export const SERVER_INTL_ATTRIBUTE = 'data-server-intl';
/** The `Intl` formats whose locale data a browser loads the first time a page formats with one. */
export const INTL_SERVICES = [
  'NumberFormat',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'RelativeTimeFormat',
] as const;
export type IntlService = (typeof INTL_SERVICES)[number];

/** The id of the JSON of a server-rendered page's query answers, followed by the remote's package name. */
export const SERVER_QUERIES_ID_PREFIX = 'server-queries-';

/** A page the API asks a remote's server build to render. */
export interface ServerRenderRequest {
  /** The page's full address, as the browser has it. */
  url: string;
  locale: Locale;
  /** The site's routes, as the page publishes them to the shell. */
  routes: PublishedRoutes;
  /** The site's public settings and the visitor (null when logged out), as the shell publishes them. */
  settings: Settings;
  user: User | null;
  /** The route's layout (`lander`, `default`, ...), for the page's frame. */
  layout: string;
}

/** What a server build gives back for the page. */
export interface ServerRenderResult {
  html: string;
  /** What React hoists out of the page (preloads of its largest photos), for the page's <head>. */
  headHtml: string;
  /** CSS for the page around it until the shell has drawn (remote-app/server-frame.ts). */
  frameCss: string;
  /** The answers the page drew with (TanStack Query's dehydrated state), for the browser's query store. */
  queries: unknown;
  /** The `Intl` formats the page formatted with (none when absent: a build from before this field). */
  intl?: IntlService[];
}
