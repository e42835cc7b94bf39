import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { GIFT_KEYS, type LiveFrame } from '@dating/shared/contract';
import {
  blocks,
  conversationParticipants,
  conversations,
  creditLedger,
  messages,
  users,
} from '../../db/schema/index';
import { createConversation, createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { GIFT_PRICE_MULTIPLES } from './gift-catalogue';

test('gift catalogue and sending gifts', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const member = (email: string, extra: Partial<Parameters<typeof createMember>[1]> = {}) =>
    createMember(app.db, { siteId: flirt.id, email, withPhoto: true, ...extra });
  const anna = await member('anna@example.com', { gender: 'female', credits: 100 });
  const ben = await member('ben@example.com');
  const carl = await member('carl@example.com');
  const dave = await member('dave@example.com');
  const poor = await member('poor@example.com', { credits: 5 });
  const max = await createMember(app.db, { siteId: herz.id, email: 'max@example.com' });

  const browser = new Browser(app, 'flirt.test');
  assert.equal((await browser.get('/api/gifts.php')).statusCode, 403);
  await browser.login('anna@example.com', FIXTURE_PASSWORD);

  const balance = async (id: number) =>
    (await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;
  const giftMessages = async (senderId: number) =>
    app.db.select().from(messages).where(eq(messages.senderId, senderId));
  const send = (b: Browser, payload: Record<string, unknown>) =>
    b.request({ method: 'POST', url: '/api/gift.php', payload });

  const catalogue = (await browser.get('/api/gifts.php')).json().gifts as {
    id: number;
    key: (typeof GIFT_KEYS)[number];
    image: string;
    credits: number;
  }[];
  const rose = catalogue.find((gift) => gift.key === 'rose')!;
  const ring = catalogue.find((gift) => gift.key === 'ring')!;

  await t.test(
    'the catalogue: every gift once, priced in multiples of gift_credits, cheapest first',
    async () => {
      assert.deepEqual(new Set(catalogue.map((gift) => gift.key)), new Set(GIFT_KEYS));
      for (const gift of catalogue)
        assert.equal(gift.credits, flirt.giftCredits * GIFT_PRICE_MULTIPLES[gift.key]);
      const prices = catalogue.map((gift) => gift.credits);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      // Asking again does not add a second catalogue.
      assert.equal((await browser.get('/api/gifts.php')).json().gifts.length, GIFT_KEYS.length);
    },
  );

  await t.test('pictures are served as SVG; unknown names are 404', async () => {
    const picture = await browser.get(rose.image);
    assert.equal(picture.statusCode, 200);
    assert.match(picture.headers['content-type'] as string, /^image\/svg\+xml/);
    assert.match(picture.body, /^<svg /);
    assert.equal((await browser.get('/api/gift-pictures/..%2Fgift-catalogue.ts')).statusCode, 404);
  });

  await t.test(
    'a gift is a message in a new conversation, charged once, and the recipient hears of it',
    async () => {
      const frames: LiveFrame[] = [];
      const stop = app.live.subscribe(ben, (frame) => frames.push(frame));
      t.after(stop);
      const clientMessageId = randomUUID();
      const first = await send(browser, {
        profile_id: ben,
        gift_id: rose.id,
        client_message_id: clientMessageId,
      });
      assert.equal(first.statusCode, 200, first.body);
      const sent = first.json();
      assert.equal(sent.charged, true);
      assert.equal(sent.credits, 100 - rose.credits);
      assert.equal(sent.message.gift.key, 'rose');
      assert.equal(await balance(anna), 100 - rose.credits);
      const [stored] = await giftMessages(anna);
      assert.equal(stored?.giftId, rose.id);
      assert.equal(stored?.creditsSpent, rose.credits);
      const ledger = await app.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.reason, 'gift'), eq(creditLedger.reference, String(stored!.id))));
      assert.equal(ledger.length, 1);
      assert.equal(ledger[0]!.delta, -rose.credits);
      const [bensView] = await app.db
        .select()
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, ben));
      assert.equal(bensView?.unreadCount, 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.ok(
        frames.some((frame) => frame.type === 'message.new' && frame.payload.messageId === sent.message.id),
        'ben got message.new',
      );

      // The browser retries (a lost answer): same message, nothing charged.
      const retry = await send(browser, {
        profile_id: ben,
        gift_id: rose.id,
        client_message_id: clientMessageId,
      });
      assert.equal(retry.statusCode, 200);
      assert.equal(retry.json().charged, false);
      assert.equal(retry.json().message.id, sent.message.id);
      assert.equal(await balance(anna), 100 - rose.credits);
      assert.equal((await giftMessages(anna)).length, 1);

      // The same id for another gift is no retry.
      const reused = await send(browser, {
        profile_id: ben,
        gift_id: ring.id,
        client_message_id: clientMessageId,
      });
      assert.equal(reused.statusCode, 409);
      assert.equal(reused.json().error, 'client_message_id_reused');
    },
  );

  await t.test('20 concurrent sends of one gift store and charge it once', async () => {
    const before = await balance(anna);
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(browser, { profile_id: ben, gift_id: rose.id, client_message_id: clientMessageId }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 20 }, () => 200),
    );
    assert.equal(answers.filter((answer) => answer.json().charged).length, 1);
    assert.equal(new Set(answers.map((answer) => answer.json().message.id)).size, 1);
    assert.equal(await balance(anna), before - rose.credits);
    const stored = await app.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, anna), eq(messages.clientMessageId, clientMessageId)));
    assert.equal(stored.length, 1);
    const ledger = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'gift'), eq(creditLedger.reference, String(stored[0]!.id))));
    assert.equal(ledger.length, 1);
  });

  await t.test('insufficient credits change nothing', async () => {
    const poorBrowser = new Browser(app, 'flirt.test');
    await poorBrowser.login('poor@example.com', FIXTURE_PASSWORD);
    const refused = await send(poorBrowser, {
      profile_id: carl,
      gift_id: ring.id,
      client_message_id: randomUUID(),
    });
    assert.equal(refused.statusCode, 402);
    assert.equal(refused.json().error, 'insufficient_credits');
    assert.equal(await balance(poor), 5);
    assert.equal((await giftMessages(poor)).length, 0);
    assert.equal((await app.db.select().from(creditLedger).where(eq(creditLedger.userId, poor))).length, 0);
    const opened = await app.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, poor));
    assert.equal(opened.length, 0, 'no conversation was opened');
  });

  await t.test('blocked either way is refused and changes nothing', async () => {
    await app.db.insert(blocks).values({ blockerId: carl, blockedId: anna });
    const blockedBy = await send(browser, {
      profile_id: carl,
      gift_id: rose.id,
      client_message_id: randomUUID(),
    });
    assert.equal(blockedBy.statusCode, 403);
    assert.equal(blockedBy.json().error, 'blocked_by_member');
    await app.db.insert(blocks).values({ blockerId: anna, blockedId: dave });
    const blocking = await send(browser, {
      profile_id: dave,
      gift_id: rose.id,
      client_message_id: randomUUID(),
    });
    assert.equal(blocking.statusCode, 403);
    assert.equal(blocking.json().error, 'member_blocked');
    const toThem = await app.db.select().from(conversations).where(eq(conversations.userHighId, dave));
    assert.equal(toThem.length, 0);
  });

  await t.test('bad targets: oneself, another site, an unknown gift, a malformed request', async () => {
    const self = await send(browser, { profile_id: anna, gift_id: rose.id, client_message_id: randomUUID() });
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().error, 'cannot_gift_self');
    const elsewhere = await send(browser, {
      profile_id: max,
      gift_id: rose.id,
      client_message_id: randomUUID(),
    });
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(elsewhere.json().error, 'member_not_found');
    const unknown = await send(browser, {
      profile_id: ben,
      gift_id: 999_999,
      client_message_id: randomUUID(),
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'gift_not_found');
    const malformed = await send(browser, { profile_id: ben, gift_id: rose.id, client_message_id: 'x' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().error, 'validation_failed');
  });

  await t.test('a free member past the conversation limit cannot open another by a gift', async () => {
    const eve = await member('eve@example.com', { gender: 'female', credits: 500 });
    const fred = await member('fred@example.com');
    await createConversation(app.db, eve, ben);
    await createConversation(app.db, eve, carl);
    const eveBrowser = new Browser(app, 'flirt.test');
    await eveBrowser.login('eve@example.com', FIXTURE_PASSWORD);
    const limited = await send(eveBrowser, {
      profile_id: fred,
      gift_id: rose.id,
      client_message_id: randomUUID(),
    });
    assert.equal(limited.statusCode, 403);
    assert.equal(limited.json().error, 'conversation_limit_reached');
    assert.equal(await balance(eve), 500);
    // In a conversation she already writes in, a gift goes through.
    const ok = await send(eveBrowser, { profile_id: ben, gift_id: rose.id, client_message_id: randomUUID() });
    assert.equal(ok.statusCode, 200, ok.body);
  });
});
