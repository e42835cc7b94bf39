import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blocks, likes, users } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { LIKES_PAGE_SIZE } from './likes-list';

test('likes lists for the likes pages', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const member = (email: string) => createMember(app.db, { siteId: flirt.id, email, withPhoto: true });
  const anna = await member('anna@example.com');
  const [oldFan, newFan, olderNewFan, crush, match, blocker, gone] = await Promise.all(
    ['old', 'new', 'oldernew', 'crush', 'match', 'blocker', 'gone'].map((name) =>
      member(`${name}@example.com`),
    ),
  );
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  await app.db.insert(likes).values([
    { fromUserId: oldFan!, toUserId: anna, isNew: false, createdAt: ago(10) },
    { fromUserId: newFan!, toUserId: anna, isNew: true, createdAt: ago(100) },
    { fromUserId: olderNewFan!, toUserId: anna, isNew: true, createdAt: ago(200) },
    { fromUserId: anna, toUserId: crush!, createdAt: ago(50) },
    { fromUserId: anna, toUserId: match!, createdAt: ago(30) },
    { fromUserId: match!, toUserId: anna, isNew: false, createdAt: ago(300) },
    { fromUserId: blocker!, toUserId: anna, createdAt: ago(5) },
    { fromUserId: gone!, toUserId: anna, createdAt: ago(5) },
  ]);
  await app.db.insert(blocks).values({ blockerId: blocker!, blockedId: anna });
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone!));

  const browser = new Browser(app, 'flirt.test');
  assert.equal((await browser.get('/api/likes-list.php?type=received')).statusCode, 403);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);
  const list = async (query: string) => {
    const response = await browser.get(`/api/likes-list.php?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  await t.test(
    'received: unseen likes first, then newest; blocked and deleted members left out',
    async () => {
      const page = await list('type=received');
      assert.deepEqual(
        page.items.map((item: { id: number }) => item.id),
        [newFan, olderNewFan, oldFan, match],
      );
      assert.deepEqual(
        page.items.map((item: { like_new: boolean }) => item.like_new),
        [true, true, false, false],
      );
      const matched = page.items.find((item: { id: number }) => item.id === match);
      assert.equal(matched.liked, true, 'the viewer liked back');
      assert.equal(page.items[0].liked, false);
      assert.ok(page.items[0].main_image.match.startsWith('/uploads/'));
      assert.equal(typeof page.items[0].age, 'number');
      assert.deepEqual(page.counts, { received: 4, received_new: 2, given: 2, matches: 1 });
      assert.equal(page.total, 4);
    },
  );

  await t.test('given and matches', async () => {
    const given = await list('type=given');
    assert.deepEqual(
      given.items.map((item: { id: number }) => item.id),
      [match, crush],
    );
    assert.equal(given.items[0].liked_me, true);
    assert.equal(given.items[1].liked_me, false);
    const matches = await list('type=matches');
    assert.deepEqual(
      matches.items.map((item: { id: number }) => item.id),
      [match],
    );
  });

  await t.test('presence: online now, recently, and never for an invisible member', async () => {
    app.presence.connected(newFan!);
    t.after(() => app.presence.disconnected(newFan!));
    await app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, olderNewFan!));
    await app.db.update(users).set({ lastSeenAt: new Date(), invisible: true }).where(eq(users.id, oldFan!));
    const online = Object.fromEntries(
      (await list('type=received')).items.map((item: { id: number; online?: string | null }) => [
        item.id,
        item.online ?? null,
      ]),
    );
    assert.equal(online[newFan!], 'now');
    assert.equal(online[olderNewFan!], 'recently');
    assert.equal(online[oldFan!], null);
    await app.db.update(users).set({ invisible: false }).where(eq(users.id, oldFan!));
  });

  await t.test('paging', async () => {
    const fans = [];
    for (let i = 0; i < LIKES_PAGE_SIZE; i++) fans.push(await member(`fan${i}@example.com`));
    await app.db.insert(likes).values(fans.map((id) => ({ fromUserId: id, toUserId: anna, isNew: false })));
    const first = await list('type=received&page=1');
    const second = await list('type=received&page=2');
    assert.equal(first.items.length, LIKES_PAGE_SIZE);
    assert.equal(second.items.length, 4);
    assert.equal(first.total, LIKES_PAGE_SIZE + 4);
    const ids = [...first.items, ...second.items].map((item: { id: number }) => item.id);
    assert.equal(new Set(ids).size, ids.length, 'no member on two pages');
  });

  await t.test('bad queries are 400, never 500', async () => {
    for (const query of ['type=all', '', 'type=received&page=0', 'type=received&page=abc']) {
      const response = await browser.get(`/api/likes-list.php?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error, 'validation_failed');
    }
  });
});
