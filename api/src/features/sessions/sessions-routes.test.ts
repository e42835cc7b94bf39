import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../plugins/session';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('sessions: bound to their site, rotated, limited in time, listed and ended from settings', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', credits: 20 });
  await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const published: { userId: number; type: string; payload: unknown }[] = [];
  const publish = app.live.publish.bind(app.live);
  app.live.publish = (async (userId: number, event: { type: string; payload: unknown }) => {
    published.push({ userId, ...event });
    return publish(userId, event as Parameters<typeof publish>[1]);
  }) as typeof app.live.publish;

  const phone = new Browser(app, 'flirt.test');
  await phone.request({
    method: 'POST',
    url: '/api/user.php',
    headers: { 'user-agent': 'Phone Browser/1.0' },
    payload: { email: 'anna@example.com', password: FIXTURE_PASSWORD },
  });
  const laptop = new Browser(app, 'flirt.test');
  await laptop.login('anna@example.com', FIXTURE_PASSWORD);

  await t.test('a session made on one site is not a session on another (Host or _force_domain)', async () => {
    const sid = phone.cookie('sid')!;
    for (const [host, url] of [
      ['herz.test', '/api/user.php'],
      ['flirt.test', '/api/user.php?_force_domain=herz.test'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { host, cookie: `sid=${sid}` } });
      assert.equal(response.statusCode, 403, `${host} ${url}`);
      assert.equal(response.json().error, 'authentication_required');
    }
    assert.equal((await phone.get('/api/user.php')).statusCode, 200);
  });

  await t.test('the list shows each browser with its device, the current one marked', async () => {
    const response = await phone.get('/api/sessions.php');
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json().sessions as { id: number; device: string | null; current: boolean }[];
    assert.equal(list.length, 2);
    assert.equal(list.filter((s) => s.current).length, 1);
    assert.equal(list.find((s) => s.current)!.device, 'Phone Browser/1.0');
  });

  await t.test('another member cannot end my session; I can, and my tabs hear of it', async () => {
    const [laptopSession] = (await laptop.get('/api/sessions.php'))
      .json()
      .sessions.filter((s: { current: boolean }) => s.current);
    const ben = new Browser(app, 'flirt.test');
    await ben.login('ben@example.com', FIXTURE_PASSWORD);
    const foreign = await ben.request({ method: 'DELETE', url: `/api/sessions.php?id=${laptopSession.id}` });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await laptop.get('/api/user.php')).statusCode, 200);

    const ended = await phone.request({ method: 'DELETE', url: `/api/sessions.php?id=${laptopSession.id}` });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal((await laptop.get('/api/user.php')).statusCode, 403);
    assert.ok(
      published.some(
        (e) =>
          e.userId === anna && e.type === 'session.ended' && JSON.stringify(e.payload).includes('revoked'),
      ),
    );
  });

  await t.test('login gives a new token and ends the one the browser had', async () => {
    const before = phone.cookie('sid')!;
    await phone.login('anna@example.com', FIXTURE_PASSWORD);
    const after = phone.cookie('sid')!;
    assert.notEqual(after, before);
    const old = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { host: 'flirt.test', cookie: `sid=${before}` },
    });
    assert.equal(old.statusCode, 403);
  });

  await t.test('a password change ends every session and gives this browser a new token', async () => {
    const other = new Browser(app, 'flirt.test');
    await other.login('anna@example.com', FIXTURE_PASSWORD);
    const before = phone.cookie('sid')!;
    const changed = await phone.request({
      method: 'POST',
      url: '/api/password-change.php',
      payload: {
        old_password: FIXTURE_PASSWORD,
        password: 'a much longer new secret 42',
        password_confirm: 'a much longer new secret 42',
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.notEqual(phone.cookie('sid'), before);
    assert.equal((await phone.get('/api/user.php')).statusCode, 200);
    assert.equal((await other.get('/api/user.php')).statusCode, 403);
    assert.ok(
      published.some((e) => e.type === 'session.ended' && JSON.stringify(e.payload).includes('password')),
    );
  });

  await t.test('a session ends at its absolute lifetime however active it is', async () => {
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 60_000) })
      .where(eq(sessions.userId, anna));
    assert.equal((await phone.get('/api/user.php')).statusCode, 403);
  });
});
