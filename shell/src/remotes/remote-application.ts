// A proxy around one remote's lifecycles: single-spa always gets a working application, and whatever
// fails inside (registry, manifest, remoteEntry, a chunk, the remote's top-level code, its mount, its
// React tree) turns into the shell's error state for that area, with a retry that needs no page reload.
import type { AppProps } from 'single-spa';
import { getBus } from '@dating/shared';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';
import { loadRemoteModule, refreshRemote, type RemoteAppModule } from './federation';
import { remoteArea } from './remote-area';
import { reportRemoteError } from './remote-error-beacon';
import { contractProblem } from './remote-contracts';
import { remoteFailures } from './remote-failures';
import type { RemoteName } from './remote-names';

type Props = AppProps & Record<string, unknown>;

/** Single-spa lifecycles, each one function (what single-spa accepts, narrowed for callers). */
export interface ProxyLifecycles {
  bootstrap: (props: Props) => Promise<void>;
  mount: (props: Props) => Promise<void>;
  unmount: (props: Props) => Promise<void>;
}

export function remoteApplication(remote: RemoteName): ProxyLifecycles {
  let module: RemoteAppModule | null = null;
  let bootstrapped = false;
  let remoteMounted = false;
  let active = false;
  let lastProps: Props | null = null;

  const fail = (error: unknown, kind: 'load' | 'render' = 'load') => {
    if (!active) return;
    reportRemoteError(remote, kind, error);
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    remoteFailures.set({ remote, error: String(error), retry: () => void retry() });
  };

  async function mountRemote(props: Props) {
    const area = remoteArea(remote);
    // The top progress bar and assistive technology learn that this area is loading.
    const progressId = `remote:${remote}`;
    area.container.setAttribute('aria-busy', 'true');
    getBus().publish('progress.start', { id: progressId });
    try {
      // Never run a build against a @dating/shared this shell does not provide: it would fail in ways
      // nobody could trace. Its area shows the error state instead (and Retry asks the registry again).
      const incompatible = module ? null : contractProblem(remote);
      if (incompatible) throw new Error(incompatible);
      module ??= await loadRemoteModule<RemoteAppModule>(remote, 'app');
      if (!bootstrapped) {
        await callLifecycle(module.bootstrap, props);
        bootstrapped = true;
      }
      if (!active) return;
      await callLifecycle(module.mount, { ...props, domElement: area.host });
      remoteMounted = true;
    } catch (error) {
      if (!bootstrapped) module = null;
      fail(error);
    } finally {
      area.container.removeAttribute('aria-busy');
      getBus().publish('progress.done', { id: progressId });
    }
  }

  async function unmountRemote(props: Props) {
    if (!remoteMounted || !module) return;
    remoteMounted = false;
    try {
      await callLifecycle(module.unmount, { ...props, domElement: remoteArea(remote).host });
    } catch {
      // A remote that cannot unmount cleanly leaves its host: empty it so the next mount starts clean.
      remoteArea(remote).host.replaceChildren();
    }
  }

  /**
   * Asks the registry again: a fixed or rolled-back entry is loaded afresh; the same entry is reloaded
   * only if it never got as far as bootstrapping (the runtime forgets the failed manifest or container),
   * otherwise the loaded remote is simply mounted again.
   */
  async function retry() {
    if (!active || !lastProps) return;
    remoteFailures.clear(remote);
    await unmountRemote(lastProps);
    if (await refreshRemote(remote, !bootstrapped)) {
      module = null;
      bootstrapped = false;
    }
    await mountRemote(lastProps);
  }

  // The remote's error boundary reports a crash over the bus (see @dating/shared's remote-app/remote-crash.tsx).
  getBus()
    .on('remote.error')
    .subscribe(({ remote: crashed, error }) => {
      if (crashed === remote) fail(error, 'render');
    });

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      active = true;
      lastProps = props;
      remoteArea(remote).container.hidden = false;
      await mountRemote(props);
    },
    unmount: async (props) => {
      active = false;
      remoteFailures.clear(remote);
      await unmountRemote(props);
      remoteArea(remote).container.hidden = true;
    },
  };
}

type Lifecycle = RemoteAppModule['mount'];

async function callLifecycle(lifecycle: Lifecycle, props: Props): Promise<void> {
  const functions = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const fn of functions) await fn(props as never);
}
