import { useRoute } from '@dating/shared';
import { PAGES } from './pages';
import { REMOTE_PACKAGE, REMOTE_VERSION } from './remote-name';
import { RemoteProviders } from './remote-providers';

/**
 * Shows the page of the current route; the shell mounts this remote only on the routes it owns. The
 * wrapper says which remote, route and build are on screen (for support, monitoring and the e2e suite).
 */
export function RemoteRoot() {
  const route = useRoute();
  const Page = route ? PAGES[route.name] : undefined;
  return (
    <RemoteProviders>
      <div data-remote-root={REMOTE_PACKAGE} data-route={route?.name} data-remote-version={REMOTE_VERSION}>
        {route && Page ? <Page route={route} /> : null}
      </div>
    </RemoteProviders>
  );
}
