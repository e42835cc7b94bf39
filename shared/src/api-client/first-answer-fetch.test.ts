import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { FIRST_ANSWERS_FRESH_MS, withFirstAnswers } from './first-answer-fetch';
import type { FirstAnswers } from '../contract/first-answers';

function setup(answers: FirstAnswers, clock = { ms: 100 }) {
  const network = jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ from: 'network' }), { status: 200 }),
  );
  const read = jest.fn(() => structuredClone(answers));
  const client = createApiClient({
    fetch: withFirstAnswers(network, { read, now: () => clock.ms }),
    sleep: async () => undefined,
  });
  return { client, network, read, clock };
}

const settingsUrl = '/api/settings.php?_force_domain=flirtlocal.test';

describe('the page first answers', () => {
  it('answers a start-up GET from the page once, then asks the network', async () => {
    const { client, network } = setup({ [settingsUrl]: { status: 200, body: { name: 'Flirt' } } });
    const query = { _force_domain: 'flirtlocal.test' };
    await expect(client.get('/api/settings.php', { query })).resolves.toEqual({ name: 'Flirt' });
    expect(network).not.toHaveBeenCalled();
    await expect(client.get('/api/settings.php', { query })).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('turns an error answer into the same ApiError the network would give, without retrying it', async () => {
    const { client, network } = setup({
      '/api/user.php': { status: 403, body: { error: 'authentication_required', message: 'Log in.' } },
    });
    const failure = await client.get('/api/user.php').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, errorId: 'authentication_required' });
    expect(network).not.toHaveBeenCalled();
  });

  it('only matches the exact URL, and never a write', async () => {
    const { client, network } = setup({
      '/api/user.php': { status: 200, body: { id: 1 } },
      [settingsUrl]: { status: 200, body: { name: 'Flirt' } },
    });
    await client.get('/api/settings.php', { query: { _force_domain: 'other.test' } });
    await client.request('POST', '/api/user.php', {});
    expect(network).toHaveBeenCalledTimes(2);
    await expect(client.get('/api/user.php')).resolves.toEqual({ id: 1 });
  });

  it('lets the network answer once the page is no longer starting', async () => {
    const { client, network, clock } = setup({ '/api/user.php': { status: 200, body: { id: 1 } } });
    clock.ms = FIRST_ANSWERS_FRESH_MS;
    await expect(client.get('/api/user.php')).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('reads the answers from the page', async () => {
    document.body.innerHTML =
      '<script id="api-first-answers" type="application/json">{"/api/user.php":{"status":200,"body":{"id":7}}}</script>';
    const network = jest.fn(async () => new Response('{}', { status: 200 }));
    const client = createApiClient({ fetch: withFirstAnswers(network, { now: () => 0 }) });
    await expect(client.get('/api/user.php')).resolves.toEqual({ id: 7 });
    expect(network).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('ignores a page whose answers are broken', async () => {
    document.body.innerHTML = '<script id="api-first-answers" type="application/json">{not json</script>';
    const network = jest.fn(async () => new Response('{}', { status: 200 }));
    const client = createApiClient({ fetch: withFirstAnswers(network, { now: () => 0 }) });
    await client.get('/api/user.php');
    expect(network).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });
});
