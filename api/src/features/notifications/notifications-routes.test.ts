import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blocks, likes, profileVisits } from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('notifications: likes, matches, messages, visits; newest first; read once seen', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com' });
  const liker = await createMember(app.db, {
    siteId: flirt.id,
    email: 'liker@example.com',
    gender: 'female',
  });
  const matcher = await createMember(app.db, {
    siteId: flirt.id,
    email: 'match@example.com',
    gender: 'female',
  });
  const writer = await createMember(app.db, {
    siteId: flirt.id,
    email: 'writer@example.com',
    gender: 'female',
  });
  const visitor = await createMember(app.db, {
    siteId: flirt.id,
    email: 'visitor@example.com',
    gender: 'female',
  });
  const blocker = await createMember(app.db, {
    siteId: flirt.id,
    email: 'blocker@example.com',
    gender: 'female',
  });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await app.db.insert(likes).values([
    { fromUserId: liker, toUserId: me, createdAt: at(50) },
    { fromUserId: matcher, toUserId: me, createdAt: at(40) },
    { fromUserId: me, toUserId: matcher, createdAt: at(30) },
    { fromUserId: blocker, toUserId: me, createdAt: at(1) },
  ]);
  await createConversation(app.db, writer, me, 2);
  await app.db.insert(profileVisits).values({ visitorId: visitor, visitedId: me, visitedAt: at(60) });
  await app.db.insert(blocks).values({ blockerId: blocker, blockedId: me });
  const browser = new Browser(app);
  await browser.login('me@example.com', FIXTURE_PASSWORD);

  const first = (await browser.get('/api/notifications.php')).json();
  assert.deepEqual(
    first.items.map((n: { kind: string; profile: { id: number } }) => [n.kind, n.profile.id]),
    [
      ['message', writer],
      ['match', matcher],
      ['like', liker],
      ['visit', visitor],
    ],
  );
  assert.equal(first.unread, 4);
  assert.equal(
    (await browser.request({ method: 'POST', url: '/api/notifications.php', payload: {} })).statusCode,
    200,
  );
  const second = (await browser.get('/api/notifications.php')).json();
  assert.equal(second.unread, 0);
  assert.ok(second.items.every((n: { read: boolean }) => n.read));
  assert.equal(
    (
      await browser.request({
        method: 'POST',
        url: '/api/notifications.php',
        payload: { until: 'yesterday' },
      })
    ).statusCode,
    400,
  );
  assert.equal((await new Browser(app).get('/api/notifications.php')).statusCode, 403);
});
