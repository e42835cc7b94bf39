import assert from 'node:assert/strict';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '@dating/shared/contract';
import {
  conversationParticipants,
  messages,
  notificationPreferences,
  pushSubscriptions,
  users,
  webPushKeys,
} from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { openLiveClient } from '../live/live-test-client';
import { browserKeys, startLocalPushService } from './local-push-service';

test('web push of new messages, likes and matches', async (t) => {
  const service = await startLocalPushService();
  t.after(() => service.close());
  const { app } = await buildTestApp(t);
  app.webPush.agent = new Agent({ ca: service.certificate });
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const phone = browserKeys();
  const laptop = browserKeys();
  await app.db.insert(pushSubscriptions).values([
    { userId: anna, endpoint: `${service.url}/push/phone`, ...phone.keys },
    { userId: anna, endpoint: `${service.url}/push/expired`, ...laptop.keys },
  ]);
  service.answer('/push/expired', 410);
  const conversation = await createConversation(app.db, ben, anna, 1);
  const [message] = await app.db.select({ id: messages.id }).from(messages);

  const pushed = async (userId: number, event: LiveEvent) => {
    const before = service.received.filter((push) => push.path === '/push/phone').length;
    await app.live.publish(userId, event);
    await app.webPush.settled();
    const to = service.received.filter((push) => push.path === '/push/phone');
    return to.slice(before).map((push) => JSON.parse(phone.decrypt(push.body)) as Record<string, string>);
  };
  const newMessage: LiveEvent = {
    type: 'message.new',
    payload: {
      conversationId: conversation,
      messageId: message!.id,
      profileId: ben,
      sentAt: new Date().toISOString(),
    },
  };

  await t.test('the VAPID key pair is made once, stored, and served in settings', async () => {
    const stored = await app.db.select().from(webPushKeys);
    assert.equal(stored.length, 1);
    assert.equal(app.webPush.publicKey, stored[0]!.publicKey);
    const settings = (await new Browser(app, 'flirt.test').get('/api/settings.php')).json();
    assert.equal(settings.push_public_key, stored[0]!.publicKey);
  });

  await t.test(
    'a new message is pushed, encrypted for the device, signed, in the member language',
    async () => {
      const [push] = await pushed(anna, newMessage);
      assert.deepEqual(push, {
        title: 'Flirt',
        body: 'New message from ben',
        url: `/chats/${conversation}`,
        tag: `chat-${conversation}`,
      });
      const request = service.received.find((received) => received.path === '/push/phone')!;
      assert.equal(request.headers['content-encoding'], 'aes128gcm');
      assert.match(
        String(request.headers.authorization),
        new RegExp(`^vapid t=.+, k=${app.webPush.publicKey}$`),
      );
      // The expired subscription answered 410 and is gone.
      const left = await app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
      assert.deepEqual(left, [{ endpoint: `${service.url}/push/phone` }]);
    },
  );

  await t.test('one push per conversation per 5 minutes while unread', async () => {
    assert.deepEqual(await pushed(anna, newMessage), []);
    // She read the chat: the next message is news again.
    await app.db
      .update(conversationParticipants)
      .set({ lastReadAt: sql`now()` })
      .where(
        and(
          eq(conversationParticipants.userId, anna),
          eq(conversationParticipants.conversationId, conversation),
        ),
      );
    assert.equal((await pushed(anna, newMessage)).length, 1);
    assert.deepEqual(await pushed(anna, newMessage), []);
  });

  await t.test('the sender gets no push about their own message', async () => {
    const benPhone = browserKeys();
    await app.db
      .insert(pushSubscriptions)
      .values({ userId: ben, endpoint: `${service.url}/push/ben`, ...benPhone.keys });
    const before = service.received.length;
    await app.live.publish(ben, {
      ...newMessage,
      payload: { ...newMessage.payload, profileId: anna },
    } as LiveEvent);
    await app.webPush.settled();
    assert.equal(service.received.length, before);
  });

  await t.test('likes follow the like preference and the member language', async () => {
    await app.db
      .insert(notificationPreferences)
      .values({ userId: anna, type: 'like', email: true, push: false });
    assert.deepEqual(await pushed(anna, { type: 'like.received', payload: { profileId: ben } }), []);
    await app.db.delete(notificationPreferences);
    await app.db.update(users).set({ language: 'de' }).where(eq(users.id, anna));
    const [like] = await pushed(anna, { type: 'like.received', payload: { profileId: ben } });
    assert.equal(like!.body, 'ben mag dich');
    assert.equal(like!.url, `/members/${ben}`);
    const [match] = await pushed(anna, { type: 'match.made', payload: { profileId: ben } });
    assert.equal(match!.body, 'Es ist ein Match! Du und ben mögt euch');
    // A fictional profile is named as one, in the member's language (the site's own word is English).
    await app.db.update(users).set({ isFictional: true }).where(eq(users.id, ben));
    const [fictional] = await pushed(anna, { type: 'like.received', payload: { profileId: ben } });
    assert.equal(fictional!.body, 'ben mag dich (Fiktives Profil)');
    await app.db.update(users).set({ isFictional: false }).where(eq(users.id, ben));
    // Typing and credit changes are never pushed.
    assert.deepEqual(
      await pushed(anna, { type: 'credits.changed', payload: { credits: 1, paidUser: false } }),
      [],
    );
  });

  await t.test('no push while a tab of the member is open: it shows the event live', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const browser = new Browser(app, 'flirt.test');
    await browser.login('anna@example.com', FIXTURE_PASSWORD);
    const tab = await openLiveClient({
      port: (app.server.address() as AddressInfo).port,
      host: 'flirt.test',
      cookie: `sid=${browser.cookie('sid')}`,
    });
    await tab.next((frame) => frame.type === 'ready');
    assert.deepEqual(await pushed(anna, { type: 'match.made', payload: { profileId: ben } }), []);
    await tab.next((frame) => frame.type === 'match.made');
    tab.close();
  });
});
