import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { blocks, conversationParticipants, users } from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('chat list and removing chats', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com', gender: 'female' });
  const ben = await createMember(app.db, {
    siteId: flirt.id,
    email: 'ben@example.com',
    name: 'Ben',
    withPhoto: true,
  });
  const carl = await createMember(app.db, { siteId: flirt.id, email: 'carl@example.com', name: 'Carl' });
  const dave = await createMember(app.db, { siteId: flirt.id, email: 'dave@example.com', name: 'Dave' });
  const withBen = await createConversation(app.db, ben, anna, 3);
  const withCarl = await createConversation(app.db, anna, carl, 1);
  const benAndCarl = await createConversation(app.db, ben, carl, 1);
  await createConversation(app.db, dave, anna, 1);
  await app.db.insert(blocks).values({ blockerId: anna, blockedId: dave });
  const browser = new Browser(app, 'flirt.test');

  assert.equal((await browser.get('/api/chats.php')).statusCode, 403);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);

  await t.test('lists own chats with the other profile and unread counts, not blocked members', async () => {
    const chats = (await browser.get('/api/chats.php')).json();
    assert.equal(chats.length, 2);
    const ids = chats.map((chat: { conversation: { id: number } }) => chat.conversation.id).sort();
    assert.deepEqual(ids, [withBen, withCarl].sort());
    const benChat = chats.find((chat: { conversation: { id: number } }) => chat.conversation.id === withBen);
    assert.equal(benChat.profile.id, ben);
    assert.equal(benChat.profile.name, 'Ben');
    assert.ok(benChat.profile.main_image.thumb_filename);
    assert.equal(benChat.num_unread_messages, 3);
  });

  await t.test("someone else's conversation cannot be removed: 404 and nothing changes", async () => {
    const response = await browser.request({
      method: 'DELETE',
      url: `/api/chat.php?conversation=${benAndCarl}`,
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'conversation_not_found');
    const carlBrowser = new Browser(app, 'flirt.test');
    await carlBrowser.login('carl@example.com', FIXTURE_PASSWORD);
    assert.equal((await carlBrowser.get('/api/chats.php')).json().length, 2);
  });

  await t.test('DELETE needs a conversation or a profile id', async () => {
    for (const url of ['/api/chat.php', '/api/chat.php?conversation=abc', '/api/chat.php?conversation=-1']) {
      const response = await browser.request({ method: 'DELETE', url });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().error, 'validation_failed');
    }
  });

  await t.test('removing by conversation hides it for this user only', async () => {
    const response = await browser.request({
      method: 'DELETE',
      url: `/api/chat.php?conversation=${withBen}`,
    });
    assert.equal(response.statusCode, 200);
    const chats = (await browser.get('/api/chats.php')).json();
    assert.deepEqual(
      chats.map((chat: { conversation: { id: number } }) => chat.conversation.id),
      [withCarl],
    );
    const benBrowser = new Browser(app, 'flirt.test');
    await benBrowser.login('ben@example.com', FIXTURE_PASSWORD);
    assert.equal((await benBrowser.get('/api/chats.php')).json().length, 2);
  });

  await t.test('removing by profile removes every chat with that profile', async () => {
    const response = await browser.request({ method: 'DELETE', url: `/api/chat.php?profile=${carl}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual((await browser.get('/api/chats.php')).json(), []);
  });
});

test('the chat list pages by 30, newest first, with the last message', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com' });
  const ids: number[] = [];
  for (let i = 0; i < 35; i += 1) {
    const other = await createMember(app.db, {
      siteId: flirt.id,
      email: `o${i}@example.com`,
      isFictional: i === 0,
    });
    ids.push(await createConversation(app.db, other, me, 1));
  }
  // The same instant for all: the conversation id breaks the tie, so no chat is skipped or repeated.
  await app.db.update(conversationParticipants).set({ lastMessageAt: new Date('2026-01-01T10:00:00Z') });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('me@example.com', FIXTURE_PASSWORD);
  const first = (await browser.get('/api/chats.php')).json();
  assert.equal(first.length, 30);
  assert.equal(first[0].last_message.preview, 'Hello 1');
  assert.equal(first[0].last_message.mine, false);
  const last = first.at(-1);
  const cursor = `${last.conversation.last_message_at}_${last.conversation.id}`;
  const second = (await browser.get(`/api/chats.php?before=${encodeURIComponent(cursor)}`)).json();
  assert.equal(second.length, 5);
  const seen = [...first, ...second].map((chat: { conversation: { id: number } }) => chat.conversation.id);
  assert.deepEqual(
    seen,
    [...ids].sort((a, b) => b - a),
  );
  assert.equal(second.at(-1).profile.fictional, true);
  assert.equal((await browser.get('/api/chats.php?before=nonsense')).statusCode, 400);
});

test('each chat shows its own latest message, none when empty; the list marks the reader seen', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com' });
  const talker = await createMember(app.db, { siteId: flirt.id, email: 'talker@example.com' });
  const quiet = await createMember(app.db, { siteId: flirt.id, email: 'quiet@example.com' });
  const busy = await createConversation(app.db, talker, me, 4);
  const empty = await createConversation(app.db, quiet, me, 0);
  await app.db.update(users).set({ lastSeenAt: null }).where(eq(users.id, me));
  const browser = new Browser(app, 'flirt.test');
  await browser.login('me@example.com', FIXTURE_PASSWORD);
  await app.db
    .update(users)
    .set({ lastSeenAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(users.id, me));

  const chats = (await browser.get('/api/chats.php')).json();
  const byId = new Map(chats.map((chat: { conversation: { id: number } }) => [chat.conversation.id, chat]));
  assert.equal(byId.size, 2);
  assert.equal((byId.get(busy) as { last_message: { preview: string } }).last_message.preview, 'Hello 4');
  assert.equal((byId.get(empty) as { last_message: unknown }).last_message, null);
  // A stale last_seen_at (read with the session) is brought up to date by the list.
  const [seen] = await app.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, me));
  assert.ok(seen?.at && Date.now() - seen.at.getTime() < 60_000);
});
