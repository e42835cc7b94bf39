// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useQuery } from '@tanstack/react-query';
import { getMatches, matchesQueryKey } from './api/get-matches';

/** The best `limit` matches, from this remote's query store (the match finder and the home suggestions). */
export function useMatches(limit: number) {
  return useQuery({
    queryKey: matchesQueryKey(limit),
    queryFn: ({ signal }) => getMatches(limit, signal),
  });
}
