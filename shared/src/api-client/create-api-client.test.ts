import { z } from 'zod';
import { resetBusForTests } from '../bus/get-bus';
import { ApiError } from './api-error';
import { type ApiClientDependencies, createApiClient } from './create-api-client';
import { createIdempotencyKey } from './idempotency-key';
import { backoffDelay, parseRetryAfter } from './retry-policy';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const message = { body: 'hi', client_message_id: 'c-1', conversation_id: 4 };

function setup(responses: Array<Response | Error>, extra: Partial<ApiClientDependencies> = {}) {
  const queue = [...responses];
  const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const delays: number[] = [];
  const sleep = jest.fn(async (ms: number) => {
    delays.push(ms);
  });
  const client = createApiClient({ fetch, sleep, random: () => 0, now: () => 0, ...extra });
  const initOf = (call = 0) => fetch.mock.calls[call]![1]!;
  const headersOf = (call = 0) => initOf(call).headers as Record<string, string>;
  return { client, fetch, delays, initOf, headersOf };
}

describe('api client requests', () => {
  it('sends JSON with cookies and the CSRF header, and returns the parsed body', async () => {
    const { client, fetch, initOf, headersOf } = setup([json(200, { ok: true })]);
    await expect(client.post('/api/like.php', { profile_id: 5 })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]![0]).toBe('/api/like.php');
    expect(initOf()).toMatchObject({ method: 'POST', credentials: 'include', body: '{"profile_id":5}' });
    expect(headersOf()).toMatchObject({
      'X-Requested-With': 'dating-web',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(headersOf()['X-Request-Type']).toBeUndefined();
  });

  it('marks GET /api/user.php as a client request (spec section 7)', async () => {
    const { client, headersOf } = setup([json(200, { id: 1 })]);
    await client.get('/api/user.php');
    expect(headersOf()['X-Request-Type']).toBe('client');
  });

  it('builds the query string, skipping empty values and repeating arrays', async () => {
    const { client, fetch } = setup([json(200, [])]);
    await client.get('/api/members.php', { query: { page: 2, gender: 'female', region: null, ids: [1, 2] } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/members.php?page=2&gender=female&ids=1&ids=2');
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const { client, initOf, headersOf } = setup([json(201, { id: 3 })]);
    const form = new FormData();
    form.append('name', 'photo');
    await client.post('/api/photos.php', form);
    expect(initOf().body).toBe(form);
    expect(headersOf()['Content-Type']).toBeUndefined();
  });

  it('resolves an empty 204 body as undefined', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.delete('/api/chat.php', { query: { conversation: 4 } })).resolves.toBeUndefined();
  });

  it('checks the response against a schema', async () => {
    const schema = z.object({ credits: z.number() });
    const { client } = setup([json(200, { credits: 4 }), json(200, { credits: 'many' })]);
    await expect(client.request('GET', '/api/credits.php', undefined, { schema })).resolves.toEqual({
      credits: 4,
    });
    await expect(
      client.request('GET', '/api/credits.php', undefined, { schema, retry: false }),
    ).rejects.toMatchObject({
      errorId: 'invalid_response',
    });
  });
});

describe('api client errors', () => {
  it('turns an error body into an ApiError with status, id, message and details', async () => {
    const body = { error: 'validation_failed', message: 'Invalid email', details: { email: 'invalid' } };
    const { client } = setup([json(400, body)]);
    const error = await client.request('POST', '/api/signup.php', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorId: 'validation_failed',
      message: 'Invalid email',
      details: { email: 'invalid' },
    });
  });

  it('derives an id from the status when the body has none', async () => {
    const { client } = setup([new Response('<html>gateway</html>', { status: 404 })]);
    await expect(client.request('GET', '/api/missing.php')).rejects.toMatchObject({
      status: 404,
      errorId: 'not_found',
    });
  });

  it('asks for a logout on 403 authentication_required from any call but user.php', async () => {
    const onAuthenticationRequired = jest.fn();
    const denied = () => json(403, { error: 'authentication_required', message: 'Log in' });
    const { client } = setup([denied(), denied()], { onAuthenticationRequired });
    await expect(client.request('GET', '/api/chats.php?x=1')).rejects.toMatchObject({
      errorId: 'authentication_required',
    });
    expect(onAuthenticationRequired).toHaveBeenCalledWith('/api/chats.php');
    await expect(client.get('/api/user.php')).rejects.toMatchObject({ status: 403 });
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it('publishes auth.logout-required on the page bus by default', async () => {
    const bus = resetBusForTests();
    const seen: string[] = [];
    bus.on('auth.logout-required').subscribe(({ path }) => seen.push(path));
    const { client } = setup([json(403, { error: 'authentication_required', message: '' })], {
      onAuthenticationRequired: undefined,
    });
    await expect(client.get('/api/likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['/api/likes.php']);
  });

  it('does not log out on other 403s', async () => {
    const onAuthenticationRequired = jest.fn();
    const { client } = setup([json(403, { error: 'blocked', message: 'Blocked' })], {
      onAuthenticationRequired,
    });
    await expect(client.get('/api/members.php')).rejects.toMatchObject({ errorId: 'blocked' });
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });
});

describe('api client retries', () => {
  it('leaves a failed read to the query library that asked: one request, no retry here', async () => {
    const { client, fetch } = setup([json(503, { error: 'internal_error', message: '' }), json(200, {})]);
    await expect(client.get('/api/chats.php')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a read made outside a query library on network errors, 5xx and 429 with growing delays', async () => {
    const { client, fetch, delays } = setup([
      new TypeError('Failed to fetch'),
      json(503, { error: 'internal_error', message: '' }),
      json(429, { error: 'rate_limited', message: '' }),
      json(200, { ok: true }),
    ]);
    await expect(client.get('/api/chats.php', { retry: true })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('gives up after 5 retries with the last error', async () => {
    const failures = Array.from({ length: 6 }, () => json(500, { error: 'internal_error', message: 'Boom' }));
    const { client, fetch, delays } = setup([...failures, json(200, {})]);
    await expect(client.get('/api/chats.php', { retry: true })).rejects.toMatchObject({
      status: 500,
      errorId: 'internal_error',
    });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(delays).toHaveLength(5);
  });

  it('reports a lasting network failure as network_error', async () => {
    const { client } = setup(Array.from({ length: 6 }, () => new TypeError('Failed to fetch')));
    await expect(client.put('/api/user.php', { language: 'de' })).rejects.toMatchObject({
      status: 0,
      errorId: 'network_error',
    });
  });

  it('never retries a POST without an idempotency key', async () => {
    const { client, fetch } = setup([json(502, {}), json(200, {})]);
    await expect(client.post('/api/messages.php', message)).rejects.toMatchObject({
      status: 502,
      errorId: 'server_error',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a POST that carries an idempotency key, sending the same key each time', async () => {
    const key = createIdempotencyKey();
    const { client, fetch, headersOf } = setup([new TypeError('offline'), json(201, { id: 9 })]);
    await expect(client.post('/api/messages.php', message, { idempotencyKey: key })).resolves.toEqual({
      id: 9,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(0)['Idempotency-Key']).toBe(key);
    expect(headersOf(1)['Idempotency-Key']).toBe(key);
  });

  it('does not retry 4xx other than 429', async () => {
    const { client, fetch } = setup([json(404, { error: 'not_found', message: '' }), json(200, {})]);
    await expect(client.get('/api/members.php', { retry: true })).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('honours Retry-After, and fails at once when it asks for too long', async () => {
    const { client, delays } = setup([
      json(429, { error: 'rate_limited', message: '' }, { 'Retry-After': '3' }),
      json(200, { ok: true }),
    ]);
    await client.get('/api/likes.php', { retry: true });
    expect(delays).toEqual([3000]);

    const slow = setup([json(429, { error: 'rate_limited', message: '' }, { 'Retry-After': '3600' })]);
    await expect(slow.client.get('/api/likes.php', { retry: true })).rejects.toMatchObject({
      errorId: 'rate_limited',
    });
    expect(slow.delays).toEqual([]);
  });

  it('stops retrying when the caller aborts', async () => {
    const controller = new AbortController();
    const { client, fetch } = setup([new TypeError('offline'), json(200, {})], {
      sleep: async () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      },
    });
    await expect(
      client.get('/api/chats.php', { signal: controller.signal, retry: true }),
    ).rejects.toMatchObject({
      errorId: 'aborted',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retry policy', () => {
  it('adds up to 50 % jitter and caps the delay', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(375);
    expect(backoffDelay(10, () => 0)).toBe(8000);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });

  it('makes unique idempotency keys', () => {
    expect(createIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
  });
});
