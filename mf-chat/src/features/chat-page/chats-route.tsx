// The chat pages as the route table mounts them: their own chunk, in this remote's query store.
import { lazy, Suspense } from 'react';
import { Spinner } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { withQueryClient } from '../../app/query-client';

const ChatsPage = lazy(() =>
  import(/* webpackChunkName: "page~chats~chats-id~members-id-chat" */ './chats-page').then((module) => ({
    default: module.ChatsPage,
  })),
);

export const ChatsRoute = withQueryClient(function ChatsRoute(props: PageProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <ChatsPage {...props} />
    </Suspense>
  );
});
