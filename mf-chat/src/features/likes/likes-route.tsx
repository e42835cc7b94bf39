// The likes pages as the route table mounts them: their own chunk (a chat visit does not download them),
// in this remote's query store.
import { lazy, Suspense } from 'react';
import { Spinner } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { withQueryClient } from '../../app/query-client';

const LikesPage = lazy(() =>
  import(/* webpackChunkName: "page~likes~likes-type" */ './likes-page').then((module) => ({
    default: module.LikesPage,
  })),
);

export const LikesRoute = withQueryClient(function LikesRoute(props: PageProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LikesPage {...props} />
    </Suspense>
  );
});
