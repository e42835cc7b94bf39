// The libraries every federated build shares as one instance per page. Two Reacts break hooks, two
// emotion runtimes break the theme, two buses break cross-remote events, so all are singletons.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  'rxjs',
  // Server state (TanStack Query): one library instance, but each remote makes its own QueryClient.
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@dating/shared',
  // Every remote's lifecycles (@dating/shared/remote-app); a remote with two exposes would otherwise bundle it
  // into both.
  'single-spa-react',
];

/** The version in a package's own package.json (subpaths such as `@emotion/react/jsx-runtime` have none). */
// Walks node_modules like Node does: some packages (react-intl) do not export their package.json.
function installedVersion(packageName, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dirname(dir) === dir) throw new Error(`${packageName} is not installed for ${fromDir}`);
  }
}

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * `shared` for the federation plugin. `requiredVersion` comes from the consuming package's
 * dependencies, `version` from what is installed, given explicitly so subpaths get one too. The shell
 * (`provider`) is the first build on every page and provides each singleton itself: checking its own
 * versions against its own ranges could never fail, and cost a semver parse per library in main.js's first
 * task, so it asks for none. A remote's range is still checked against what the shell provides.
 */
export function sharedSingletons(packageDir, { provider = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const name = packageNameOf(request);
    const version = installedVersion(name, packageDir);
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: provider ? false : (deps[name] ?? `^${version}`),
      strictVersion: false,
    };
  }
  return shared;
}

export const SHARED_SINGLETON_NAMES = SINGLETONS;
