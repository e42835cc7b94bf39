// The current URL as React state, following navigate(), back/forward and single-spa's routing events.
import { useMemo, useSyncExternalStore } from 'react';
import type { RouteMatch } from '../contract/route-table';
import { matchRoute } from './current-routes';
import { LOCATION_CHANGE_EVENT } from './navigate';
import { serverLocation } from './server-location';

const EVENTS = ['popstate', 'single-spa:routing-event', LOCATION_CHANGE_EVENT] as const;

function subscribe(onChange: () => void): () => void {
  for (const type of EVENTS) window.addEventListener(type, onChange);
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, onChange);
  };
}

const getHref = () => window.location.href;

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
  searchParams: URLSearchParams;
}

export function useLocation(): CurrentLocation {
  const href = useSyncExternalStore(subscribe, getHref, serverLocation);
  return useMemo(() => {
    const url = new URL(href);
    return { pathname: url.pathname, search: url.search, hash: url.hash, searchParams: url.searchParams };
  }, [href]);
}

/** The route the current URL shows, or null when no route matches (the 404 page). */
export function useRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
