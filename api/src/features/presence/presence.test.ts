import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openLiveClient } from '../live/live-test-client';
import { createRedisPresence, presenceOf, RECENTLY_MS } from './presence-store';

test('presenceOf: invisible never shows, a socket is now, a recent visit is recently', () => {
  const now = Date.now();
  const online = new Set([1, 2]);
  assert.equal(presenceOf({ id: 1, invisible: false, lastSeenAt: null }, online, now), 'now');
  assert.equal(presenceOf({ id: 2, invisible: true, lastSeenAt: new Date(now) }, online, now), null);
  const recent = new Date(now - RECENTLY_MS + 60_000);
  const old = new Date(now - RECENTLY_MS - 60_000);
  assert.equal(presenceOf({ id: 3, invisible: false, lastSeenAt: recent }, online, now), 'recently');
  assert.equal(presenceOf({ id: 3, invisible: false, lastSeenAt: old }, online, now), null);
});

test('the member search shows who is online now and recently', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const carl = await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  const dirk = await createMember(app.db, { siteId: flirt.id, email: 'dirk@example.com' });
  await app.db
    .update(users)
    .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
    .where(eq(users.id, carl));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const benBrowser = new Browser(app, 'flirt.test');
  await benBrowser.login('ben@example.com', FIXTURE_PASSWORD);
  const tab = await openLiveClient({ port, host: 'flirt.test', cookie: `sid=${benBrowser.cookie('sid')}` });
  await tab.next((frame) => frame.type === 'ready');

  const anna = new Browser(app, 'flirt.test');
  await anna.login('anna@example.com', FIXTURE_PASSWORD);
  const onlineOf = async () => {
    const page = (await anna.get('/api/members.php?gender=male')).json();
    return Object.fromEntries(
      (page.results as { id: number; online?: string }[]).map((card) => [card.id, card.online ?? null]),
    );
  };
  assert.deepEqual(await onlineOf(), { [ben]: 'now', [carl]: 'recently', [dirk]: null });
  // The profile says the same; an invisible member never shows online, even with a recent visit.
  const profileOnline = async (id: number) => (await anna.get(`/api/member.php?id=${id}`)).json().online;
  assert.equal(await profileOnline(ben), 'now');
  assert.equal(await profileOnline(carl), 'recently');
  assert.equal(await profileOnline(dirk), undefined);
  await app.db.update(users).set({ invisible: true }).where(eq(users.id, carl));
  assert.equal(await profileOnline(carl), undefined);
  await app.db.update(users).set({ invisible: false }).where(eq(users.id, carl));
  tab.close();
  await tab.closed;
  // Closing the socket records the visit: Ben is recently online from then on.
  const until = Date.now() + 3_000;
  while ((await onlineOf())[ben] !== 'recently' && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(await onlineOf(), { [ben]: 'recently', [carl]: 'recently', [dirk]: null });
});

test('Redis presence: shared by instances; a dead instance drops out when its mark runs out', async (t) => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
  } catch {
    t.skip(`no Redis at ${redisUrl}`);
    return;
  }
  t.after(() => redis.quit());
  const log = { warn: () => {} } as never;
  // A prefix of its own, as a deployment has: parallel runs on the same Redis never meet.
  const keyPrefix = `test-${randomUUID()}-`;
  const member = 7;
  const first = createRedisPresence(redisUrl, log, { refreshMs: 100, keyPrefix });
  const second = createRedisPresence(redisUrl, log, { refreshMs: 100, keyPrefix });
  t.after(() => Promise.all([first.close(), second.close()]));
  first.connected(member);
  second.connected(member);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Another deployment on the same Redis has a member 7 of its own, who is not online.
  const elsewhere = createRedisPresence(redisUrl, log, { refreshMs: 100, keyPrefix: `${keyPrefix}other-` });
  t.after(() => elsewhere.close());
  assert.deepEqual([...(await elsewhere.onlineNow([member]))], []);
  // Online through the second instance after the first closes its last socket of the member.
  first.disconnected(member);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual([...(await first.onlineNow([member]))], [member]);
  second.disconnected(member);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual([...(await first.onlineNow([member]))], []);

  // A crashed instance leaves its mark behind and never refreshes it: it counts until it runs out.
  const ghost = member + 1;
  await redis.hset(`${keyPrefix}presence:${ghost}`, 'crashed-instance', String(Date.now() + 200));
  assert.deepEqual([...(await first.onlineNow([ghost]))], [ghost]);
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.deepEqual([...(await first.onlineNow([ghost]))], []);
  await redis.del(`${keyPrefix}presence:${ghost}`);
});
