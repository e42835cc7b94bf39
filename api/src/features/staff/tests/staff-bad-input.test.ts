import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';

interface Operation {
  parameters?: { name: string; in: string }[];
}

const GARBAGE_VALUES = ['', '-1', 'abc', '%00', 'x'.repeat(5000), '1e309', '2147483648', '0x10'];
const GARBAGE_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { unexpected: { nested: [1, 2] } },
  { reason: 'x'.repeat(9000) },
];

// Every /api/staff call in the OpenAPI document, as an admin, with wrong bodies and values: a 4xx with an
// error id, never a 5xx.
test('no staff call answers bad input with a 5xx', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'fuzz@example.com' });
  const { browser } = await staffBrowser(app, 'admin');
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const failures: string[] = [];
  let checks = 0;
  for (const [template, operations] of Object.entries(document.paths)) {
    if (!template.startsWith('/api/staff/') || template === '/api/staff/logout') continue;
    const path = template.replace('{queue}', 'profileReports').replace('{id}', String(member));
    for (const [method, operation] of Object.entries(operations)) {
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const attempts: { url: string; payload?: unknown }[] = GARBAGE_VALUES.map((value) => {
        const query = queryNames.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        return { url: query ? `${path}?${query}` : path, payload: method === 'get' ? undefined : {} };
      });
      if (method !== 'get') attempts.push(...GARBAGE_BODIES.map((payload) => ({ url: path, payload })));
      for (const { url, payload } of attempts) {
        checks += 1;
        const response = await browser.request({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { 'idempotency-key': `fuzz-${checks}`, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        const body = response.statusCode >= 400 ? (response.json() as { error?: unknown }) : null;
        // A database_* detail is the error handler's last line: the schema let a value reach a query.
        if (
          response.statusCode >= 500 ||
          (body && typeof body.error !== 'string') ||
          response.body.includes('"database_')
        ) {
          failures.push(
            `${method} ${url.slice(0, 100)} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
  }
  assert.ok(checks > 100, `only ${checks} requests: are the staff routes in the OpenAPI document?`);
  assert.deepEqual(failures, []);
});

// An id is checked by the schema (urlIdSchema), so a value out of PostgreSQL's integer or written loosely is a
// 400 naming its field; it never reaches a query (a database_22003 detail) nor becomes another id (0x10 = 16).
test('staff ids: digits only, 1 to 2147483647, refused by the schema naming the field', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'member@example.com' });
  const { browser } = await staffBrowser(app, 'admin');
  const refused = [
    { url: '/api/staff/dashboard?site=2147483648', field: 'querystring.site' },
    { url: '/api/staff/audit?actor=2147483648', field: 'querystring.actor' },
    { url: '/api/staff/audit?target=member:9999999999', field: 'querystring.target' },
    { url: '/api/staff/members?q=x&site=99999999999', field: 'querystring.site' },
    { url: '/api/staff/queues/photos?site=0x1', field: 'querystring.site' },
    { url: `/api/staff/members/0x${member.toString(16)}`, field: 'params.id' },
    { url: `/api/staff/members/+${member}`, field: 'params.id' },
    { url: `/api/staff/members/${member}%0A`, field: 'params.id' },
    { url: `/api/staff/members/0${member}`, field: 'params.id' },
    { url: `/api/staff/members/${member}e0`, field: 'params.id' },
    { url: '/api/staff/members/0', field: 'params.id' },
    { url: '/api/staff/queues/photos/1.0/claim', method: 'POST', field: 'params.id' },
    { url: '/api/staff/tracking/0x10', field: 'params.userId' },
    { url: '/api/staff/accounts/2147483649/enable', method: 'POST', field: 'params.id' },
  ];
  for (const { url, method, field } of refused) {
    const response = await browser.request({ method: (method ?? 'GET') as 'GET', url });
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    const body = response.json() as { error: string; details: { field: string; code: string }[] };
    assert.equal(body.error, 'validation_failed', url);
    assert.deepEqual(
      body.details.map((detail) => detail.field),
      [field],
      `${url}: ${response.body}`,
    );
    assert.ok(!body.details[0]?.code.startsWith('database_'), `${url}: ${response.body}`);
  }
  const largest = await browser.get('/api/staff/dashboard?site=2147483647');
  assert.equal(largest.statusCode, 200, largest.body);
  assert.deepEqual(largest.json().sites, []);
  assert.equal((await browser.get(`/api/staff/members/${member}`)).statusCode, 200);
  // For a staff member of some sites too: a loosely written site is the same 400, not a 403 for site 16.
  const limited = await staffBrowser(app, 'support', { sites: [flirt.id] });
  for (const site of ['0x10', `0${flirt.id}`, '2147483648']) {
    const answer = await limited.browser.get(`/api/staff/queues/complaints?site=${site}`);
    assert.equal(answer.statusCode, 400, `${site}: ${answer.body}`);
  }
  assert.equal((await limited.browser.get(`/api/staff/queues/complaints?site=${flirt.id}`)).statusCode, 200);
});

test('member search: digits too large for an id are searched as text, not as an id', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'member@example.com' });
  const digits = await createMember(app.db, { siteId: flirt.id, email: '99999999990@example.com' });
  const { browser } = await staffBrowser(app, 'admin');
  const search = async (q: string) => {
    const response = await browser.get(`/api/staff/members?q=${encodeURIComponent(q)}`);
    assert.equal(response.statusCode, 200, `${q}: ${response.body}`);
    return (response.json() as { members: { id: number }[] }).members.map((row) => row.id);
  };
  assert.deepEqual(await search('9999999999'), [digits]);
  assert.deepEqual(await search('2147483648'), []);
  assert.deepEqual(await search(String(member)), [member]);
  // A cursor naming an id beyond the integer starts from the top rather than asking the database.
  const page = await browser.get('/api/staff/queues/photos?cursor=1.9999999999');
  assert.equal(page.statusCode, 200, page.body);
});
