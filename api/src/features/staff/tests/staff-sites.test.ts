import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { inviteCodes, sites, staffAudit, trackingRecords } from '../../../db/schema/index';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const TOKEN = 'site-admin-token-for-tests-0123456789';
const HERZ_SIGNUPS = '/api/staff/sites/herz.test/signups';
const HERZ_CODES = '/api/staff/sites/herz.test/invite-codes';
const staff = { authorization: `Bearer ${TOKEN}` };

const validSignup = {
  email: 'invited@example.com',
  name: 'Invitee',
  date_of_birth: '1990-04-12',
  password: 'a-good-password',
  gender: 'female',
  sexuality: 'hetero',
};

test('site administration: signup mode and invite codes, for staff only', async (t) => {
  process.env.ADMIN_TOKEN = TOKEN;
  t.after(() => delete process.env.ADMIN_TOKEN);
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const herzBrowser = new Browser(app, 'herz.test');

  await t.test('without the token nothing changes', async () => {
    const anonymous = await herzBrowser.request({
      method: 'PUT',
      url: HERZ_SIGNUPS,
      payload: { signups: 'none' },
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().error, 'staff_authentication_required');
    const wrong = await herzBrowser.request({
      method: 'POST',
      url: HERZ_CODES,
      payload: {},
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    assert.equal(wrong.statusCode, 401);
    const [site] = await app.db.select().from(sites).where(eq(sites.id, herz.id));
    assert.equal(site?.signups, 'all');
    assert.equal((await app.db.select().from(inviteCodes)).length, 0);
  });

  await t.test(
    'closing a site to the public takes effect on the next request, on that site only',
    async () => {
      const closed = await herzBrowser.request({
        method: 'PUT',
        url: HERZ_SIGNUPS,
        payload: { signups: 'none' },
        headers: staff,
      });
      assert.equal(closed.statusCode, 200, closed.body);
      assert.deepEqual(closed.json(), { domain: 'herz.test', signups: 'none' });
      assert.equal((await herzBrowser.get('/api/settings.php')).json().signups, 'none');
      assert.equal((await new Browser(app, 'flirt.test').get('/api/settings.php')).json().signups, 'all');
      const refused = await herzBrowser.request({
        method: 'POST',
        url: '/api/signup.php',
        payload: validSignup,
      });
      assert.equal(refused.json().error, 'signup_invite_only');
    },
  );

  await t.test('a generated invite code admits exactly as many signups as it allows', async () => {
    const created = await herzBrowser.request({
      method: 'POST',
      url: HERZ_CODES,
      payload: { max_uses: 1 },
      headers: staff,
    });
    assert.equal(created.statusCode, 201, created.body);
    const { code } = created.json() as { code: string };
    assert.match(code, /^[A-HJ-NP-Z2-9]{10}$/);
    const admitted = await new Browser(app, 'herz.test').request({
      method: 'POST',
      url: '/api/signup.php',
      payload: { ...validSignup, invite_code: code },
    });
    assert.equal(admitted.statusCode, 200, admitted.body);
    const second = await new Browser(app, 'herz.test').request({
      method: 'POST',
      url: '/api/signup.php',
      payload: { ...validSignup, email: 'second@example.com', invite_code: code },
    });
    assert.equal(second.json().error, 'invite_code_invalid');
  });

  await t.test('a chosen code is unique per site; bad input is refused and stores nothing', async () => {
    const create = (payload: unknown, host = 'herz.test') =>
      new Browser(app).request({
        method: 'POST',
        url: `/api/staff/sites/${host}/invite-codes`,
        payload,
        headers: staff,
      });
    assert.equal((await create({ code: 'SUMMER-2026', max_uses: 50 })).statusCode, 201);
    const duplicate = await create({ code: 'SUMMER-2026' });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().error, 'invite_code_exists');
    assert.equal((await create({ code: 'SUMMER-2026' }, 'flirt.test')).statusCode, 201, 'other site');
    const before = (await app.db.select().from(inviteCodes)).length;
    for (const bad of [
      { code: 'a b' },
      { max_uses: 0 },
      { max_uses: 'many' },
      { expires_at: 'tomorrow' },
      { expires_at: '2001-01-01T00:00:00Z' },
    ]) {
      const response = await create(bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.equal(response.json().error, 'validation_failed');
    }
    assert.equal((await app.db.select().from(inviteCodes)).length, before);
    const modes = await app.db.select({ id: sites.id, signups: sites.signups }).from(sites);
    assert.deepEqual(
      modes.map((row) => [row.id, row.signups]).sort(),
      [
        [flirt.id, 'all'],
        [herz.id, 'none'],
      ].sort(),
    );
  });
});

test('site routes: staff sessions, permissions, sites and the audit row of each change', async (t) => {
  process.env.ADMIN_TOKEN = TOKEN;
  t.after(() => delete process.env.ADMIN_TOKEN);
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: herz.id, email: 'tracked@example.com' });
  await app.db
    .insert(trackingRecords)
    .values({ userId: member, siteId: herz.id, network: 'adnet', ref: 'r1' });
  const routes = [
    { method: 'PUT', url: HERZ_SIGNUPS, payload: { signups: 'with_trafficsource' }, status: 200 },
    { method: 'POST', url: HERZ_CODES, payload: { max_uses: 2 }, status: 201 },
    { method: 'GET', url: `/api/staff/tracking/${member}`, status: 200 },
  ] as const;
  const anonymous = new Browser(app);
  const moderator = await staffBrowser(app, 'moderator');
  const admin = await staffBrowser(app, 'admin');
  const flirtAdmin = await staffBrowser(app, 'admin', { sites: [flirt.id] });
  for (const route of routes) {
    const send = (browser: Browser, headers: Record<string, string> = {}) =>
      browser.request({
        method: route.method,
        url: route.url,
        payload: 'payload' in route ? route.payload : undefined,
        headers,
      });
    assert.equal((await send(anonymous)).statusCode, 401, route.url);
    const denied = await send(moderator.browser);
    assert.equal(denied.statusCode, 403, route.url);
    assert.equal(denied.json().error, 'staff_permission_denied');
    const otherSite = await send(flirtAdmin.browser);
    assert.equal(otherSite.statusCode, 403, route.url);
    assert.equal(otherSite.json().error, 'staff_site_forbidden');
    assert.equal((await send(admin.browser)).statusCode, route.status, route.url);
    assert.equal(
      (await send(anonymous, { authorization: `Bearer ${TOKEN}` })).statusCode,
      route.status,
      route.url,
    );
  }
  const tracking = await admin.browser.get(`/api/staff/tracking/${member}`);
  assert.equal(tracking.json().network, 'adnet');

  const audit = (await app.db.select().from(staffAudit).orderBy(staffAudit.id)).filter((row) =>
    row.action.startsWith('site.'),
  );
  assert.deepEqual(
    audit.map((row) => [row.action, row.staffId, row.role, row.siteId]),
    [
      ['site.signups', admin.id, 'admin', herz.id],
      ['site.signups', null, 'machine', herz.id],
      ['site.invite_code', admin.id, 'admin', herz.id],
      ['site.invite_code', null, 'machine', herz.id],
    ],
  );
  assert.deepEqual(audit[0]?.before, { signups: 'all' });
  assert.deepEqual(audit[0]?.after, { signups: 'with_trafficsource' });

  const unknown = await admin.browser.request({
    method: 'PUT',
    url: '/api/staff/sites/nowhere.test/signups',
    payload: { signups: 'none' },
  });
  assert.equal(unknown.statusCode, 404);
  const unknownLimited = await flirtAdmin.browser.request({
    method: 'PUT',
    url: '/api/staff/sites/nowhere.test/signups',
    payload: { signups: 'none' },
  });
  assert.equal(unknownLimited.statusCode, 403, 'no guessing of domains by a site-limited staff member');
});
