// Stands in for `@dating/build-config/messages` under jest: the webpack loader that merges a package's messages
// does not run there, so hand out what create-jest-config.mjs collected (shared's plus the package's).
export function loadMessages(locale) {
  const all = globalThis.__DATING_TEST_MESSAGES__ ?? {};
  return Promise.resolve(all[locale] ?? all.en ?? {});
}
