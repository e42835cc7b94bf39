import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { likes, profiles, sessions } from '../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp } from '../testing/test-app';

test('CSRF is decided on the matched route, whatever the spelling of its path', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', name: 'Anna' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('anna@example.com', FIXTURE_PASSWORD);
  const sid = browser.cookie('sid')!;
  const nameOf = async () =>
    (await app.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, anna)))[0]?.name;

  await t.test('percent-encoded, doubled or cased spellings of a path need the header too', async () => {
    for (const url of ['/%61pi/profile.php', '/api/%70rofile.php', '/api//profile.php', '/api/profile.php']) {
      const response = await app.inject({
        method: 'PUT',
        url,
        headers: { host: 'flirt.test', cookie: `sid=${sid}`, 'content-type': 'text/plain' },
        payload: JSON.stringify({ name: 'Mallory' }),
      });
      assert.ok([403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.equal(await nameOf(), 'Anna', url);
    }
  });

  await t.test('a form-like text/plain body without the header is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/block.php',
      headers: { host: 'flirt.test', cookie: `sid=${sid}`, 'content-type': 'text/plain' },
      payload: '{"profile_id":1}',
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().error, 'csrf_failed');
  });

  await t.test('another origin is refused even with the header', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://other.flirt.test' },
    ]) {
      const response = await browser.request({
        method: 'PUT',
        url: '/api/profile.php',
        headers,
        payload: { name: 'Mallory' },
      });
      assert.equal(response.statusCode, 403, JSON.stringify(headers));
      assert.equal(await nameOf(), 'Anna');
    }
    const same = await browser.request({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { origin: 'http://flirt.test', 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Annie' },
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(await nameOf(), 'Annie');
  });

  await t.test('no GET changes state: auto-like and logout are POSTs', async () => {
    const autoLike = await browser.get('/api/auto-like.php');
    assert.equal(autoLike.statusCode, 404);
    assert.equal((await app.db.select().from(likes)).length, 0);
    const logout = await browser.get('/api/logout.php');
    assert.equal(logout.statusCode, 404);
    assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, anna))).length, 1);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/logout.php',
      headers: { host: 'flirt.test', cookie: `sid=${sid}` },
    });
    assert.equal(forged.statusCode, 403);
    assert.equal((await app.db.select().from(sessions).where(eq(sessions.userId, anna))).length, 1);
  });

  await t.test('the unsubscribe route is exempt by its route config, not by its URL', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/unsubscribe.php?token=aaaaaaaaaaaaaaaaaaaaaaaa',
      headers: { host: 'flirt.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    // Not refused as a forgery: the route runs and finds no such token.
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'link_invalid');
  });
});
