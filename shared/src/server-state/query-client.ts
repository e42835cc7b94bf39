// The retry rules every remote's server-state store follows. Each remote makes its own store (caches are
// never shared between remotes); the rules are one.
import { QueryClient } from '@tanstack/react-query';
// By the package's name, not a relative path: this subpath is bundled into each remote, and `instanceof`
// must see the one ApiError class of the shared singleton.
import { type Bus, getBus, isApiError } from '@dating/shared';

/**
 * Up to 5 retries with exponential delay (spec 7); an answer the server gave on purpose (4xx) is final, except
 * "too many requests", which asks to come back later. The only retry layer for reads: the API client does not
 * retry them as well (a failing call would otherwise become 36 requests).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  return failureCount < 5;
}

export const retryDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: true },
      // A write is retried by the API client only when it is safe (an idempotency key), never here: starting
      // a payment or sending a message is never repeated behind the member's back.
      mutations: { retry: false },
    },
  });
}

/**
 * A store holds one member's data, and a logout does not reload the page: when `session.changed` brings
 * another member or none, the store forgets everything, so the next person never sees the last one's data,
 * not even while a refetch runs. Returns the unsubscribe.
 */
export function forgetOnMemberChange(client: QueryClient, bus: Bus = getBus()): () => void {
  let member: number | null | undefined;
  const subscription = bus.on('session.changed').subscribe(({ user }) => {
    const id = user?.id ?? null;
    if (member !== undefined && id !== member) client.clear();
    member = id;
  });
  return () => subscription.unsubscribe();
}
