import { api } from '@dating/shared';

export const giftsQueryKey = ['gifts'] as const;

/** GET /api/gifts.php: the site's catalogue, cheapest first. It changes rarely: kept for the visit. */
export const giftsQuery = {
  queryKey: giftsQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/api/gifts.php', { signal }).then((answer) => answer.gifts),
  staleTime: 10 * 60_000,
};
