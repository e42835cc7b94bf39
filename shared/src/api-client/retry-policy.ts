// When and how long to wait before retrying a request (spec: up to 5 retries with exponential delay).

export const MAX_RETRIES = 5;
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
/** A Retry-After beyond this means "not now": fail instead of keeping the user waiting. */
export const MAX_RETRY_AFTER_MS = 30_000;

const ALWAYS_SAFE = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** A read: retried by the query library that asked, not by the API client as well (see RequestOptions.retry). */
export function isRead(method: string): boolean {
  return method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
}

/** PUT and DELETE are idempotent by definition; a POST only when the server can deduplicate it by key. */
export function isRetriableMethod(method: string, hasIdempotencyKey: boolean): boolean {
  return ALWAYS_SAFE.has(method.toUpperCase()) || hasIdempotencyKey;
}

export function isRetriableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Exponential back-off (250 ms, 500 ms, 1 s, ...) plus up to 50 % random jitter so clients spread out. */
export function backoffDelay(retry: number, random: () => number): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** retry);
  return Math.round(exponential + exponential * 0.5 * random());
}

/** Retry-After in ms (seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
