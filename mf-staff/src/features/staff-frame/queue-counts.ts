import { useQuery } from '@tanstack/react-query';
import { getQueueCounts, QUEUE_COUNTS_KEY } from './queue-count-calls';

export function useQueueCounts(enabled: boolean) {
  return useQuery({
    queryKey: QUEUE_COUNTS_KEY,
    queryFn: ({ signal }) => getQueueCounts(signal),
    enabled,
    // The back office is open all day: new reports show in the navigation without a reload.
    refetchInterval: 60_000,
  });
}
