// The pages of one search the member has loaded, in this remote's query store: coming back to the list
// shows them at once, and a list older than the store's 30 s is asked again behind them.
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { MemberSearchPage } from '@dating/shared';
import { searchesQueryKey, searchMembers, searchQueryKey, type SearchPageParam } from './api/search-members';
import { type AppliedSearch, nextPageParam, type SearchData } from './search-state';

/** Long enough to read a few profiles and come back to the list where it was left. */
const KEPT_MS = 30 * 60_000;

export function useMemberSearch(search: AppliedSearch | null, trafficsource: string | null) {
  const filters = search?.filters ?? {};
  const from = search?.from ?? 1;
  return useInfiniteQuery<MemberSearchPage, Error, SearchData, QueryKey, SearchPageParam>({
    // No search (before the first, after Clear) has a key of its own: it must never show another's results.
    queryKey: search ? searchQueryKey(filters, from, trafficsource) : [...searchesQueryKey, 'none'],
    queryFn: ({ pageParam, signal }) =>
      searchMembers(filters, pageParam.page, trafficsource, signal, pageParam.after),
    initialPageParam: { page: from, after: null },
    getNextPageParam: nextPageParam,
    enabled: search !== null,
    gcTime: KEPT_MS,
    // Not while the member reads: a refetch puts newer members first and moves every tile under their eyes.
    refetchOnWindowFocus: false,
  });
}
