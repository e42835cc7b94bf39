import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions, users, pushSubscriptions } from '../../db/schema/index';
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
    assert.equal(response.cookies.find((cookie) => cookie.name === 'sid')?.secure, true);
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
    const response = await browser.get('/api/logout.php');
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

test('wrong passwords: login_failed, then the account locks for 15 minutes', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'bob@example.com' });
  const browser = new Browser(app, 'flirt.test');
  const attempt = (password: string) =>
    browser.request({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'bob@example.com', password },
    });

  const unknown = await browser.request({
    method: 'POST',
    url: '/api/user.php',
    payload: { email: 'nobody@example.com', password: 'whatever' },
  });
  assert.equal(unknown.statusCode, 401);
  assert.equal(unknown.json().error, 'login_failed');

  for (let i = 1; i <= 4; i++) {
    const response = await attempt('wrong password');
    assert.equal(response.statusCode, 401, `attempt ${i}`);
    assert.equal(response.json().error, 'login_failed');
  }
  const fifth = await attempt('wrong password');
  assert.equal(fifth.statusCode, 429);
  assert.equal(fifth.json().error, 'account_locked');
  assert.equal(fifth.json().minutes, 15);

  const rightButLocked = await attempt(FIXTURE_PASSWORD);
  assert.equal(rightButLocked.statusCode, 429);
  assert.equal(rightButLocked.json().error, 'account_locked');
  assert.equal(browser.cookie('sid'), undefined);

  // Fifteen minutes later the right password works again and clears the counter.
  await app.db
    .update(users)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(users.id, userId));
  const ok = await attempt(FIXTURE_PASSWORD);
  assert.equal(ok.statusCode, 200);
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  assert.equal(row!.failedLoginCount, 0);
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
