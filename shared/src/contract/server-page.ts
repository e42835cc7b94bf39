// Elements the server writes into the page it sends before any script runs (api/src/frontend/page-head.ts
// and lander-first-screen.ts), which the browser's pages take over by these names.

/** A lander's first screen (headline and a signup link that works without JavaScript). */
export const LANDER_FIRST_SCREEN_ID = 'lander-first-screen';
