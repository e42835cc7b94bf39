// This remote's own server-state store (never shared with other remotes: each keeps its own cache), with its
// provider and page wrapper. Every page of this remote is wrapped in `withQueryClient` (src/pages/), and the
// match-suggestions widget has its own provider of the same store.
import { getBus } from '@dating/shared';
import { createQueryStore } from '@dating/shared/server-state';

export const { queryClient, QueryStore, withQueryClient } = createQueryStore();

// A like, a match or a block anywhere on the page (a profile, the swipe game, the like modal) changes who the
// match finder and the swipe game offer: their next visit asks again. Not the page on screen meanwhile.
const markListsStale = () => {
  for (const queryKey of [['match-finder'], ['swipe-deck']])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
};
getBus().on('likes.reload-requested').subscribe(markListsStale);
getBus().on('match.made').subscribe(markListsStale);
