import { parsePublishedRoutes, type PublishedRoutes } from '@dating/shared';
import { isRemoteName, type RemoteName } from './remote-names';

export type RemoteManifests = Partial<Record<RemoteName, string>>;

/** The registry's answer for this site: each remote's manifest and the routes those versions declare. */
export interface SiteRegistry {
  manifests: RemoteManifests;
  routes: PublishedRoutes;
}

/** Keeps the known remotes with string entries, as absolute URLs (the federation runtime needs them so). */
export function parseRegistry(body: unknown): RemoteManifests {
  const remotes = (body as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  const manifests: RemoteManifests = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (isRemoteName(name) && typeof url === 'string')
      manifests[name] = new URL(url, window.location.href).href;
  }
  return manifests;
}

/** The whole answer; a malformed route or lander kind is left out (contract route-table.ts). */
export function parseSiteRegistry(body: unknown): SiteRegistry {
  return { manifests: parseRegistry(body), routes: parsePublishedRoutes(body) };
}

/**
 * The manifest URL of each remote for this site and their routes (GET /mf/remotes.json). Unknown names and
 * non-string entries are dropped; a failed request rejects, and the caller decides what that means.
 */
export async function fetchRegistry(site: string = window.location.hostname): Promise<SiteRegistry> {
  const response = await fetch(`/mf/remotes.json?${new URLSearchParams({ _force_domain: site })}`, {
    credentials: 'same-origin',
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`GET /mf/remotes.json answered ${response.status}`);
  return parseSiteRegistry(await response.json());
}
