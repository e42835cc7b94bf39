// The page names the files of its route's remote in `<link rel="preload">`s, so a phone fetches them while
// the shell's own scripts download, instead of after they ran (issues 15 and 19: the first screen of a lander,
// the search or a profile waited for main.js before it even asked for the remote). They are the files of the
// exposes the shell's preload asks the federation runtime for (shell/src/remotes/preload-remote.ts), read by
// expose name from the manifest, with the locale page-locale.ts expects the shell to show; the browser
// reuses what these links fetched.
import { join } from 'node:path';
import {
  isRemoteName,
  REMOTES,
  routeExposes,
  type Locale,
  type ResolvedRoute,
} from '@dating/shared/contract';
import { cachedParsedFiles } from './cached-file';
import type { RemoteManifests } from './remote-registry';

/** What the preload needs of a build's mf-manifest.json. */
interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** Only the registry's own builds: a manifest on another host is the browser's business (and the CSP's). */
const LOCAL_MANIFEST = /^\/mf\/([a-z-]+)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\/mf-manifest\.json$/;
/** A file name a manifest may list: no folders, nothing to break out of the attribute. */
const PLAIN_FILE = /^[\w.~-]+\.js$/;

/**
 * At main.js's own low priority, like the shell's preloads (shell-preload.ts): the remote's files are needed
 * together with the shell's, and a high-priority script would count as blocking the first paint.
 */
const preload = (href: string, as: 'fetch' | 'script') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" fetchpriority="low">`
    : `<link rel="preload" href="${href}" as="script" fetchpriority="low">`;

/** The links for a remote's manifest, its remoteEntry.js and the files of the given exposes. */
export function preloadLinksFor(
  manifestUrl: string,
  manifest: ManifestFiles | null,
  exposes: string[],
): string[] {
  if (!LOCAL_MANIFEST.test(manifestUrl)) return [];
  const links = [preload(manifestUrl, 'fetch')];
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && entry.path === '' && PLAIN_FILE.test(entry.name))
    links.push(preload(folder + entry.name, 'script'));
  for (const path of exposes) {
    const sync = manifest?.exposes?.find((expose) => expose.path === path)?.assets?.js?.sync;
    if (Array.isArray(sync))
      for (const file of sync)
        if (typeof file === 'string' && PLAIN_FILE.test(file)) links.push(preload(folder + file, 'script'));
  }
  return links;
}

/** Reads each build's manifest once per change of the file (a version folder is normally never rebuilt). */
export function createRemotePreload(root: string) {
  const manifests = cachedParsedFiles((text) => JSON.parse(text) as ManifestFiles);
  const readManifest = (remote: string, version: string) =>
    manifests(join(root, remote, 'dist', version, 'mf-manifest.json'));

  /** The preload links for the page of `resolved`, or none for the shell's own pages and unknown paths. */
  return async function linksFor(
    resolved: ResolvedRoute | null,
    remotes: RemoteManifests,
    locale: Locale,
  ): Promise<string[]> {
    if (!resolved) return [];
    const { owner } = resolved.route;
    if (!isRemoteName(owner)) return [];
    const manifestUrl = remotes[owner];
    const [, remotePackage, version] = LOCAL_MANIFEST.exec(manifestUrl ?? '') ?? [];
    if (!manifestUrl || remotePackage !== REMOTES[owner] || !version) return [];
    const manifest = await readManifest(remotePackage, version);
    return preloadLinksFor(manifestUrl, manifest, routeExposes(resolved.match.name, locale));
  };
}
