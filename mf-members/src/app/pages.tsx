// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';
import { MatchFinderPage } from '../features/match-finder/match-finder-page';
import { MemberProfilePage } from '../features/member-profile/member-profile-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { OwnProfilePage } from '../features/own-profile/own-profile-page';
import { SearchPage } from '../features/members-search/search-page';
import { SwipeGamePage } from '../features/swipe-game/swipe-game-page';

export interface PageProps {
  route: RouteMatch;
}

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
