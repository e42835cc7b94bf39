import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { blocks, likes, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('live-profile.php shows only members who like the viewer', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com', withPhoto: true });
  const carl = await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  const dirk = await createMember(app.db, { siteId: herz.id, email: 'dirk@example.com' });
  await app.db.insert(likes).values([
    { fromUserId: ben, toUserId: anna },
    { fromUserId: anna, toUserId: carl },
    { fromUserId: dirk, toUserId: anna },
  ]);
  const browser = new Browser(app, 'flirt.test');
  assert.equal((await browser.get(`/api/live-profile.php?id=${ben}`)).statusCode, 403);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);

  const liked = await browser.get(`/api/live-profile.php?id=${ben}`);
  assert.equal(liked.statusCode, 200);
  const body = liked.json();
  assert.equal(body.id, ben);
  assert.equal(body.name, 'ben');
  assert.match(body.main_image.match, /\/uploads\/fixture-/);
  assert.equal(body.fictional, false);
  // A fictional liker is named as one: the modal shows the site's fictional mark.
  await app.db.update(users).set({ isFictional: true }).where(eq(users.id, ben));
  assert.equal((await browser.get(`/api/live-profile.php?id=${ben}`)).json().fictional, true);
  await app.db.update(users).set({ isFictional: false }).where(eq(users.id, ben));

  // Carl did not like Anna (she liked him); Dirk is on another site; 999 does not exist.
  for (const id of [carl, dirk, 999]) {
    const response = await browser.get(`/api/live-profile.php?id=${id}`);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'member_not_found');
  }
  for (const bad of ['abc', '0', '99999999999']) {
    const response = await browser.get(`/api/live-profile.php?id=${bad}`);
    assert.equal(response.statusCode, 400, bad);
  }
  await app.db.insert(blocks).values({ blockerId: anna, blockedId: ben });
  assert.equal((await browser.get(`/api/live-profile.php?id=${ben}`)).statusCode, 404);
  await app.db.delete(blocks);
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ben));
  assert.equal((await browser.get(`/api/live-profile.php?id=${ben}`)).statusCode, 404);
});
