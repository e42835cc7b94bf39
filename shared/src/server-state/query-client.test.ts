import { ApiError } from '../api-client/api-error';
import { retryDelay, shouldRetry } from './query-client';

describe('the retry rules of every remote store', () => {
  it('takes an answer the server gave on purpose (4xx) as final', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'Slow down'))).toBe(false);
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
