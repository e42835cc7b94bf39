// Replaced at build time by pages-loader.mjs with one lazy import per file of the remote's `src/pages/`.
export const pages = {};
