// The shell's one chunk of libraries every page needs at start (splitChunks cache group). Over HTTP/1.1 the
// browser opens six connections per host, and a remote's files queued behind a dozen small library chunks.
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not rxjs (the whole package is provided, but only the bus's part is used). @babel/runtime:
// emotion's helper, which would otherwise be one tiny chunk per emotion entry. load-shared-messages: shared's
// LocaleProvider imports it, and on its own it would be one more request in a row.
const LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime|react-intl|@formatjs|intl-messageformat)[\\/]|[\\/]load-shared-messages\.mjs$/;

const sharedSrc = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/src') + sep;
const sharedIndex = join(sharedSrc, 'index.ts');

/**
 * Whether a module of @dating/shared is part of its index (the shared singleton every page loads), found by
 * walking its importers inside shared. The subpath entries (`/forms`, `/dialog`, ...) are bundled by the
 * lazy features that import them and must stay in those chunks, not ride along with every page.
 */
function inSharedIndex(module, moduleGraph, seen = new Set()) {
  const resource = module.resource ?? '';
  if (resource === sharedIndex) return true;
  if (!resource.startsWith(sharedSrc) || seen.has(module)) return false;
  seen.add(module);
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    if (connection.originModule && inSharedIndex(connection.originModule, moduleGraph, seen)) return true;
  }
  return false;
}

export const startupLibraries = {
  name: 'startup-libraries',
  test: (module, { moduleGraph }) =>
    LIBRARIES.test(module.resource ?? '') || inSharedIndex(module, moduleGraph),
  chunks: 'async',
  enforce: true,
};
