import {
  type ComponentType,
  createElement,
  type ReactNode,
  Suspense,
  use,
  useDeferredValue,
  useEffect,
} from 'react';
import { useIntl } from 'react-intl';
import {
  currentRouteTable,
  pageTitleClaimed,
  setPageTitle,
  startProgress,
  type RouteMatch,
  useBusState,
  useRoute,
} from '@dating/shared';
import type { PageLoader } from './page-loader';
import type { RemoteIdentity } from './remote-identity';

export interface RemotePageProps {
  route: RouteMatch;
}

export interface RemoteRootProps {
  identity: RemoteIdentity;
  pages: PageLoader;
  Providers: ComponentType<{ children: ReactNode }>;
  /** Called once the first page has mounted, after its own mount effects (a stable function). */
  onMounted?: () => void;
}

function AfterPageMounted({ onMounted }: { onMounted: () => void }) {
  // A later sibling of the page: React runs its effects after the page's.
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

function RoutePage({ route, pages }: { route: RouteMatch; pages: PageLoader }) {
  const loading = pages(route.name);
  // Not `<Page />`: the lint rule takes a component read in render for one made in render; this one comes
  // from a promise kept per route, so it is the same component on every render.
  return loading ? createElement(use(loading), { route }) : null;
}

/**
 * The window title a route declares (`title` in the remote's routes.json, one of its own messages), for a
 * page that does not set one itself: the page's own title wins whichever effect runs first.
 */
function DeclaredTitle({ route }: { route: RouteMatch }) {
  const intl = useIntl();
  const siteName = useBusState('settings.loaded')?.settings.name;
  const title = currentRouteTable().routes.find((declared) => declared.name === route.name)?.title;
  useEffect(() => {
    if (title && !pageTitleClaimed() && intl.messages[title] !== undefined)
      setPageTitle(intl.formatMessage({ id: title }), siteName);
  }, [intl, route, siteName, title]);
  return null;
}

/** While the next route's page file downloads: the shell's top bar shows it, once, for as long as it takes. */
function LeavingProgress() {
  useEffect(() => startProgress(), []);
  return null;
}

/**
 * Shows the page of the current route; the shell mounts a remote only on the routes it owns. The wrapper
 * says which remote, route and build are on screen (for support, monitoring and the e2e suite).
 */
export function RemoteRoot({ identity, pages, Providers, onMounted }: RemoteRootProps) {
  // While the next route's page file downloads, the current page stays on screen; and where two routes'
  // files export the same component (mf-chat's list and conversation), it stays mounted with its state.
  const live = useRoute();
  const route = useDeferredValue(live);
  // The page on screen is one the address has left: whoever acts on it now (a tap, typing into its form)
  // acts on the page being left, so assistive technology and the progress bar say the next one is coming.
  const leaving = live !== route;
  return (
    <Providers>
      <div
        data-remote-root={identity.package}
        data-route={route?.name}
        data-remote-version={identity.version}
        aria-busy={leaving || undefined}
      >
        {leaving ? <LeavingProgress /> : null}
        {/* The wrapper is on screen at once, the page when its file arrived. */}
        <Suspense fallback={null}>
          {route ? <RoutePage route={route} pages={pages} /> : null}
          {/* Inside the boundary: a page the server drew is hydrated in a pass of its own. */}
          {route && onMounted ? <AfterPageMounted onMounted={onMounted} /> : null}
        </Suspense>
        {route ? <DeclaredTitle route={route} /> : null}
      </div>
    </Providers>
  );
}
