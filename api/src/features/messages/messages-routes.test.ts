import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LiveEvent, LiveFrame } from '@dating/shared/contract';
import { FREE_HISTORY_LIMIT, FREE_MESSAGE_ALLOWANCE } from '@dating/shared/contract';
import { chatReports, creditLedger, messages, users } from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

// Sites from the fixtures: a message costs 5 credits, a photo unlock 3, messages up to 1000 characters.
const COST = 5;

async function setup(t: Parameters<typeof buildTestApp>[0]) {
  // The per-sender rate limit is tested on its own; the other tests send more than a person would.
  const { app } = await buildTestApp(t, { rateLimitScale: 100 });
  const { flirt } = await createSites(app.db);
  const member = async (name: string, options: { credits?: number; paidUser?: boolean } = {}) => {
    const email = `${name.toLowerCase()}@example.com`;
    const id = await createMember(app.db, { siteId: flirt.id, email, name, ...options });
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return { id, browser };
  };
  const events = async (userId: number) => {
    const seen: LiveEvent[] = [];
    // Resolves once events from any instance reach the listener (PostgreSQL / Redis fan-out).
    await app.live.listen(userId, (event) => seen.push(event));
    return seen;
  };
  return { app, flirt, member, events };
}

const send = (
  browser: Browser,
  to: { profile_id?: number; conversation_id?: number },
  body: string,
  id = randomUUID(),
) =>
  browser.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { ...to, body, client_message_id: id },
  });

test('sending, reading and live events between two members', async (t) => {
  const { app, member, events } = await setup(t);
  const anna = await member('Anna', { paidUser: true, credits: 100 });
  const ben = await member('Ben', { paidUser: true, credits: 100 });
  const annaEvents = await events(anna.id);
  const benEvents = await events(ben.id);

  const first = await send(anna.browser, { profile_id: ben.id }, '  Hello <b>Ben</b>  ');
  assert.equal(first.statusCode, 200, first.body);
  const sent = first.json();
  assert.equal(sent.message.body, 'Hello <b>Ben</b>', 'stored trimmed, markup kept as text');
  assert.equal(sent.message.mine, true);
  assert.equal(sent.message.status, 'sent');
  assert.equal(sent.credits, 100 - COST);
  const conversationId = sent.conversation_id;
  assert.deepEqual(
    benEvents.map((event) => event.type),
    ['message.new'],
  );
  assert.deepEqual(benEvents[0]!.payload, {
    conversationId,
    messageId: sent.message.id,
    profileId: anna.id,
    sentAt: sent.message.sent_at,
  });
  assert.deepEqual(
    annaEvents.map((event) => event.type),
    ['message.new', 'credits.changed'],
  );
  // Stored in the order they are sent (one insert): Ben's message.new, Anna's, then Anna's balance.
  const ids = [benEvents[0]!, ...annaEvents].map((event) => (event as LiveFrame).id);
  assert.ok(ids.every((id) => typeof id === 'number'));
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a! - b!),
  );
  assert.equal(new Set(ids).size, 3);

  // Anna's tab has its live socket open: she is online now in Ben's list and conversation.
  app.presence.connected(anna.id);
  const chats = (await ben.browser.get('/api/chats.php')).json();
  assert.equal(chats[0].profile.online, 'now');
  assert.equal(chats[0].num_unread_messages, 1);
  assert.equal(chats[0].last_message.preview, 'Hello <b>Ben</b>');
  assert.equal(chats[0].profile.fictional, false);

  const opened = await ben.browser.get(`/api/messages.php?conversation=${conversationId}&markRead=1`);
  assert.equal(opened.statusCode, 200, opened.body);
  assert.equal(opened.json().messages.length, 1);
  assert.equal(opened.json().profile.name, 'Anna');
  assert.equal(opened.json().profile.online, 'now');
  app.presence.disconnected(anna.id);
  assert.equal((await ben.browser.get('/api/chats.php')).json()[0].num_unread_messages, 0);
  const read = annaEvents.find((event) => event.type === 'message.read');
  assert.deepEqual(read?.payload, { conversationId, profileId: ben.id, upToMessageId: sent.message.id });
  const annaView = (await anna.browser.get(`/api/messages.php?conversation=${conversationId}`)).json();
  assert.equal(annaView.messages[0].status, 'read');

  // Reading again changes nothing and tells nobody.
  const before = annaEvents.length;
  await ben.browser.request({
    method: 'POST',
    url: '/api/messages.php?read=1',
    payload: { conversation_id: conversationId },
  });
  assert.equal(annaEvents.length, before);

  const byProfile = (await ben.browser.get(`/api/messages.php?profile=${anna.id}`)).json();
  assert.equal(byProfile.conversation_id, conversationId);
  // Socket closed, but she was here a moment ago.
  assert.equal(byProfile.profile.online, 'recently');
});

test('a retried send with the same client message id stores and charges once', async (t) => {
  const { app, member } = await setup(t);
  const anna = await member('Anna', { paidUser: true, credits: 50 });
  const ben = await member('Ben');
  const id = randomUUID();
  const first = await send(anna.browser, { profile_id: ben.id }, 'Once only', id);
  const again = await send(anna.browser, { profile_id: ben.id }, 'Once only', id);
  assert.equal(first.statusCode, 200);
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().message.id, first.json().message.id);
  assert.equal(again.json().credits, 50 - COST);
  const stored = await app.db.select().from(messages).where(eq(messages.senderId, anna.id));
  assert.equal(stored.length, 1);
  const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.id));
  assert.equal(ledger.length, 1);

  // The same retry arriving 20 times at once (a flaky connection resending) still stores one message.
  const burstId = randomUUID();
  const burst = await Promise.all(
    Array.from({ length: 20 }, () => send(anna.browser, { profile_id: ben.id }, 'burst', burstId)),
  );
  assert.deepEqual(new Set(burst.map((response) => response.statusCode)), new Set([200]));
  assert.equal(new Set(burst.map((response) => response.json().message.id)).size, 1);
  const charged = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.id));
  assert.equal(charged.length, 2);
});

test('50 sends at once on a balance for 3 messages store and charge exactly 3', async (t) => {
  const { app, member } = await setup(t);
  const anna = await member('Anna', { credits: 3 * COST });
  const ben = await member('Ben');
  // The free allowance is used up first, so every further message costs credits.
  for (let i = 0; i < FREE_MESSAGE_ALLOWANCE; i += 1) {
    assert.equal((await send(anna.browser, { profile_id: ben.id }, `free ${i}`)).statusCode, 200);
  }
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => send(anna.browser, { profile_id: ben.id }, `paid ${i}`)),
  );
  const codes = responses.map((response) => response.statusCode);
  assert.equal(codes.filter((code) => code === 200).length, 3, codes.join(','));
  assert.equal(codes.filter((code) => code === 402).length, 47);
  assert.equal(responses.find((r) => r.statusCode === 402)!.json().error, 'insufficient_credits');
  const paid = await app.db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, anna.id), eq(messages.creditsSpent, COST)));
  assert.equal(paid.length, 3);
  const [row] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, anna.id));
  assert.equal(row!.credits, 0);
  const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.id));
  assert.equal(ledger.length, 3);
});

test('free members: two conversations, free messages, then credits; premium keeps writing at 0 credits', async (t) => {
  const { member } = await setup(t);
  const free = await member('Free', { credits: COST });
  const [a, b, c] = [await member('Ann'), await member('Bea'), await member('Cid')];
  assert.equal((await send(free.browser, { profile_id: a.id }, 'hi A')).statusCode, 200);
  assert.equal((await send(free.browser, { profile_id: b.id }, 'hi B')).statusCode, 200);
  const third = await send(free.browser, { profile_id: c.id }, 'hi C');
  assert.equal(third.statusCode, 403);
  assert.equal(third.json().error, 'conversation_limit_reached');
  const page = (await free.browser.get(`/api/messages.php?profile=${c.id}`)).json();
  assert.equal(page.conversation_id, null);
  assert.equal(page.sending.conversation_limit_reached, true);
  // Removing a chat only takes it off the member's list: its place among the two stays taken.
  const chats = (await free.browser.get('/api/chats.php')).json() as { conversation: { id: number } }[];
  const removed = await free.browser.request({
    method: 'DELETE',
    url: `/api/chat.php?conversation=${chats[0]!.conversation.id}`,
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal((await free.browser.get('/api/chats.php')).json().length, 1);
  assert.equal(
    (await send(free.browser, { profile_id: c.id }, 'hi C')).json().error,
    'conversation_limit_reached',
  );
  assert.equal(
    (await free.browser.get(`/api/messages.php?profile=${c.id}`)).json().sending.conversation_limit_reached,
    true,
  );
  // Someone else may still write to them, and answering does not open a third conversation of their own...
  await send(c.browser, { profile_id: free.id }, 'hello there');
  assert.equal(
    (await send(free.browser, { profile_id: c.id }, 'hi C')).json().error,
    'conversation_limit_reached',
  );
  // ...but the two they have keep going: the third free message, then one paid, then 402.
  const freeThird = await send(free.browser, { profile_id: a.id }, 'third');
  assert.equal(freeThird.json().free_messages_left, 0);
  assert.equal(freeThird.json().credits, COST);
  assert.equal((await send(free.browser, { profile_id: a.id }, 'paid')).json().credits, 0);
  const refused = await send(free.browser, { profile_id: a.id }, 'refused');
  assert.equal(refused.statusCode, 402);
  assert.equal(refused.json().error, 'insufficient_credits');

  const premium = await member('Prem', { paidUser: true, credits: 0 });
  for (const target of [a, b, c]) {
    const response = await send(premium.browser, { profile_id: target.id }, 'premium hello');
    assert.equal(response.statusCode, 200, response.body);
  }
});

test('unconfirmed e-mail, length, empty text and self are refused with their error ids', async (t) => {
  const { app, member } = await setup(t);
  const anna = await member('Anna', { paidUser: true, credits: 100 });
  const ben = await member('Ben');
  assert.equal(
    (await send(anna.browser, { profile_id: ben.id }, 'x'.repeat(1001))).json().error,
    'message_too_long',
  );
  assert.equal((await send(anna.browser, { profile_id: ben.id }, '   ')).json().error, 'message_empty');
  assert.equal((await send(anna.browser, { profile_id: anna.id }, 'me')).json().error, 'cannot_message_self');
  assert.equal((await send(anna.browser, { profile_id: 999_999 }, 'nobody')).statusCode, 404);
  for (const payload of [{ body: 'x' }, { body: 'x', client_message_id: 'nope', profile_id: ben.id }]) {
    const response = await anna.browser.request({ method: 'POST', url: '/api/messages.php', payload });
    assert.equal(response.statusCode, 400);
  }
  await app.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, anna.id));
  const unconfirmed = await send(anna.browser, { profile_id: ben.id }, 'hello');
  assert.equal(unconfirmed.statusCode, 403);
  assert.equal(unconfirmed.json().error, 'email_not_confirmed');
});

test('blocked members can neither read nor write, both directions, and open tabs are told', async (t) => {
  const { member, events } = await setup(t);
  const anna = await member('Anna', { paidUser: true, credits: 100 });
  const ben = await member('Ben', { paidUser: true, credits: 100 });
  const carl = await member('Carl');
  const conversationId = (await send(anna.browser, { profile_id: ben.id }, 'hi')).json().conversation_id;
  const otherConversation = (await send(anna.browser, { profile_id: carl.id }, 'hi')).json().conversation_id;
  // A stranger to the conversation gets the same answer as for one that does not exist.
  assert.equal((await carl.browser.get(`/api/messages.php?conversation=${conversationId}`)).statusCode, 404);
  assert.equal(
    (await send(carl.browser, { conversation_id: conversationId }, 'intruding')).json().error,
    'conversation_not_found',
  );
  assert.equal(
    (await anna.browser.get(`/api/messages.php?conversation=${otherConversation}`)).statusCode,
    200,
  );

  const benEvents = await events(ben.id);
  const annaEvents = await events(anna.id);
  const blocked = await ben.browser.request({
    method: 'POST',
    url: '/api/block.php',
    payload: { profile_id: anna.id },
  });
  assert.equal(blocked.statusCode, 200);
  for (const seen of [benEvents, annaEvents]) {
    assert.deepEqual(
      seen
        .filter((event) => event.type === 'conversation.closed')
        .map((event) => event.payload.conversationId),
      [conversationId],
    );
  }
  assert.equal((await anna.browser.get(`/api/messages.php?conversation=${conversationId}`)).statusCode, 404);
  const annaWrites = await send(anna.browser, { profile_id: ben.id }, 'still there?');
  assert.equal(annaWrites.statusCode, 403);
  assert.equal(annaWrites.json().error, 'blocked_by_member');
  const benWrites = await send(ben.browser, { profile_id: anna.id }, 'bye');
  assert.equal(benWrites.json().error, 'member_blocked');
  assert.equal(
    (await anna.browser.get(`/api/messages.php?profile=${ben.id}`)).json().error,
    'blocked_by_member',
  );
});

test('free members see the last messages only, older ones counted for the premium prompt', async (t) => {
  const { app, member } = await setup(t);
  const free = await member('Free');
  const premium = await member('Prem', { paidUser: true });
  const total = FREE_HISTORY_LIMIT + 12;
  const conversationId = await createConversation(app.db, premium.id, free.id, total);
  const newest = (await free.browser.get(`/api/messages.php?conversation=${conversationId}`)).json();
  assert.equal(newest.messages.length, 30);
  assert.equal(newest.messages.at(-1).body, `Hello ${total}`, 'newest last');
  assert.equal(newest.has_older, true);
  assert.equal(newest.hidden_older, 12);
  let seen = newest.messages.length;
  let before = newest.messages[0].id;
  for (;;) {
    const older = (
      await free.browser.get(`/api/messages.php?conversation=${conversationId}&before=${before}`)
    ).json();
    seen += older.messages.length;
    if (!older.has_older) break;
    before = older.messages[0].id;
  }
  assert.equal(seen, FREE_HISTORY_LIMIT);
  const all = (await premium.browser.get(`/api/messages.php?conversation=${conversationId}`)).json();
  assert.equal(all.hidden_older, 0);
});

test('links and phone numbers are masked for free readers, not for premium ones or the sender', async (t) => {
  const { member } = await setup(t);
  const sender = await member('Sender', { paidUser: true, credits: 100 });
  const free = await member('Free');
  const premium = await member('Prem', { paidUser: true });
  const text = 'write me at www.example.com or +31 6 1234 5678';
  const toFree = (await send(sender.browser, { profile_id: free.id }, text)).json();
  await send(sender.browser, { profile_id: premium.id }, text);
  const freeView = (
    await free.browser.get(`/api/messages.php?conversation=${toFree.conversation_id}`)
  ).json();
  assert.equal(freeView.messages[0].body, 'write me at ••• or •••');
  assert.equal(freeView.messages[0].masked, true);
  assert.equal(
    (await free.browser.get('/api/chats.php')).json()[0].last_message.preview,
    'write me at ••• or •••',
  );
  const premiumView = (await premium.browser.get(`/api/messages.php?profile=${sender.id}`)).json();
  assert.equal(premiumView.messages[0].body, text);
  assert.equal(toFree.message.body, text);
});

test('a new member sending the same text to many members is stopped', async (t) => {
  const { member } = await setup(t);
  // Premium, so the free conversation limit is not what stops them.
  const spammer = await member('Spammer', { paidUser: true, credits: 1000 });
  const targets = [await member('T1'), await member('T2'), await member('T3'), await member('T4')];
  const text = 'Visit my page for a great surprise, darling!';
  assert.equal((await send(spammer.browser, { profile_id: targets[0]!.id }, text)).statusCode, 200);
  assert.equal(
    (await send(spammer.browser, { profile_id: targets[1]!.id }, `  ${text.toUpperCase()}`)).statusCode,
    200,
  );
  // The same recipient again is a conversation, not spam.
  assert.equal((await send(spammer.browser, { profile_id: targets[0]!.id }, text)).statusCode, 200);
  const third = await send(spammer.browser, { profile_id: targets[2]!.id }, `${text}!!`);
  assert.equal(third.statusCode, 422);
  assert.equal(third.json().error, 'message_looks_like_spam');
  // Something personal goes through, and a short greeting is never counted as spam.
  assert.equal(
    (await send(spammer.browser, { profile_id: targets[2]!.id }, 'Your photo at the lake is lovely'))
      .statusCode,
    200,
  );
  for (const target of targets) {
    assert.equal((await send(spammer.browser, { profile_id: target.id }, 'Hi there!')).statusCode, 200);
  }
});

test('a photo message: premium sends it, a free reader sees it blurred until unlocking it once', async (t) => {
  const { app, member } = await setup(t);
  const premium = await member('Prem', { paidUser: true, credits: 100 });
  const free = await member('Free', { credits: 10 });
  const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c06' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .jpeg()
    .toBuffer();
  const upload = (browser: Browser, query: string) => {
    const boundary = '----chatphoto';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return browser.request({
      method: 'POST',
      url: `/api/message-photo.php?${query}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const refused = await upload(free.browser, `profile_id=${premium.id}&client_message_id=${randomUUID()}`);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().error, 'premium_required');

  const sent = await upload(premium.browser, `profile_id=${free.id}&client_message_id=${randomUUID()}`);
  assert.equal(sent.statusCode, 200, sent.body);
  const message = sent.json().message;
  assert.equal(message.kind, 'photo');
  assert.equal(message.photo.locked, false);
  const full = await premium.browser.get(message.photo.url);
  assert.equal(full.statusCode, 200);
  assert.equal(full.headers['content-type'], 'image/jpeg');
  assert.ok(!full.rawPayload.includes(Buffer.from('secret-owner')), 'metadata stripped');

  const freeView = (await free.browser.get(`/api/messages.php?profile=${premium.id}`)).json().messages[0];
  assert.equal(freeView.photo.locked, true);
  assert.equal(freeView.photo.url, null);
  assert.equal(freeView.photo.thumb_url, `/api/message-photo.php?id=${message.id}&size=blur`);
  assert.equal(freeView.photo.unlock_credits, 3);
  // Locked: the free reader gets the blur, a smaller file than the photo, and neither the thumbnail nor the
  // photo by asking for them; nobody logged out gets anything, and no file is in the public uploads folder.
  const blur = await free.browser.get(freeView.photo.thumb_url);
  assert.equal(blur.statusCode, 200);
  assert.notDeepEqual(blur.rawPayload, full.rawPayload);
  for (const size of ['thumb', 'full']) {
    const locked = await free.browser.get(`/api/message-photo.php?id=${message.id}&size=${size}`);
    assert.equal(locked.statusCode, 403, size);
    assert.equal(locked.json().error, 'photo_locked');
  }
  for (const size of ['blur', 'thumb', 'full']) {
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/message-photo.php?id=${message.id}&size=${size}`,
      headers: { host: 'flirt.test' },
    });
    assert.equal(anonymous.statusCode, 403, size);
    assert.equal(anonymous.json().error, 'authentication_required');
  }
  const [stored] = await app.db
    .select({ filename: messages.photoFilename, blur: messages.photoBlurFilename })
    .from(messages)
    .where(eq(messages.id, message.id));
  for (const name of [stored!.filename, stored!.blur]) {
    const guessed = await app.inject({
      method: 'GET',
      url: `/uploads/${name}`,
      headers: { host: 'flirt.test' },
    });
    assert.equal(guessed.statusCode, 404, name!);
  }
  const unlock = () =>
    free.browser.request({
      method: 'POST',
      url: '/api/message-photo-unlock.php',
      payload: { message_id: message.id },
    });
  const unlocked = (await unlock()).json();
  assert.equal(unlocked.charged, true);
  assert.equal(unlocked.credits, 7);
  assert.equal(unlocked.message.photo.locked, false);
  const opened = await free.browser.get(unlocked.message.photo.url);
  assert.equal(opened.statusCode, 200);
  assert.deepEqual(opened.rawPayload, full.rawPayload);
  const again = (await unlock()).json();
  assert.equal(again.charged, false);
  assert.equal(again.credits, 7);
  // Someone outside the conversation cannot unlock (or learn of) it.
  const stranger = await member('Stranger', { credits: 10 });
  const foreign = await stranger.browser.request({
    method: 'POST',
    url: '/api/message-photo-unlock.php',
    payload: { message_id: message.id },
  });
  assert.equal(foreign.statusCode, 404);
  const peek = await stranger.browser.get(`/api/message-photo.php?id=${message.id}&size=blur`);
  assert.equal(peek.statusCode, 404);
});

test('reporting from a chat keeps the last 20 messages as evidence', async (t) => {
  const { app, member } = await setup(t);
  const anna = await member('Anna');
  const ben = await member('Ben');
  const conversationId = await createConversation(app.db, ben.id, anna.id, 25);
  const report = await anna.browser.request({
    method: 'POST',
    url: '/api/message-report.php',
    payload: { conversation_id: conversationId, reason: 'scam', comment: 'asks for money' },
  });
  assert.equal(report.statusCode, 200, report.body);
  const [row] = await app.db.select().from(chatReports);
  assert.equal(row!.reportedId, ben.id);
  assert.equal(row!.evidence.length, 20);
  assert.equal(row!.evidence.at(-1)!.body, 'Hello 25');
  const stranger = await member('Carl');
  const foreign = await stranger.browser.request({
    method: 'POST',
    url: '/api/message-report.php',
    payload: { conversation_id: conversationId, reason: 'spam' },
  });
  assert.equal(foreign.statusCode, 404);
});

test('messages are rate limited per sender', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const anna = await createMember(app.db, {
    siteId: flirt.id,
    email: 'anna@example.com',
    paidUser: true,
    credits: 1000,
  });
  const ben = await createMember(app.db, { siteId: flirt.id, email: 'ben@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('anna@example.com', FIXTURE_PASSWORD);
  const codes: number[] = [];
  for (let i = 0; i < 31; i += 1) codes.push((await send(browser, { profile_id: ben }, `m${i}`)).statusCode);
  assert.equal(codes.filter((code) => code === 200).length, 30);
  assert.equal(codes.at(-1), 429);
  void anna;
});

test('on a demo install a fictional profile answers a member a few seconds later, live', async (t) => {
  const { app, flirt, member, events } = await setup(t);
  // The responder runs only where demo data is seeded; this app skipped the seed but acts as a demo install.
  (app.config as { seedDemo: boolean }).seedDemo = true;
  const fictional = await createMember(app.db, {
    siteId: flirt.id,
    email: 'ella@example.com',
    name: 'Ella',
    isFictional: true,
  });
  const anna = await member('Anna', { paidUser: true, credits: 100 });
  const seen = await events(anna.id);
  const sent = (await send(anna.browser, { profile_id: fictional }, 'Hello Ella')).json();
  assert.equal(sent.message.status, 'sent');
  const page = (await anna.browser.get(`/api/messages.php?conversation=${sent.conversation_id}`)).json();
  assert.equal(page.profile.fictional, true);
  const deadline = Date.now() + 15_000;
  // The sender's own tabs also hear of the sent message (naming Ella): wait for another message.
  const answered = () =>
    seen.some((event) => event.type === 'message.new' && event.payload.messageId !== sent.message.id);
  while (!answered()) {
    assert.ok(Date.now() < deadline, 'no answer from the fictional profile');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const after = (await anna.browser.get(`/api/messages.php?conversation=${sent.conversation_id}`)).json();
  assert.equal(after.messages.length, 2);
  assert.equal(after.messages[1].mine, false);
  assert.ok(after.messages[1].body.length > 0);
});
