import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { liveEvents, sessions } from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { missedEvents, pruneLiveEvents, RESUME_LIMIT } from './live-event-store';
import { validSessions } from './live-session';
import { openLiveClient } from './live-test-client';

async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('the live channel', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const carl = await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const host = 'flirt.test';

  const loggedIn = async (email: string) => {
    const browser = new Browser(app, host);
    await browser.login(email, FIXTURE_PASSWORD);
    return `sid=${browser.cookie('sid')}`;
  };
  const annaCookie = await loggedIn('anna@example.com');
  const benCookie = await loggedIn('ben@example.com');
  const carlCookie = await loggedIn('carl@example.com');

  await t.test('refuses a handshake without a session, or from another origin', async () => {
    await assert.rejects(openLiveClient({ port, host }), /Unexpected server response: 403/);
    await assert.rejects(
      openLiveClient({ port, host, cookie: annaCookie, origin: 'https://evil.example' }),
      /Unexpected server response: 403/,
    );
    // Another brand on the same servers is another origin too.
    await assert.rejects(
      openLiveClient({ port, host, cookie: annaCookie, origin: 'http://herz.test' }),
      /Unexpected server response: 403/,
    );
    await assert.rejects(
      openLiveClient({ port, host, cookie: annaCookie, origin: null }),
      /Unexpected server response: 403/,
    );
    await assert.rejects(
      openLiveClient({ port, host, cookie: annaCookie, origin: `http://${host}`, since: -1 }),
      /Unexpected server response: 400/,
    );
  });

  await t.test('the Origin must match scheme, host and port exactly', async () => {
    for (const origin of [
      'http://flirt.test:9999',
      'https://flirt.test:8443',
      'http://www.flirt.test',
      'http://flirt.test.localhost:8080',
      'http://flirt.test.localhost:3000',
    ]) {
      await assert.rejects(
        openLiveClient({ port, host, cookie: annaCookie, origin }),
        /Unexpected server response: 403/,
        origin,
      );
    }
  });

  await t.test('accepts this very origin and the site own domain over https, with www', async () => {
    for (const origin of ['http://flirt.test', 'https://flirt.test', 'https://www.flirt.test']) {
      const client = await openLiveClient({ port, host, cookie: annaCookie, origin });
      const ready = await client.next((frame) => frame.type === 'ready');
      assert.deepEqual(ready, { id: null, type: 'ready', payload: { lastId: 0, complete: true } });
      client.close();
    }
  });

  await t.test('delivers a published event to every tab of the member only, stored with an id', async () => {
    const tab1 = await openLiveClient({ port, host, cookie: annaCookie });
    const tab2 = await openLiveClient({ port, host, cookie: annaCookie });
    const other = await openLiveClient({ port, host, cookie: benCookie });
    await Promise.all([tab1, tab2, other].map((c) => c.next((f) => f.type === 'ready')));
    await app.live.publish(anna, { type: 'like.received', payload: { profileId: ben } });
    const [a, b] = await Promise.all([
      tab1.next((f) => f.type === 'like.received'),
      tab2.next((f) => f.type === 'like.received'),
    ]);
    assert.equal(typeof a.id, 'number');
    assert.deepEqual(a, b);
    assert.deepEqual(a.payload, { profileId: ben });
    const stored = await app.db.select().from(liveEvents).where(eq(liveEvents.userId, anna));
    assert.deepEqual(
      stored.map((row) => [row.id, row.type]),
      [[a.id, 'like.received']],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(other.frames.filter((f) => f.type === 'like.received').length, 0);
    for (const client of [tab1, tab2, other]) client.close();
  });

  await t.test('a reconnecting tab receives what it missed, once and in order', async () => {
    const first = await openLiveClient({ port, host, cookie: annaCookie });
    const ready = await first.next((f) => f.type === 'ready');
    assert.equal(ready.type, 'ready');
    const lastId = ready.type === 'ready' ? ready.payload.lastId : 0;
    first.close();
    await first.closed;
    await app.live.publish(anna, { type: 'match.made', payload: { profileId: ben } });
    await app.live.publish(anna, { type: 'credits.changed', payload: { credits: 7, paidUser: true } });
    // Typing is not stored: it is lost for a tab that was away, which is right.
    await app.live.publish(anna, { type: 'typing', payload: { conversationId: 1, profileId: ben } });
    const again = await openLiveClient({ port, host, cookie: annaCookie, since: lastId });
    const resumed = await again.next((f) => f.type === 'credits.changed');
    const types = again.frames.map((f) => f.type);
    assert.deepEqual(types, ['ready', 'match.made', 'credits.changed']);
    assert.ok(resumed.id! > lastId);
    const newReady = again.frames[0]!;
    assert.deepEqual(newReady.payload, { lastId: resumed.id, complete: true });
    again.close();
  });

  await t.test('a staged event commits or rolls back with its transaction', async () => {
    const tab = await openLiveClient({ port, host, cookie: benCookie });
    const ready = await tab.next((f) => f.type === 'ready');
    const since = ready.type === 'ready' ? ready.payload.lastId : 0;
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await app.live.stage(tx, ben, { type: 'like.received', payload: { profileId: carl } });
        throw new Error('the change failed');
      }),
    );
    const staged = await app.db.transaction((tx) =>
      app.live.stage(tx, ben, { type: 'match.made', payload: { profileId: carl } }),
    );
    // Committed but not yet delivered (as if the instance died here): a resume still brings it.
    const resumed = await openLiveClient({ port, host, cookie: benCookie, since });
    const frame = await resumed.next((f) => f.type === 'match.made');
    assert.equal(frame.id, staged.frame.id);
    assert.equal(resumed.frames.filter((f) => f.type === 'like.received').length, 0);
    await app.live.deliver(staged);
    await tab.next((f) => f.type === 'match.made');
    tab.close();
    resumed.close();
  });

  await t.test('a resume with more than the limit says it is incomplete', async () => {
    const [before] = await app.db.select({ id: liveEvents.id }).from(liveEvents).orderBy(liveEvents.id);
    await app.db.insert(liveEvents).values(
      Array.from({ length: RESUME_LIMIT + 2 }, () => ({
        userId: carl,
        type: 'like.received',
        payload: { profileId: anna },
      })),
    );
    const missed = await missedEvents(app.db, carl, before!.id);
    assert.equal(missed.frames.length, RESUME_LIMIT);
    assert.equal(missed.complete, false);
    const client = await openLiveClient({ port, host, cookie: carlCookie, since: before!.id });
    const ready = await client.next((f) => f.type === 'ready');
    assert.equal(ready.type === 'ready' && ready.payload.complete, false);
    client.close();
    // Old rows go; recent ones stay.
    await app.db
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(liveEvents.userId, carl));
    await pruneLiveEvents(app.db);
    assert.equal((await app.db.select().from(liveEvents).where(eq(liveEvents.userId, carl))).length, 0);
    assert.ok((await app.db.select().from(liveEvents).where(eq(liveEvents.userId, anna))).length > 0);
  });

  await t.test('typing reaches the other member of the conversation only, until a block', async () => {
    const conversation = await createConversation(app.db, anna, ben);
    const annaTab = await openLiveClient({ port, host, cookie: annaCookie });
    const benTab = await openLiveClient({ port, host, cookie: benCookie });
    const carlTab = await openLiveClient({ port, host, cookie: carlCookie });
    await Promise.all([annaTab, benTab, carlTab].map((c) => c.next((f) => f.type === 'ready')));
    annaTab.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation }));
    const typing = await benTab.next((f) => f.type === 'typing');
    assert.deepEqual(typing, {
      id: null,
      type: 'typing',
      payload: { conversationId: conversation, profileId: anna },
    });
    // Carl is not in the conversation: his frame goes nowhere, and neither does one for a made-up one.
    carlTab.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation }));
    annaTab.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation + 1 }));
    // Ben blocks Anna the way members do. Both sockets knew the conversation (the typing above, and the
    // conversations loaded when they opened); once the answer is back, nothing passes between them.
    const benBrowser = new Browser(app, host);
    await benBrowser.login('ben@example.com', FIXTURE_PASSWORD);
    const blocked = await benBrowser.request({
      method: 'POST',
      url: '/api/block.php',
      payload: { profile_id: anna },
    });
    assert.equal(blocked.statusCode, 200, blocked.body);
    benTab.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation }));
    // As if another instance had not heard of the block yet and sent one on: Anna's socket drops it too.
    await app.live.publish(anna, {
      type: 'typing',
      payload: { conversationId: conversation, profileId: ben },
    });
    await app.live.publish(ben, {
      type: 'typing',
      payload: { conversationId: conversation, profileId: anna },
    });
    await annaTab.next((f) => f.type === 'conversation.closed');
    await benTab.next((f) => f.type === 'conversation.closed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(annaTab.frames.filter((f) => f.type === 'typing').length, 0);
    assert.equal(benTab.frames.filter((f) => f.type === 'typing').length, 1);
    assert.equal(carlTab.frames.filter((f) => f.type === 'typing').length, 0);
    await benBrowser.request({ method: 'DELETE', url: `/api/block.php?profile_id=${anna}` });
    // A frame that is not in the client catalogue closes the socket as a policy violation.
    carlTab.socket.send(JSON.stringify({ type: 'message.new', payload: {} }));
    assert.equal(await carlTab.closed, 1008);
    for (const client of [annaTab, benTab]) client.close();
  });

  await t.test('a typing frame between members is checked where it arrives, too', async () => {
    // Two members whose conversation exists and is known to both sockets; Carl is not in it.
    const conversation = await createConversation(app.db, anna, carl);
    const annaTab = await openLiveClient({ port, host, cookie: annaCookie });
    await annaTab.next((f) => f.type === 'ready');
    // A frame naming someone other than the conversation's other member is not passed on.
    await app.live.publish(anna, {
      type: 'typing',
      payload: { conversationId: conversation, profileId: ben },
    });
    await app.live.publish(anna, {
      type: 'typing',
      payload: { conversationId: conversation, profileId: carl },
    });
    const passed = await annaTab.next((f) => f.type === 'typing');
    assert.deepEqual(passed.payload, { conversationId: conversation, profileId: carl });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(annaTab.frames.filter((f) => f.type === 'typing').length, 1);
    annaTab.close();
  });

  await t.test('presence: online while a socket is open', async () => {
    // The previous tests' sockets close asynchronously on the server.
    await eventually(async () => (await app.presence.onlineNow([anna, ben])).size === 0);
    const tab = await openLiveClient({ port, host, cookie: benCookie });
    await tab.next((f) => f.type === 'ready');
    assert.deepEqual([...(await app.presence.onlineNow([anna, ben]))], [ben]);
    tab.close();
    await eventually(async () => (await app.presence.onlineNow([anna, ben])).size === 0);
  });

  await t.test('session.ended closes only the tabs of the session that ended', async () => {
    const otherSession = await loggedIn('anna@example.com');
    const ending = await openLiveClient({ port, host, cookie: annaCookie });
    const staying = await openLiveClient({ port, host, cookie: otherSession });
    await Promise.all([ending, staying].map((c) => c.next((f) => f.type === 'ready')));
    const browser = new Browser(app, host);
    await browser.login('anna@example.com', FIXTURE_PASSWORD);
    // Log the first session out the way the logout call does: its row goes, then the event is published.
    const [row] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, anna))
      .orderBy(sessions.id)
      .limit(1);
    await app.db.delete(sessions).where(eq(sessions.id, row!.id));
    await app.live.publish(anna, { type: 'session.ended', payload: { reason: 'logout' } });
    const ended = await ending.next((f) => f.type === 'session.ended');
    assert.deepEqual(ended.payload, { reason: 'logout' });
    assert.equal(await ending.closed, 4401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(staying.frames.filter((f) => f.type === 'session.ended').length, 0);
    assert.equal(staying.socket.readyState, staying.socket.OPEN);
    // The periodic check of open sockets asks in bulk: the ended session is not among the valid ones.
    const left = await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, anna));
    const valid = await validSessions(app.db, [row!.id, ...left.map((session) => session.id)]);
    assert.deepEqual([...valid].sort(), left.map((session) => session.id).sort());
    staying.close();
  });
});
