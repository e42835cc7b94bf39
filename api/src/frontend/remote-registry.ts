import {
  REMOTE_PACKAGES,
  REMOTE_PACKAGE_NAMES,
  packageVersion,
  type RemoteContainer,
} from './remote-packages';
import { createRegistryFileReader, isManifestUrl, normalizeSite, registryFilePath } from './registry-file';

export interface RemoteRegistryOptions {
  /** The repository root holding each remote's package.json and dist/. */
  root: string;
  dataDir: string;
  onInvalidFile?: (error: unknown) => void;
}

export type RemoteManifests = Record<RemoteContainer, string>;

export function manifestUrlFor(remote: string, entry: string): string {
  return isManifestUrl(entry) ? entry : `/mf/${remote}/${entry}/mf-manifest.json`;
}

/** Which manifest each remote loads from, per site: site override, else default override, else package.json. */
export function createRemoteRegistry({ root, dataDir, onInvalidFile = () => {} }: RemoteRegistryOptions) {
  const readOverrides = createRegistryFileReader(registryFilePath(dataDir), onInvalidFile);

  return {
    remotesFor(site: string | undefined): RemoteManifests {
      const overrides = readOverrides();
      const siteEntries = site ? overrides.sites?.[normalizeSite(site)] : undefined;
      const remotes = {} as RemoteManifests;
      for (const remote of REMOTE_PACKAGE_NAMES) {
        const entry = siteEntries?.[remote] ?? overrides.default?.[remote] ?? packageVersion(root, remote);
        remotes[REMOTE_PACKAGES[remote]] = manifestUrlFor(remote, entry);
      }
      return remotes;
    },
  };
}
