// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useQuery } from '@tanstack/react-query';

export type LanderData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * A lander's data from the remote's query store, by `key` (which says when the data to load changes): asked
 * for once, with the store's retries, aborted when the page goes; `retry` after a failure.
 */
export function useLanderData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LanderData<T> {
  const query = useQuery({
    queryKey: ['lander', key],
    queryFn: ({ signal }) => load(signal),
    // What a lander shows does not go stale while an ad visitor reads it: no refetch behind their back.
    staleTime: Infinity,
  });
  if (query.status === 'success') return { status: 'ready', data: query.data };
  if (query.status === 'error')
    return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return LOADING;
}
