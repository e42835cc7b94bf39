// The fetch wrapper every package uses for /api calls: JSON, cookies, the CSRF header, retries, typed errors.
import { getBus } from '../bus/get-bus';
import type { ApiAnswer, ApiBodyArguments, ApiPath } from '../contract/api-routes';
import { buildUrl, type QueryParams } from '../contract/api-url';
import { ApiError, errorIdForStatus } from './api-error';
import {
  backoffDelay,
  isRead,
  isRetriableMethod,
  isRetriableStatus,
  MAX_RETRIES,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
} from './retry-policy';

/** Anything with zod's `parse`: the response is checked against it and typed by it. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T = unknown> {
  query?: QueryParams;
  /** Makes a POST retriable: the server answers a repeat with the first response (see createIdempotencyKey). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  schema?: ResponseSchema<T>;
  /** Lets the request outlive the page (e.g. the page-hidden beacon). */
  keepalive?: boolean;
  /**
   * Whether a failed request is repeated here. Reads default to no: they are retried by the query library that
   * asked (one retry layer, `@dating/shared/server-state`), so pass true only for a read made outside one (the
   * shell's start-up calls). Writes default to yes when repeating them is safe (PUT, DELETE, a POST with an
   * idempotency key); set false to fail at once (e.g. a login form the user resubmits himself).
   */
  retry?: boolean;
}

export interface ApiClientDependencies {
  fetch?: typeof fetch;
  /** Waits between retries; tests pass one that resolves at once. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Called when the API says the session is gone (default: publish `auth.logout-required` on the bus). */
  onAuthenticationRequired?: (path: string) => void;
}

/** Requests by the route map (`@dating/shared/contract` ApiRoutes): the path picks the answer's type. */
export interface ApiClient {
  /** Any method and path with a caller-given answer type: for paths outside the map (tests, tools). */
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  get<P extends ApiPath<'GET'>>(
    path: P,
    options?: RequestOptions<ApiAnswer<'GET', P>>,
  ): Promise<ApiAnswer<'GET', P>>;
  post<P extends ApiPath<'POST'>>(
    path: P,
    ...rest: ApiBodyArguments<'POST', P, RequestOptions<ApiAnswer<'POST', P>>>
  ): Promise<ApiAnswer<'POST', P>>;
  put<P extends ApiPath<'PUT'>>(
    path: P,
    ...rest: ApiBodyArguments<'PUT', P, RequestOptions<ApiAnswer<'PUT', P>>>
  ): Promise<ApiAnswer<'PUT', P>>;
  delete<P extends ApiPath<'DELETE'>>(
    path: P,
    options?: RequestOptions<ApiAnswer<'DELETE', P>> & { body?: unknown },
  ): Promise<ApiAnswer<'DELETE', P>>;
}

/** The spec's login/session call: its 403 means "not logged in", not "you were logged out". */
const SESSION_PATH = '/api/user.php';

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const { error, message, details } = body as { error: string; message?: unknown; details?: unknown };
    return new ApiError(status, error, typeof message === 'string' ? message : error, details, body);
  }
  const errorId = errorIdForStatus(status);
  return new ApiError(status, errorId, `HTTP ${status}`, undefined, body);
}

function pathOf(path: string): string {
  return new URL(path, 'http://placeholder').pathname;
}

export function createApiClient(dependencies: ApiClientDependencies = {}): ApiClient {
  const doFetch = dependencies.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = dependencies.sleep ?? abortableSleep;
  const random = dependencies.random ?? Math.random;
  const now = dependencies.now ?? Date.now;
  const onAuthenticationRequired =
    dependencies.onAuthenticationRequired ?? ((path) => getBus().publish('auth.logout-required', { path }));

  async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions<T> = {}) {
    const upperMethod = method.toUpperCase();
    const url = buildUrl(path, options.query);
    const pathname = pathOf(path);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'dating-web',
      ...options.headers,
    };
    if (upperMethod === 'GET' && pathname === SESSION_PATH) headers['X-Request-Type'] = 'client';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let requestBody: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) requestBody = body;
      else {
        requestBody = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
    }
    const wait = async (ms: number) => {
      try {
        await sleep(ms, options.signal);
      } catch {
        throw new ApiError(0, 'aborted', 'Request aborted');
      }
    };
    const retriable = isRead(upperMethod)
      ? options.retry === true
      : options.retry !== false && isRetriableMethod(upperMethod, Boolean(options.idempotencyKey));

    for (let attempt = 0; ; attempt++) {
      const canRetry = retriable && attempt < MAX_RETRIES;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: upperMethod,
          headers,
          body: requestBody,
          credentials: 'include',
          signal: options.signal,
          keepalive: options.keepalive,
        });
      } catch (error) {
        if (options.signal?.aborted) throw new ApiError(0, 'aborted', 'Request aborted');
        if (!canRetry)
          throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
        await wait(backoffDelay(attempt, random));
        continue;
      }

      if (response.ok) {
        const data = await readBody(response);
        if (!options.schema) return data as T;
        try {
          return options.schema.parse(data);
        } catch (error) {
          throw new ApiError(response.status, 'invalid_response', 'Unexpected response', error);
        }
      }

      const errorBody = await readBody(response);
      if (canRetry && isRetriableStatus(response.status)) {
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), now());
        if (retryAfter === null || retryAfter <= MAX_RETRY_AFTER_MS) {
          await wait(Math.max(retryAfter ?? 0, backoffDelay(attempt, random)));
          continue;
        }
      }
      const error = toApiError(response.status, errorBody);
      if (
        response.status === 403 &&
        error.errorId === 'authentication_required' &&
        pathname !== SESSION_PATH
      ) {
        onAuthenticationRequired(pathname);
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    // The route map types the callers; underneath, every method is the same untyped request.
    post: ((path: string, body?: unknown, options?: RequestOptions) =>
      request('POST', path, body, options)) as ApiClient['post'],
    put: ((path: string, body?: unknown, options?: RequestOptions) =>
      request('PUT', path, body, options)) as ApiClient['put'],
    delete: (path, options) => request('DELETE', path, options?.body, options),
  };
}
