// Two API instances on one PostgreSQL database and one Redis, as behind a load balancer. Needs both servers:
// DATABASE_URL (or PostgreSQL at 127.0.0.1:5432) and TEST_REDIS_URL (or Redis at 127.0.0.1:6379); the test
// is skipped, saying so, when either is missing.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { createScratchPostgres } from '../../testing/scratch-postgres';
import { postgresUrl, redisUrl, serversMissing } from '../../testing/servers-reachable';
import { Browser, buildTestApp } from '../../testing/test-app';
import { createRedisFanout } from './live-fanout';
import { openLiveClient } from './live-test-client';

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

test('two instances deliver to each other over Redis', async (t) => {
  const missing = await serversMissing();
  if (missing) {
    t.skip(missing);
    return;
  }
  const database = await createScratchPostgres(postgresUrl, 'live_redis');
  t.after(() => database.drop());
  const { app: first } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  const { app: second } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const { flirt } = await createSites(first.db);
  const anna = await createMember(first.db, {
    siteId: flirt.id,
    email: 'anna@example.com',
    gender: 'female',
  });
  const ben = await createMember(first.db, { siteId: flirt.id, email: 'ben@example.com' });
  const host = 'flirt.test';
  const browser = new Browser(first, host);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);
  const cookie = `sid=${browser.cookie('sid')}`;

  // Anna's tab is on the second instance; the like is published by the first.
  const tab = await openLiveClient({ port: portOf(second), host, cookie });
  const ready = await tab.next((frame) => frame.type === 'ready');
  await first.live.publish(anna, { type: 'like.received', payload: { profileId: ben } });
  const like = await tab.next((frame) => frame.type === 'like.received');
  assert.deepEqual(like.payload, { profileId: ben });

  // Presence is shared: the first instance sees her online, though her socket is on the second.
  assert.deepEqual([...(await first.presence.onlineNow([anna, ben]))], [anna]);

  // The second instance dies. Her tab reconnects to the first, resuming from the last id it saw, and gets
  // what was published while it was away, nothing twice.
  await second.close();
  await tab.closed;
  await first.live.publish(anna, { type: 'match.made', payload: { profileId: ben } });
  await first.live.publish(anna, { type: 'credits.changed', payload: { credits: 4, paidUser: false } });
  const again = await openLiveClient({ port: portOf(first), host, cookie, since: like.id! });
  await again.next((frame) => frame.type === 'credits.changed');
  assert.deepEqual(
    again.frames.map((frame) => frame.type),
    ['ready', 'match.made', 'credits.changed'],
  );
  assert.ok(ready.type === 'ready');
  // The dead instance's presence entry went with it (closed cleanly here; a crash expires within the TTL).
  again.close();
  await again.closed;
  const until = Date.now() + 3_000;
  while ((await first.presence.onlineNow([anna])).size > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal((await first.presence.onlineNow([anna])).size, 0);
});

test('a block on one instance stops typing between the two members on every instance at once', async (t) => {
  const missing = await serversMissing();
  if (missing) {
    t.skip(missing);
    return;
  }
  const database = await createScratchPostgres(postgresUrl, 'live_redis_block');
  t.after(() => database.drop());
  const { app: first } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  const { app: second } = await buildTestApp(t, { databaseUrl: database.url, redisUrl });
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const { flirt } = await createSites(first.db);
  const anna = await createMember(first.db, {
    siteId: flirt.id,
    email: 'anna@example.com',
    gender: 'female',
  });
  const ben = await createMember(first.db, { siteId: flirt.id, email: 'ben@example.com' });
  const conversation = await createConversation(first.db, anna, ben);
  const host = 'flirt.test';
  const annaBrowser = new Browser(first, host);
  await annaBrowser.login('anna@example.com', FIXTURE_PASSWORD);
  const benBrowser = new Browser(first, host);
  await benBrowser.login('ben@example.com', FIXTURE_PASSWORD);

  // Anna has a tab on each instance, Ben one on the second; each socket loaded the conversation on opening.
  const annaFirst = await openLiveClient({
    port: portOf(first),
    host,
    cookie: `sid=${annaBrowser.cookie('sid')}`,
  });
  const annaSecond = await openLiveClient({
    port: portOf(second),
    host,
    cookie: `sid=${annaBrowser.cookie('sid')}`,
  });
  const benTab = await openLiveClient({
    port: portOf(second),
    host,
    cookie: `sid=${benBrowser.cookie('sid')}`,
  });
  await Promise.all([annaFirst, annaSecond, benTab].map((tab) => tab.next((f) => f.type === 'ready')));
  benTab.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation }));
  for (const tab of [annaFirst, annaSecond]) {
    const typing = await tab.next((f) => f.type === 'typing');
    assert.deepEqual(typing.payload, { conversationId: conversation, profileId: ben });
  }

  // Anna blocks Ben on the first instance. Once the answer is back, a typing frame of Ben's (relayed by the
  // second instance, or by an instance that has not heard of the block yet) reaches neither of her tabs.
  const blocked = await annaBrowser.request({
    method: 'POST',
    url: '/api/block.php',
    payload: { profile_id: ben },
  });
  assert.equal(blocked.statusCode, 200, blocked.body);
  await second.live.publish(anna, {
    type: 'typing',
    payload: { conversationId: conversation, profileId: ben },
  });
  await first.live.publish(anna, {
    type: 'typing',
    payload: { conversationId: conversation, profileId: ben },
  });
  // Ben's own socket dropped the conversation too: his next frame (past the 2 s typing throttle) goes nowhere.
  const benAgain = await openLiveClient({
    port: portOf(first),
    host,
    cookie: `sid=${benBrowser.cookie('sid')}`,
  });
  await benAgain.next((f) => f.type === 'ready');
  benAgain.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation }));
  for (const tab of [annaFirst, annaSecond]) await tab.next((f) => f.type === 'conversation.closed');
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const tab of [annaFirst, annaSecond])
    assert.equal(tab.frames.filter((f) => f.type === 'typing').length, 1, JSON.stringify(tab.frames));
  for (const tab of [annaFirst, annaSecond, benTab, benAgain]) tab.close();
});

test('the Redis fan-out tells its listeners when its subscriber lost frames, and when it is back', async (t) => {
  const missing = await serversMissing();
  if (missing) {
    t.skip(missing);
    return;
  }
  const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
  const fanout = createRedisFanout(redisUrl, quiet);
  t.after(() => fanout.close());
  const admin = new Redis(redisUrl);
  t.after(() => admin.quit());
  const gaps: string[] = [];
  fanout.onGap(() => gaps.push('gap'));
  const userId = 900_000_000 + (process.pid % 1_000_000);
  const received: number[] = [];
  const { ready } = fanout.subscribe(userId, (frame) => {
    if (frame.type === 'credits.changed') received.push(frame.payload.credits);
  });
  await ready;
  // The first connection counts as one too (its 'ready' is answered like a reconnect's).
  const until = Date.now() + 5_000;
  while (gaps.length < 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  const seen = gaps.length;
  assert.equal(seen, 1);

  // Redis drops this process's subscriber (as on a restart or a network cut); ioredis reconnects by itself.
  const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
  const id = new RegExp(`id=(\\d+) [^\\n]*name=dating-live-sub-${process.pid} `).exec(clients)?.[1];
  assert.ok(id, clients);
  await admin.call('CLIENT', 'KILL', 'ID', id);
  // Told twice: when the connection dropped, and once the channel is subscribed anew.
  while (gaps.length < seen + 2 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(gaps.length, seen + 2);
  // From then on nothing published is missed.
  await fanout.send(userId, { id: null, type: 'credits.changed', payload: { credits: 7, paidUser: false } });
  while (!received.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(received, [7]);
});
