// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export interface PageProps {
  route: RouteMatch;
}

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  chats: PlaceholderPage,
  'chats-id': PlaceholderPage,
  'members-id-chat': PlaceholderPage,
  likes: PlaceholderPage,
  'likes-type': PlaceholderPage,
};
