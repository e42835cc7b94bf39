import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions, pushSubscriptions, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('login, current user, language, push subscription and logout', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const userId = await createMember(app.db, {
    siteId: flirt.id,
    email: 'anna@example.com',
    name: 'Anna',
    withPhoto: true,
  });
  await createMember(app.db, { siteId: herz.id, email: 'anna@example.com', name: 'Anna DE' });
  const browser = new Browser(app, 'flirt.test');

  await t.test('GET /api/user.php without a session is 403 authentication_required', async () => {
    const response = await browser.get('/api/user.php');
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().error, 'authentication_required');
  });

  await t.test(
    'logging in sets an HttpOnly, SameSite=Lax sid cookie for 30 days and returns the user',
    async () => {
      const response = await browser.request({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: ' Anna@Example.com ', password: FIXTURE_PASSWORD },
      });
      assert.equal(response.statusCode, 200);
      const user = response.json();
      assert.equal(user.id, userId);
      assert.equal(user.profile.name, 'Anna');
      assert.equal(user.profile.main_image.match.endsWith('.jpg'), true);
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      assert.ok(sid);
      assert.equal(sid.httpOnly, true);
      assert.equal(sid.sameSite, 'Lax');
      assert.equal(sid.maxAge, 30 * 24 * 60 * 60);
      assert.equal(sid.secure, undefined);
      const [stored] = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
      assert.ok(stored);
      assert.notEqual(stored.tokenHash, sid.value, 'only a hash of the token is stored');
    },
  );

  await t.test('the session cookie is Secure when the request came over TLS', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'flirt.test', 'x-requested-with': 'dating-web', 'x-forwarded-proto': 'https' },
      payload: { email: 'anna@example.com', password: FIXTURE_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    // Over HTTPS the cookie is __Host- prefixed: Secure, this host only, path /.
    const cookie = response.cookies.find((c) => c.name === '__Host-sid');
    assert.equal(cookie?.secure, true);
    assert.equal(cookie?.path, '/');
    assert.equal(cookie?.domain, undefined);
    assert.equal(
      response.cookies.find((c) => c.name === 'sid'),
      undefined,
    );
  });

  await t.test('GET /api/user.php returns the current user with the profile', async () => {
    const response = await browser.get('/api/user.php');
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.equal(user.email, 'anna@example.com');
    assert.equal(user.credits, 0);
    assert.equal(user.paid_user, false);
    assert.deepEqual(user.notifications_disabled, []);
    assert.deepEqual(user.profile.interests, ['travel', 'music']);
  });

  await t.test('PUT /api/user.php saves the language; an unknown one is a 400', async () => {
    const saved = await browser.request({ method: 'PUT', url: '/api/user.php', payload: { language: 'nl' } });
    assert.equal(saved.statusCode, 200);
    assert.equal((await browser.get('/api/user.php')).json().language, 'nl');
    const bad = await browser.request({ method: 'PUT', url: '/api/user.php', payload: { language: 'xx' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'validation_failed');
    assert.equal(bad.json().details[0].field, 'body.language');
    assert.equal((await browser.get('/api/user.php')).json().language, 'nl');
  });

  await t.test('POST /api/user.php?push=1 stores the push subscription once per endpoint', async () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPublicKey', auth: 'authSecret' },
    };
    for (let i = 0; i < 2; i++) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/user.php?push=1',
        payload: subscription,
      });
      assert.equal(response.statusCode, 200);
    }
    const rows = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    assert.equal(rows.length, 1);
    const bad = await browser.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { endpoint: 'nope' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'validation_failed');
  });

  await t.test('logout ends the session: the old cookie no longer works', async () => {
    const token = browser.cookie('sid');
    const response = await browser.request({ method: 'POST', url: '/api/logout.php' });
    assert.equal(response.statusCode, 200);
    assert.equal(browser.cookie('sid'), undefined);
    const replay = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { host: 'flirt.test', cookie: `sid=${token}` },
    });
    assert.equal(replay.statusCode, 403);
  });

  await t.test(
    'accounts are per site: the same e-mail logs into the account of the requested site',
    async () => {
      const other = new Browser(app, 'herz.test');
      const user = (await other.login('anna@example.com', FIXTURE_PASSWORD)).json();
      assert.equal(user.profile.name, 'Anna DE');
    },
  );
});

test('wrong passwords slow down that address, never lock the member out', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'bob@example.com' });
  const browser = new Browser(app, 'flirt.test');
  const attempt = (password: string, from: string, email = 'bob@example.com') =>
    browser.request({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'x-forwarded-for': from },
      payload: { email, password },
    });

  const unknown = await attempt('whatever', '198.51.100.1', 'nobody@example.com');
  assert.equal(unknown.statusCode, 401);
  assert.equal(unknown.json().error, 'login_failed');

  const attacker = '203.0.113.66';
  for (let i = 1; i <= 5; i++) {
    const response = await attempt('wrong password', attacker);
    assert.equal(response.statusCode, 401, `attempt ${i}`);
    assert.equal(response.json().error, 'login_failed');
  }
  // The attacker's address now has to wait, even with the right password...
  const slowed = await attempt(FIXTURE_PASSWORD, attacker);
  assert.equal(slowed.statusCode, 429);
  assert.equal(slowed.json().error, 'rate_limited');
  assert.ok(Number(slowed.headers['retry-after']) >= 1);
  assert.equal(browser.cookie('sid'), undefined);

  // ...while the member, from their own address, logs in at once.
  const member = await attempt(FIXTURE_PASSWORD, '192.0.2.10');
  assert.equal(member.statusCode, 200, member.body);

  // Many accounts from one address (credential stuffing) slow that address down too.
  const stuffer = '203.0.113.99';
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    statuses.push((await attempt('guess', stuffer, `victim${i}@example.com`)).statusCode);
  }
  assert.equal(
    statuses.slice(0, 10).every((status) => status === 401),
    true,
    statuses.join(','),
  );
  assert.equal(statuses[10], 429);
});

test('a bad login body is a 400 validation_failed, never a 500', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const browser = new Browser(app, 'flirt.test');
  for (const payload of [{}, { email: 'a@b.c' }, { email: 5, password: 'x' }, 'not json']) {
    const response = await browser.request({
      method: 'POST',
      url: '/api/user.php',
      payload: payload as object,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.match(response.json().error, /^(validation_failed|invalid_json)$/);
  }
});

test('sessions expire after 30 days and roll forward once a day while used', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'rita@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('rita@example.com', FIXTURE_PASSWORD);

  // Used two days after login: the session is extended to 30 days from now and the cookie sent again.
  await app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 28 * 24 * 3600 * 1000) })
    .where(eq(sessions.userId, userId));
  const used = await browser.get('/api/user.php');
  assert.equal(used.statusCode, 200);
  assert.equal(used.cookies.find((cookie) => cookie.name === 'sid')?.maxAge, 30 * 24 * 60 * 60);
  const [extended] = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
  assert.ok(extended!.expiresAt.getTime() > Date.now() + 29.9 * 24 * 3600 * 1000);

  // Unused past its end, the session no longer logs anyone in.
  await app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, userId));
  const expired = await browser.get('/api/user.php');
  assert.equal(expired.statusCode, 403);
  assert.equal(expired.json().error, 'authentication_required');
});

test('user.php, which reads the session with the member in one statement, answers only on the session’s own site and never for a deleted member', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'una@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('una@example.com', FIXTURE_PASSWORD);
  const mine = await browser.get('/api/user.php');
  assert.equal(mine.statusCode, 200);
  assert.equal(mine.json().id, userId);

  // The same cookie on another branded site is no session there.
  const elsewhere = await app.inject({
    method: 'GET',
    url: '/api/user.php',
    headers: { host: 'herz.test', cookie: `sid=${browser.cookie('sid')}` },
  });
  assert.equal(elsewhere.statusCode, 403);
  assert.equal(elsewhere.json().error, 'authentication_required');

  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
  const deleted = await browser.get('/api/user.php');
  assert.equal(deleted.statusCode, 403);
  assert.equal(deleted.json().error, 'authentication_required');
});
