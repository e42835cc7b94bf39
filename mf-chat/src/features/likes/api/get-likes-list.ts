import { api, type LikesListResponse, type LikesType } from '@dating/shared';

export const likesQueryKey = ['likes'] as const;

/** GET /api/likes-list.php?type=&page=: pages of one list, new first, with the counts of all three. */
export const likesListQuery = (type: LikesType) => ({
  queryKey: [...likesQueryKey, type] as const,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    api.get('/api/likes-list.php', { query: { type, page: pageParam }, signal }),
  initialPageParam: 1,
  getNextPageParam: (last: LikesListResponse) =>
    last.page * last.page_size < last.total ? last.page + 1 : undefined,
  // A like can arrive any moment (live events refetch too); coming back to the page shows the list afresh.
  staleTime: 0,
});
