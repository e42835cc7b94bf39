// The page of each route this remote owns. Replacing a placeholder with a real page is one line here.
import type { ComponentType } from 'react';
import type { RouteMatch, RouteName } from '@dating/shared';
import { ChatsRoute } from '../features/chat-page/chats-route';
import { LikesRoute } from '../features/likes/likes-route';

export interface PageProps {
  route: RouteMatch;
}

export const PAGES: Partial<Record<RouteName, ComponentType<PageProps>>> = {
  chats: ChatsRoute,
  'chats-id': ChatsRoute,
  'members-id-chat': ChatsRoute,
  likes: LikesRoute,
  'likes-type': LikesRoute,
};
