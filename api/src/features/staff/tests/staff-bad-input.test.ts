import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';

interface Operation {
  parameters?: { name: string; in: string }[];
}

const GARBAGE_VALUES = ['', '-1', 'abc', '%00', 'x'.repeat(5000), '1e309'];
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
        if (response.statusCode >= 500 || (body && typeof body.error !== 'string')) {
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
