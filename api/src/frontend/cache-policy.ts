/**
 * Cache headers for front-end files. A file whose name carries a content hash, or that sits in a versioned
 * remote folder, never changes: browsers and CDNs keep it for a year. Everything else keeps a stable name
 * while its content changes (index.html, main.js, a remote's remoteEntry.js and mf-manifest.json, the
 * service worker, icons), so it is revalidated on every use.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A remote version's own entry files: they say which chunks the version has, so they must stay fresh. */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/**
 * `name.0123abcd.js`: the build's `[contenthash:8]` (build-config/webpack/create-config.mjs). Every chunk
 * name is listed in main.js and each remoteEntry.js, so 8 digits instead of 20 keep those smaller.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;

export function cacheControlFor(fileName: string, { versionedFolder }: { versionedFolder: boolean }): string {
  if (versionedFolder) return REMOTE_ENTRY_FILES.has(fileName) ? REVALIDATE : IMMUTABLE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}
