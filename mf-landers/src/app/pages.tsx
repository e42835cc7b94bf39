// The page of each route this remote owns, each in its own chunk named `page~<routes>` so the shell's
// preload fetches it together with remoteEntry.js (shell/src/remotes/preload-remote.ts). Landers are the
// first page an ad visitor sees: the swipe game, the eight designs and the member landings load apart.
import { lazy, type ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';

export interface PageProps {
  route: RouteMatch;
}

function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  return lazy(() => load().then((page) => ({ default: page })));
}

const TinderswipePage = lazyPage(() =>
  import(/* webpackChunkName: "page~landers-tinderswipe" */ '../features/tinderswipe/tinderswipe-page').then(
    (module) => module.TinderswipePage,
  ),
);
const LanderKindPage = lazyPage(() =>
  import(/* webpackChunkName: "page~landers-kind-slug" */ '../features/lander-kinds/lander-kind-page').then(
    (module) => module.LanderKindPage,
  ),
);
const MemberLandingPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page~members-id-landing~members-id-landing2-slug~members-id-landing3-slug~members-id-signup" */ '../features/member-landing/member-landing-page'
  ).then((module) => module.MemberLandingPage),
);

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  'landers-tinderswipe': TinderswipePage,
  'landers-kind-slug': LanderKindPage,
  'members-id-landing': MemberLandingPage,
  'members-id-landing2-slug': MemberLandingPage,
  'members-id-landing3-slug': MemberLandingPage,
  'members-id-signup': MemberLandingPage,
};
