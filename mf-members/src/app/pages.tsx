// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
// Each page is its own chunk, so a visit downloads only the page of its route. The chunk is named
// `page~<every route that shows it>`: the shell's preload picks the current route's page chunk from the
// manifest by that name (shell/src/remotes/preload-remote.ts) and fetches it together with remoteEntry.js,
// instead of after this remote's root has run. One import per page module, so the routes sharing a page
// share its chunk.
// Every page's texts are in this remote's messages (one chunk per locale), which its root provides.
// The pages wrapped in `withQueryStore` keep their server state in this remote's TanStack Query store
// (query-client.ts), whose chunk loads in parallel with theirs and is named after their routes, so that the
// preload fetches it for them. The search page and a member's profile never load it: about 11 KB brotli of
// TanStack Query would not fit their 150 KB budget (e2e/tests/shell/js-budget.spec.ts).
import { type ComponentType, lazy } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';

export interface PageProps {
  route: RouteMatch;
}

/** A page as its own chunk; its texts are in this remote's messages, which its root already provides. */
const lazyPage = (loadPage: () => Promise<ComponentType<PageProps>>) =>
  lazy(() => loadPage().then((Page) => ({ default: Page })));

const loadQueryStore = () =>
  import(
    /* webpackChunkName: "page~match-finder~signup-matches~swipe-game~profile~notifications" */ './query-client'
  );

/** Starts loading the query store now, and wraps the page picked from its module in it once both are here. */
function withQueryStore<M>(pick: (module: M) => ComponentType<PageProps>) {
  const store = loadQueryStore();
  return (module: M) => store.then(({ withQueryClient }) => withQueryClient(pick(module)));
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
  ).then(withQueryStore((module) => module.MatchFinderPage)),
);
const SwipeGamePage = lazyPage(() =>
  import(/* webpackChunkName: "page~swipe-game" */ '../features/swipe-game/swipe-game-page').then(
    withQueryStore((module) => module.SwipeGamePage),
  ),
);
const OwnProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "page~profile" */ '../features/own-profile/own-profile-page').then(
    withQueryStore((module) => module.OwnProfilePage),
  ),
);
const NotificationsPage = lazyPage(() =>
  import(/* webpackChunkName: "page~notifications" */ '../features/notifications/notifications-page').then(
    withQueryStore((module) => module.NotificationsPage),
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
