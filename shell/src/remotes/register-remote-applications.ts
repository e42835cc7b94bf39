// One single-spa application per remote, active on the routes the route table gives it.
import { registerApplication } from 'single-spa';
import { getBus } from '@dating/shared';
import { resolveRoute } from '../routing/route-table';
import { remoteApplication } from './remote-application';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * Whether `remote` should be mounted at `location`. A page that needs a login stays unmounted for a
 * logged-out visitor: the shell sends them to /login instead.
 */
export function isRemoteActive(remote: RemoteName, location: Location): boolean {
  const { config } = resolveRoute(location.pathname);
  if (config.owner !== remote) return false;
  return !config.login || Boolean(getBus().getState('session.changed')?.user);
}

export function registerRemoteApplications(): void {
  for (const remote of REMOTE_NAMES) {
    const lifecycles = remoteApplication(remote);
    registerApplication({
      name: remote,
      // The proxy is ready at once; loading the real remote happens inside its mount.
      app: async () => lifecycles,
      activeWhen: (location) => isRemoteActive(remote, location),
    });
  }
}
