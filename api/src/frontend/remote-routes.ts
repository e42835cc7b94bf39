// The routes of a site as its served versions declare them: the shell build's routes.json and, for each
// remote, the routes.json its build wrote beside its manifest (build-config/webpack/routes/routes-file.mjs).
// The page the server sends, its status (404 for a path no served version declares), the preloads and the
// first answers all resolve the path against this, and the registry's answer carries the remotes' part to
// the shell. So a remote version with a new page needs no server or shell release: assigning it is enough.
import { join } from 'node:path';
import {
  createRouteTable,
  parseRoutesFile,
  publishRoutes,
  type PublishedRoutes,
  type RouteTable,
  type RoutesFile,
} from '@dating/shared/contract';
import { cachedParsedFiles } from './cached-file';
import { isManifestUrl } from './registry-file';
import type { RemoteEntries } from './remote-registry';
import {
  packageVersion,
  REMOTE_PACKAGES,
  REMOTE_PACKAGE_NAMES,
  remoteDistDir,
  type RemotePackage,
} from './remote-packages';

export interface SiteRoutes {
  /** Every route, the shell's included: what the server resolves a path with. */
  table: RouteTable;
  /** The remotes' routes and lander kinds only, for the registry's answer (the shell has its own). */
  remotes: PublishedRoutes;
}

const NO_ROUTES: RoutesFile = { routes: [] };

interface CompiledSite extends SiteRoutes {
  files: RoutesFile[];
}

export function createRemoteRoutes(
  root: string,
  { log }: { log?: (message: string, context: object) => void } = {},
) {
  const fromUrls = new Map<string, Promise<RoutesFile | null>>();
  let tables = new Map<string, CompiledSite>();
  let shellStamp: RoutesFile | null = null;

  /**
   * A build's routes file, or null when it is missing, does not parse or fails the contract's check; parsed
   * again only when it changed (a version folder is normally never rebuilt).
   */
  const readRoutesFile = cachedParsedFiles((text) => parseRoutesFile(JSON.parse(text)));

  /**
   * The shell's routes: from its build, or its source while the build predates routes files, so a server
   * on an older shell build still knows the shell's pages.
   */
  async function shellRoutes(): Promise<RoutesFile> {
    return (
      (await readRoutesFile(join(root, 'shell', 'dist', 'routes.json'))) ??
      (await readRoutesFile(join(root, 'shell', 'src', 'routes.json'))) ??
      NO_ROUTES
    );
  }

  /** A manifest served elsewhere: its routes.json beside it, fetched once (a published version is immutable). */
  function routesAtUrl(manifestUrl: string): Promise<RoutesFile | null> {
    let pending = fromUrls.get(manifestUrl);
    if (!pending) {
      pending = fetch(new URL('routes.json', manifestUrl), { signal: AbortSignal.timeout(5000) })
        .then(async (response) => (response.ok ? parseRoutesFile(await response.json()) : null))
        .catch(() => null)
        .then((file) => {
          // Not kept: the next page load asks again.
          if (!file) fromUrls.delete(manifestUrl);
          return file;
        });
      fromUrls.set(manifestUrl, pending);
    }
    return pending;
  }

  /** The routes a build at `entry` (a version folder) declares, or null when it has no valid file. */
  async function builtRoutes(remote: RemotePackage, entry: string): Promise<RoutesFile | null> {
    return await readRoutesFile(join(remoteDistDir(root, remote, entry), 'routes.json'));
  }

  /**
   * The package's own version's routes: its build's, else its source (a checkout not built yet, or built
   * before routes files).
   */
  async function packageRoutes(remote: RemotePackage): Promise<RoutesFile | null> {
    return (
      (await builtRoutes(remote, packageVersion(root, remote))) ??
      (await readRoutesFile(join(root, remote, 'src', 'routes.json')))
    );
  }

  async function remoteRoutes(remote: RemotePackage, entry: string): Promise<RoutesFile> {
    const file = isManifestUrl(entry) ? await routesAtUrl(entry) : await builtRoutes(remote, entry);
    if (file) return file;
    // The served version's routes cannot be read (a manifest elsewhere without them, a broken upload): its
    // paths stay the remote's pages as the package knows them, so its area shows the error state the shell
    // gives a remote that does not load, not a 404 for pages that exist.
    log?.("the routes of a served remote version cannot be read; using its package version's", {
      remote,
      entry,
    });
    return (await packageRoutes(remote)) ?? NO_ROUTES;
  }

  /** The routes of a site whose remotes are served as `entries`. */
  return async function routesFor(entries: RemoteEntries): Promise<SiteRoutes> {
    const shell = await shellRoutes();
    const remoteFiles = await Promise.all(
      REMOTE_PACKAGE_NAMES.map(async (remote) => ({
        owner: REMOTE_PACKAGES[remote] as string,
        file: await remoteRoutes(remote, entries[remote]),
      })),
    );
    // The same files give the same table: compiled once per combination of versions (and shell build).
    if (shell !== shellStamp) {
      shellStamp = shell;
      tables = new Map();
    }
    const key = REMOTE_PACKAGE_NAMES.map((remote) => entries[remote]).join('\u0000');
    const cached = tables.get(key);
    if (cached && remoteFiles.every(({ file }, i) => cached.files[i] === file)) return cached;
    const all = publishRoutes([{ owner: 'shell', file: shell }, ...remoteFiles]);
    const site: CompiledSite = {
      table: createRouteTable(all),
      remotes: {
        routes: all.routes.filter((route) => route.owner !== 'shell'),
        landerKinds: all.landerKinds,
        contracts: all.contracts ?? {},
      },
      files: remoteFiles.map(({ file }) => file),
    };
    tables.set(key, site);
    return site;
  };
}

export type RemoteRoutes = ReturnType<typeof createRemoteRoutes>;
