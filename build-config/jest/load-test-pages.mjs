// Stands in for `@dating/build-config/pages` under jest, where its webpack loader does not run: the same
// page files (create-jest-config.mjs lists them with page-files.mjs), each imported when asked for.
const files = globalThis.__DATING_TEST_PAGES__ ?? {};

export const pages = Object.fromEntries(
  Object.entries(files).map(([route, file]) => [route, () => import(file)]),
);
