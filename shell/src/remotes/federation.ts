// The shell's use of the federation runtime: remotes are registered from the registry at run time, never
// named in the build.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { entryPriorityPlugin } from './entry-priority';
import { fetchRegistry, type RemoteManifests } from './fetch-registry';
import { updateRemoteContract } from './remote-contracts';
import type { RemoteName } from './remote-names';

let registered: RemoteManifests = {};
let pluginsRegistered = false;

export function registerRemoteManifests(manifests: RemoteManifests): void {
  if (!pluginsRegistered) {
    registerPlugins([entryPriorityPlugin()]);
    pluginsRegistered = true;
  }
  registered = { ...registered, ...manifests };
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    // force drops what the runtime cached for a remote whose entry changed (or failed) before
    { force: true },
  );
}

/**
 * Reads the registry again for one remote and re-registers it when its entry changed (or when `force`,
 * to forget a failed manifest or container). Returns whether the runtime will load it afresh.
 */
export async function refreshRemote(remote: RemoteName, force = false): Promise<boolean> {
  let entry = registered[remote];
  try {
    const registry = await fetchRegistry();
    entry = registry.manifests[remote] ?? entry;
    updateRemoteContract(remote, registry.routes.contracts?.[remote]);
  } catch {
    // The registry is unreachable: try again with what is registered.
  }
  if (!entry || (!force && entry === registered[remote])) return false;
  registerRemoteManifests({ [remote]: entry });
  return true;
}

/**
 * The build of `remote` this page uses, as the registry names it (`entry`: its version, or the manifest URL
 * when it is served from elsewhere), and the folder its files load from (`base`), to tell its errors apart.
 */
export function servedBuild(remote: RemoteName): { entry: string; base: string } | null {
  const manifest = registered[remote];
  if (!manifest) return null;
  const url = new URL(manifest);
  const own = url.origin === window.location.origin && /^\/mf\/[a-z-]+\/([^/]+)\/[^/]+$/.exec(url.pathname);
  const path = url.origin + url.pathname;
  return { entry: own ? (own[1] ?? path) : path, base: path.slice(0, path.lastIndexOf('/') + 1) };
}

export function isRegistered(remote: RemoteName): boolean {
  return registered[remote] !== undefined;
}

/** What a remote exposes as `./app`: single-spa lifecycles. */
export type RemoteAppModule = LifeCycles<Record<string, unknown>>;

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!isRegistered(remote)) throw new Error(`${remote} is not in the remote registry`);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} did not load`);
  return module;
}
