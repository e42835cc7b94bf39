import { type ComponentType, type ReactNode, Suspense } from 'react';
import { type RouteMatch, type RouteName, useRoute } from '@dating/shared';
import type { RemoteIdentity } from './remote-identity';

export interface RemotePageProps {
  route: RouteMatch;
}

/** The page of each route a remote owns. */
export type RemotePages = Partial<Record<RouteName, ComponentType<RemotePageProps>>>;

export interface RemoteRootProps {
  identity: RemoteIdentity;
  pages: RemotePages;
  Providers: ComponentType<{ children: ReactNode }>;
}

/**
 * Shows the page of the current route; the shell mounts a remote only on the routes it owns. The wrapper
 * says which remote, route and build are on screen (for support, monitoring and the e2e suite).
 */
export function RemoteRoot({ identity, pages, Providers }: RemoteRootProps) {
  const route = useRoute();
  const Page = route ? pages[route.name] : undefined;
  return (
    <Providers>
      <div
        data-remote-root={identity.package}
        data-route={route?.name}
        data-remote-version={identity.version}
      >
        {/* A page may be a lazy chunk: the wrapper is on screen at once, the page when its code arrived. */}
        <Suspense fallback={null}>{route && Page ? <Page route={route} /> : null}</Suspense>
      </div>
    </Providers>
  );
}
