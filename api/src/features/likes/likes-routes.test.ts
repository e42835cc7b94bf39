import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { blocks, likes, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { AUTO_LIKES_PER_DAY } from './likes-repository';

test('likes lists and automatic likes', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const men = [];
  for (let i = 0; i < AUTO_LIKES_PER_DAY + 3; i++) {
    men.push(
      await createMember(app.db, {
        siteId: flirt.id,
        email: `man${i}@example.com`,
        gender: 'male',
        withPhoto: true,
      }),
    );
  }
  const woman = await createMember(app.db, {
    siteId: flirt.id,
    email: 'eve@example.com',
    gender: 'female',
    withPhoto: true,
  });
  const elsewhere = await createMember(app.db, {
    siteId: herz.id,
    email: 'max@example.com',
    gender: 'male',
    withPhoto: true,
  });
  const [m0, m1, m2] = men as [number, number, number];
  await app.db.insert(likes).values([
    { fromUserId: anna, toUserId: m0, isNew: false, createdAt: new Date(Date.now() - 3000) },
    { fromUserId: anna, toUserId: m1, isNew: true, createdAt: new Date(Date.now() - 2000) },
    { fromUserId: m0, toUserId: anna, isNew: false, createdAt: new Date(Date.now() - 1000) },
    { fromUserId: m1, toUserId: anna, isNew: true, createdAt: new Date(Date.now() - 5000) },
    { fromUserId: m2, toUserId: anna, isNew: true, createdAt: new Date(Date.now() - 4000) },
  ]);
  await app.db.insert(blocks).values({ blockerId: m2, blockedId: anna });
  const browser = new Browser(app, 'flirt.test');
  assert.equal((await browser.get('/api/likes.php')).statusCode, 403);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);

  await t.test('profiles (given) and liked_by (received), new first, without blocked members', async () => {
    const response = (await browser.get('/api/likes.php')).json();
    assert.deepEqual(response.profiles, [
      { id: m1, like_new: true },
      { id: m0, like_new: false },
    ]);
    assert.deepEqual(response.liked_by, [
      { id: m1, like_new: true },
      { id: m0, like_new: false },
    ]);
  });

  await t.test(
    'auto-like: a sought, unblocked profile of the same site likes the user, a few times a day',
    async () => {
      const likers = new Set<number>();
      for (let i = 0; i < AUTO_LIKES_PER_DAY; i++) {
        const response = await browser.request({ method: 'POST', url: '/api/auto-like.php' });
        assert.equal(response.statusCode, 200, response.body);
        const profile = response.json();
        assert.ok(profile.main_image.match.startsWith('/uploads/'));
        assert.equal(typeof profile.fictional, 'boolean', 'the like modal marks a fictional liker');
        assert.ok(![m0, m1, m2, woman, elsewhere].includes(profile.id), `unexpected liker ${profile.id}`);
        likers.add(profile.id);
        const [like] = await app.db
          .select()
          .from(likes)
          .where(and(eq(likes.fromUserId, profile.id), eq(likes.toUserId, anna)));
        assert.equal(like?.source, 'auto');
      }
      assert.equal(likers.size, AUTO_LIKES_PER_DAY);
      const limited = await browser.request({ method: 'POST', url: '/api/auto-like.php' });
      assert.equal(limited.statusCode, 404);
      assert.equal(limited.json().error, 'no_profile_available');
    },
  );
});

test('likes.php: among new likes the latest first, on both lists, and never a deleted member', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const ida = await createMember(app.db, { siteId: flirt.id, email: 'ida@example.com', gender: 'female' });
  const [a, b, gone] = [
    await createMember(app.db, { siteId: flirt.id, email: 'a@example.com', gender: 'male' }),
    await createMember(app.db, { siteId: flirt.id, email: 'b@example.com', gender: 'male' }),
    await createMember(app.db, { siteId: flirt.id, email: 'gone@example.com', gender: 'male' }),
  ];
  const ago = (ms: number) => new Date(Date.now() - ms);
  await app.db.insert(likes).values([
    { fromUserId: ida, toUserId: a, isNew: true, createdAt: ago(3000) },
    { fromUserId: ida, toUserId: b, isNew: true, createdAt: ago(1000) },
    { fromUserId: ida, toUserId: gone, isNew: true, createdAt: ago(500) },
    { fromUserId: a, toUserId: ida, isNew: true, createdAt: ago(1000) },
    { fromUserId: b, toUserId: ida, isNew: true, createdAt: ago(3000) },
    { fromUserId: gone, toUserId: ida, isNew: true, createdAt: ago(500) },
  ]);
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
  const browser = new Browser(app, 'flirt.test');
  await browser.login('ida@example.com', FIXTURE_PASSWORD);
  const response = (await browser.get('/api/likes.php')).json();
  assert.deepEqual(response, {
    profiles: [
      { id: b, like_new: true },
      { id: a, like_new: true },
    ],
    liked_by: [
      { id: a, like_new: true },
      { id: b, like_new: true },
    ],
  });
});
