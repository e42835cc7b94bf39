import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mayWorkQueue, ROLE_PERMISSIONS, STAFF_QUEUES, STAFF_ROLES } from '@dating/shared/contract';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

// Every staff route with a request that would pass validation, and the permission it needs (a queue route:
// the permissions of its queue, QUEUE_PERMISSIONS; the queue list: those of any queue).
const ROUTES = (member: number, payment: number) =>
  [
    { method: 'GET', url: '/api/staff/dashboard', permission: 'dashboard.read' },
    { method: 'GET', url: '/api/staff/queues', queue: 'any' },
    { method: 'GET', url: '/api/staff/queues/profileReports', queue: 'profileReports' },
    { method: 'GET', url: '/api/staff/queues/complaints', queue: 'complaints' },
    { method: 'POST', url: '/api/staff/queues/photos/1/claim', queue: 'photos' },
    { method: 'POST', url: '/api/staff/queues/complaints/1/claim', queue: 'complaints' },
    { method: 'POST', url: '/api/staff/queues/photos/1/release', queue: 'photos' },
    {
      method: 'POST',
      url: '/api/staff/queues/photos/1/decide',
      queue: 'photos',
      payload: { decision: 'approve', reason: 'fine photo' },
    },
    {
      method: 'POST',
      url: '/api/staff/queues/complaints/1/decide',
      queue: 'complaints',
      payload: { decision: 'resolve', reason: 'answered by mail' },
    },
    { method: 'GET', url: '/api/staff/members?q=a', permission: 'members.read' },
    { method: 'GET', url: `/api/staff/members/${member}`, permission: 'members.read' },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/ban`,
      permission: 'members.ban',
      payload: { kind: 'ban', reason: 'spam everywhere' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/unban`,
      permission: 'members.ban',
      payload: { reason: 'lifted' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/credits`,
      permission: 'credits.correct',
      payload: { delta: 5, reason: 'goodwill' },
      headers: { 'idempotency-key': 'perm-test-credits' },
    },
    {
      method: 'POST',
      url: `/api/staff/payments/${payment}/refund`,
      permission: 'payments.refund',
      payload: { reason: 'asked for it' },
      headers: { 'idempotency-key': 'perm-test-refund' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/direct-debit-block`,
      permission: 'direct_debit.block',
      payload: { reason: 'chargebacks' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/reset-mail`,
      permission: 'members.reset_mail',
      payload: { reason: 'asked by phone' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/end-sessions`,
      permission: 'members.end_sessions',
      payload: { reason: 'lost phone' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/notes`,
      permission: 'members.notes',
      payload: { text: 'called us' },
    },
    { method: 'GET', url: '/api/staff/audit', permission: 'audit.read' },
    { method: 'GET', url: '/api/staff/accounts', permission: 'staff.manage' },
    {
      method: 'PUT',
      url: '/api/staff/sites/flirt.test/signups',
      permission: 'sites.manage',
      payload: { signups: 'all' },
    },
    {
      method: 'POST',
      url: '/api/staff/sites/flirt.test/invite-codes',
      permission: 'sites.manage',
      payload: {},
    },
    { method: 'GET', url: `/api/staff/tracking/${member}`, permission: 'sites.manage' },
    {
      method: 'POST',
      url: `/api/staff/payments/${payment}/chargeback`,
      permission: 'payments.refund',
      payload: { reason: 'bank letter' },
    },
    {
      method: 'POST',
      url: `/api/staff/members/${member}/unfreeze-credits`,
      permission: 'payments.refund',
      payload: { reason: 'settled' },
    },
  ] as const;

test('every staff route: 401 without a staff session, 403 for a role without its permission', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'm@example.com' });
  // A member session is no staff session.
  const memberBrowser = new Browser(app);
  await memberBrowser.login('m@example.com', 'correct horse battery');
  const routes = ROUTES(member, 999);
  for (const route of routes) {
    for (const browser of [new Browser(app), memberBrowser]) {
      const response = await browser.request({
        ...route,
        payload: 'payload' in route ? route.payload : undefined,
      });
      assert.equal(response.statusCode, 401, `${route.method} ${route.url}: ${response.body}`);
      assert.equal(response.json().error, 'staff_authentication_required');
    }
  }
  for (const role of STAFF_ROLES) {
    const { browser } = await staffBrowser(app, role);
    for (const route of routes) {
      const response = await browser.request({
        ...route,
        payload: 'payload' in route ? route.payload : undefined,
      });
      const permissions = ROLE_PERMISSIONS[role];
      const allowed =
        'queue' in route
          ? route.queue === 'any'
            ? STAFF_QUEUES.some((queue) => mayWorkQueue(permissions, queue))
            : mayWorkQueue(permissions, route.queue)
          : permissions.includes(route.permission);
      if (allowed)
        assert.notEqual(response.statusCode, 403, `${role} ${route.method} ${route.url}: ${response.body}`);
      else {
        assert.equal(response.statusCode, 403, `${role} ${route.method} ${route.url}: ${response.body}`);
        assert.equal(response.json().error, 'staff_permission_denied');
      }
    }
  }
});

test('the machine token opens only the routes made for machines, and only in the header', async (t) => {
  const token = 'permissions-machine-token-0123456789';
  process.env.ADMIN_TOKEN = token;
  t.after(() => delete process.env.ADMIN_TOKEN);
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const machine = new Browser(app);
  const bearer = { authorization: `Bearer ${token}` };
  const request = (url: string, headers: Record<string, string> = bearer) =>
    machine.request({ method: 'GET', url, headers });
  assert.equal((await request('/api/staff/tracking/987654')).statusCode, 404);
  for (const url of ['/api/staff/queues', '/api/staff/me', '/api/staff/audit', '/api/staff/members?q=a']) {
    assert.equal((await request(url)).statusCode, 401, url);
  }
  assert.equal((await request(`/api/staff/tracking/987654?token=${token}`, {})).statusCode, 401);
  assert.equal(
    (await request('/api/staff/tracking/987654', { authorization: `Bearer ${token}x` })).statusCode,
    401,
  );
});

test('the OpenAPI document lists the staff routes with how each is entered, and no old staff route', async (t) => {
  const { app } = await buildTestApp(t);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  assert.deepEqual(document.paths['/api/staff/sites/{domain}/signups']?.put?.security, [
    { staffSession: [] },
    { machineToken: [] },
  ]);
  assert.deepEqual(document.paths['/api/staff/queues']?.get?.security, [{ staffSession: [] }]);
  for (const gone of ['/api/moderation.php', '/api/admin/signups.php', '/api/admin/payment-refund.php']) {
    assert.equal(document.paths[gone], undefined, gone);
  }
});

test('the role table: a moderator cannot refund, support cannot ban, marketing cannot moderate', () => {
  // Support answers complaints and works no other queue.
  assert.deepEqual(
    STAFF_QUEUES.filter((queue) => mayWorkQueue(ROLE_PERMISSIONS.support, queue)),
    ['complaints'],
  );
  assert.ok(STAFF_QUEUES.every((queue) => mayWorkQueue(ROLE_PERMISSIONS.moderator, queue)));
  assert.ok(!ROLE_PERMISSIONS.moderator.includes('payments.refund'));
  assert.ok(!ROLE_PERMISSIONS.moderator.includes('credits.correct'));
  assert.ok(!ROLE_PERMISSIONS.support.includes('members.ban'));
  assert.ok(!STAFF_QUEUES.some((queue) => mayWorkQueue(ROLE_PERMISSIONS.marketing, queue)));
  assert.ok(!ROLE_PERMISSIONS.marketing.includes('members.read'));
});

test('a staff member limited to one site gets 403 for the others, also by guessing ids', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const here = await createMember(app.db, { siteId: flirt.id, email: 'here@example.com', name: 'Hereby' });
  const there = await createMember(app.db, { siteId: herz.id, email: 'there@example.com', name: 'Thereby' });
  const reporter = await createMember(app.db, { siteId: herz.id, email: 'rep@example.com' });
  const { browser } = await staffBrowser(app, 'admin', { sites: [flirt.id] });

  assert.equal((await browser.get(`/api/staff/members/${here}`)).statusCode, 200);
  const foreign = await browser.get(`/api/staff/members/${there}`);
  assert.equal(foreign.statusCode, 403);
  assert.equal(foreign.json().error, 'staff_site_forbidden');
  // An id that does not exist answers the same as one on another site: nothing to learn by guessing.
  assert.equal((await browser.get('/api/staff/members/987654')).statusCode, 403);
  const ban = await browser.request({
    method: 'POST',
    url: `/api/staff/members/${there}/ban`,
    payload: { kind: 'ban', reason: 'not yours' },
  });
  assert.equal(ban.statusCode, 403);
  assert.equal((await browser.get(`/api/staff/dashboard?site=${herz.id}`)).statusCode, 403);
  assert.equal((await browser.get(`/api/staff/queues/photos?site=${herz.id}`)).statusCode, 403);

  // Search shows only the allowed site.
  const found = (await browser.get('/api/staff/members?q=example.com')).json();
  assert.deepEqual(
    found.members.map((m: { id: number }) => m.id),
    [],
  );
  const byName = (await browser.get('/api/staff/members?q=The')).json();
  assert.equal(byName.members.length, 0);
  const [hereRow] = (await browser.get('/api/staff/members?q=Here')).json().members;
  assert.equal(hereRow.id, here);
  // Each row names its site: staff of several sites tell two Annas apart by it.
  assert.equal(hereRow.siteName, flirt.name);

  // A queue item of the other site: not listed, not claimable.
  const reporterBrowser = new Browser(app, 'herz.test');
  await reporterBrowser.login('rep@example.com', 'correct horse battery');
  const report = await reporterBrowser.request({
    method: 'POST',
    url: '/api/report.php',
    payload: { profile_id: there, reason: 'fake' },
  });
  assert.equal(report.statusCode, 200, report.body);
  void reporter;
  const queue = (await browser.get('/api/staff/queues/profileReports')).json();
  assert.equal(queue.items.length, 0);
  assert.equal((await browser.get('/api/staff/queues')).json().counts.profileReports, 0);
  const claim = await browser.request({ method: 'POST', url: '/api/staff/queues/profileReports/1/claim' });
  assert.equal(claim.statusCode, 403);
});

test('bad input: a clear 4xx in the staff member’s language, and nothing written', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'm@example.com' });
  const { browser } = await staffBrowser(app, 'admin', { locale: 'de' });
  const cases = [
    { url: `/api/staff/members/${member}/ban`, payload: { kind: 'suspend', reason: 'no end given' } },
    { url: `/api/staff/members/${member}/ban`, payload: { kind: 'ban', reason: '' } },
    { url: `/api/staff/members/abc/notes`, payload: { text: 'x' } },
    { url: `/api/staff/members/${member}/credits`, payload: { delta: 0, reason: 'nothing' } },
    { url: `/api/staff/queues/nope/1/claim`, payload: undefined },
  ];
  for (const { url, payload } of cases) {
    const response = await browser.request({ method: 'POST', url, payload });
    assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
    assert.equal(response.json().message, 'Einige Felder sind ungültig.');
  }
  const past = await browser.request({
    method: 'POST',
    url: `/api/staff/members/${member}/ban`,
    payload: { kind: 'suspend', until: '2020-01-01T00:00:00Z', reason: 'in the past' },
  });
  assert.equal(past.statusCode, 400);
  assert.equal(past.json().error, 'decision_not_allowed');
  const noKey = await browser.request({
    method: 'POST',
    url: `/api/staff/members/${member}/credits`,
    payload: { delta: 5, reason: 'no key' },
  });
  assert.equal(noKey.statusCode, 400);
  assert.equal(noKey.json().error, 'idempotency_key_required');
  assert.match(noKey.json().message, /Idempotency-Key/);
  const file = (await browser.get(`/api/staff/members/${member}`)).json();
  assert.equal(file.member.ban, null);
  assert.equal(file.member.credits, 0);
  assert.equal(file.notes.length, 0);
});
