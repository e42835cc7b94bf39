import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../api-client/api-error';
import { createApiClient } from '../api-client/create-api-client';
import type { User } from '../contract/api-types';
import { createBus } from '../bus/create-bus';
import { createQueryClient, forgetOnMemberChange, retryDelay, shouldRetry } from './query-client';

describe('the retry rules of every remote store', () => {
  it('takes an answer the server gave on purpose (4xx) as final', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'forbidden', 'No'))).toBe(false);
  });

  it('comes back after "too many requests"', () => {
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'Slow down'))).toBe(true);
  });

  it('retries a server error or a lost connection up to five times', () => {
    const lost = new ApiError(0, 'network_error', 'offline');
    const broken = new ApiError(503, 'server_error', 'Unavailable');
    expect([0, 4].map((count) => shouldRetry(count, lost))).toEqual([true, true]);
    expect(shouldRetry(5, broken)).toBe(false);
  });

  it('waits twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([500, 1000, 2000, 30_000]);
  });
});

describe('one retry layer for reads', () => {
  it('sends a failing GET six times in all (the first try and five retries), not 36', async () => {
    const fetch = jest.fn(
      async () => new Response(JSON.stringify({ error: 'server_error' }), { status: 503 }),
    );
    const api = createApiClient({ fetch, sleep: async () => undefined });
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['chats'],
      queryFn: ({ signal }) => api.get('/api/chats.php', { signal }),
      retryDelay: 0,
    });
    const failed = new Promise<unknown>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'error') {
          stop();
          resolve(result.error);
        }
      });
    });
    await expect(failed).resolves.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(6);
    client.clear();
  });
});

describe('forgetOnMemberChange', () => {
  it("forgets the store's data when another member or nobody takes over the page, not on a refresh", () => {
    const bus = createBus();
    const client = createQueryClient();
    const stop = forgetOnMemberChange(client, bus);
    const member = (id: number) => ({ user: { id } as User });
    bus.publish('session.changed', member(1));
    client.setQueryData(['settings'], { name: 'Ada' });

    bus.publish('session.changed', member(1));
    expect(client.getQueryData(['settings'])).toEqual({ name: 'Ada' });

    bus.publish('session.changed', { user: null });
    expect(client.getQueryData(['settings'])).toBeUndefined();

    client.setQueryData(['settings'], { name: 'visitor' });
    bus.publish('session.changed', member(2));
    expect(client.getQueryData(['settings'])).toBeUndefined();
    stop();
  });
});
