// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
// Each page is its own chunk, so a visit downloads only the page of its route. The chunk is named
// `page~<every route that shows it>`: the shell's preload picks the current route's page chunk from the
// manifest by that name (shell/src/remotes/preload-remote.ts) and fetches it together with remoteEntry.js,
// instead of after this remote's root has run. One import per page module, so the routes sharing a page
// share its chunk.
import { lazy, type ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';

export interface PageProps {
  route: RouteMatch;
}

/** The page in its own chunk (the remote's root shows it inside a Suspense boundary). */
function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  return lazy(() => load().then((page) => ({ default: page })));
}

const SearchPage = lazyPage(() =>
  import(/* webpackChunkName: "page~members" */ '../features/members-search/search-page').then(
    (module) => module.SearchPage,
  ),
);
const MemberProfilePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page~members-id~likes-m-id" */ '../features/member-profile/member-profile-page'
  ).then((module) => module.MemberProfilePage),
);
const MatchFinderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page~match-finder~signup-matches" */ '../features/match-finder/match-finder-page'
  ).then((module) => module.MatchFinderPage),
);
const SwipeGamePage = lazyPage(() =>
  import(/* webpackChunkName: "page~swipe-game" */ '../features/swipe-game/swipe-game-page').then(
    (module) => module.SwipeGamePage,
  ),
);
const OwnProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "page~profile" */ '../features/own-profile/own-profile-page').then(
    (module) => module.OwnProfilePage,
  ),
);
const NotificationsPage = lazyPage(() =>
  import(/* webpackChunkName: "page~notifications" */ '../features/notifications/notifications-page').then(
    (module) => module.NotificationsPage,
  ),
);

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  members: SearchPage,
  'members-id': MemberProfilePage,
  'likes-m-id': MemberProfilePage,
  'match-finder': MatchFinderPage,
  'swipe-game': SwipeGamePage,
  profile: OwnProfilePage,
  'signup-matches': MatchFinderPage,
  notifications: NotificationsPage,
};
