import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

const GARBAGE_VALUES = [
  '',
  '-1',
  'abc',
  '%00',
  'x'.repeat(5000),
  '1e309',
  '[object Object]',
  '2147483648',
  '0x10',
];
const GARBAGE_BODIES: unknown[] = [[], 'text', 42, null, { unexpected: { nested: [1, 2] } }];

/**
 * Every call in the OpenAPI document, with wrong bodies and query values, as a logged-in member: the answer
 * is a 4xx with an error id (or a success the input allows), never a 500.
 */
test('no API call answers bad input with a 5xx', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'fuzz@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('fuzz@example.com', FIXTURE_PASSWORD);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const failures: string[] = [];
  let checks = 0;
  const check = async (method: string, url: string, payload?: unknown) => {
    checks += 1;
    const response = await browser.request({
      method: method.toUpperCase() as 'GET',
      url,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });
    const body = response.statusCode >= 400 ? (response.json() as { error?: unknown }) : null;
    // A database_* detail is the error handler's last line: the schema let a value reach a query.
    if (
      response.statusCode >= 500 ||
      (body && typeof body.error !== 'string') ||
      response.body.includes('"database_')
    ) {
      failures.push(
        `${method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 60)} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
      );
    }
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    // Logging out mid-run would turn every later check into authentication_required.
    if (!path.startsWith('/api/') || path.includes('{') || path === '/api/logout.php') continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'delete' && path.includes('account')) continue;
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of GARBAGE_VALUES) {
        const query = queryNames
          .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
        await check(method, query ? `${path}?${query}` : path, method === 'get' ? undefined : {});
      }
      if (method !== 'get') {
        for (const body of GARBAGE_BODIES) await check(method, path, body);
      }
    }
  }
  assert.ok(checks > 200, `only ${checks} requests: is the OpenAPI document complete?`);
  assert.deepEqual(failures, []);
});

// Ids in a query are digits only (urlIdSchema): `0x10` or `+16` is not member 16 but a 400 naming the field.
test('a member id written other than in plain digits is refused', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'viewer@example.com' });
  const other = await createMember(app.db, { siteId: flirt.id, email: 'other@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('viewer@example.com', FIXTURE_PASSWORD);
  assert.equal((await browser.get(`/api/member.php?id=${other}`)).statusCode, 200);
  for (const id of [`0x${other.toString(16)}`, `+${other}`, `${other}%20`, `0${other}`, '2147483648']) {
    const response = await browser.get(`/api/member.php?id=${id}`);
    assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
    assert.equal(response.json().details[0].field, 'querystring.id', id);
  }
});
