// Elements the server writes into the page it sends before any script runs (api/src/frontend/page-head.ts
// and lander-first-screen.ts), which the browser's pages take over by these names.

/** A lander's first screen (headline and a signup link that works without JavaScript). */
export const LANDER_FIRST_SCREEN_ID = 'lander-first-screen';

/**
 * On a remote's area host, the version of the remote whose server build rendered the HTML inside
 * (api/src/frontend/server-render.ts); that version's browser build hydrates it (remote-app/hydration.ts).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The id of the JSON of a server-rendered page's query answers, followed by the remote's package name. */
export const SERVER_QUERIES_ID_PREFIX = 'server-queries-';
