import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { likes, memberStates } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { localDay } from './local-day';

test('swipe game', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const women: number[] = [];
  for (let i = 0; i < 8; i++) {
    women.push(
      await createMember(app.db, {
        siteId: flirt.id,
        email: `w${i}@example.com`,
        gender: 'female',
        withPhoto: true,
      }),
    );
  }
  await createMember(app.db, { siteId: flirt.id, email: 'man@example.com', gender: 'male' });
  const browser = new Browser(app);
  await browser.login('me@example.com', FIXTURE_PASSWORD);
  const swipe = (profileId: number, action: 'like' | 'pass') =>
    browser.request({
      method: 'POST',
      url: '/api/swipe.php',
      payload: { profile_id: profileId, action, time_zone: 'Pacific/Auckland' },
    });

  await t.test('the deck shows sought genders only and stores the time zone', async () => {
    const deck = (await browser.get('/api/swipe.php?time_zone=Pacific%2FAuckland')).json();
    assert.equal(deck.cards.length, 8);
    assert.ok(deck.cards.every((card: { id: number }) => women.includes(card.id)));
    assert.equal(deck.likes_left, 4);
    assert.equal(deck.can_undo, false);
    const [state] = await app.db.select().from(memberStates).where(eq(memberStates.userId, me));
    assert.equal(state?.timeZone, 'Pacific/Auckland');
    assert.equal(deck.resets_at, localDay('Pacific/Auckland', new Date()).end.toISOString());
    assert.equal((await browser.get('/api/swipe.php?time_zone=Nowhere%2FLand')).statusCode, 400);
  });

  await t.test(
    "four likes a day, then 409 swipe_limit_reached until midnight in the member's zone",
    async () => {
      // A like from before today's local midnight does not count.
      const day = localDay('Pacific/Auckland', new Date());
      await app.db.insert(likes).values({
        fromUserId: me,
        toUserId: women[7]!,
        source: 'swipe',
        createdAt: new Date(day.start.getTime() - 60_000),
      });
      for (let i = 0; i < 4; i++) {
        const response = await swipe(women[i]!, 'like');
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json().likes_left, 3 - i);
      }
      const refused = await swipe(women[4]!, 'like');
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().error, 'swipe_limit_reached');
      assert.equal(refused.json().resets_at, day.end.toISOString());
      const stored = await app.db
        .select()
        .from(likes)
        .where(and(eq(likes.fromUserId, me), eq(likes.toUserId, women[4]!)));
      assert.equal(stored.length, 0);
      // Passing is still possible.
      assert.equal((await swipe(women[4]!, 'pass')).statusCode, 200);
      // Move today's likes to yesterday (local): the allowance is back.
      await app.db
        .update(likes)
        .set({ createdAt: new Date(day.start.getTime() - 1000) })
        .where(eq(likes.fromUserId, me));
      assert.equal((await browser.get('/api/swipe.php')).json().likes_left, 4);
    },
  );

  await t.test('likes sent at once still stop at four', async () => {
    const racer = await createMember(app.db, {
      siteId: flirt.id,
      email: 'racer@example.com',
      gender: 'male',
    });
    const racing = new Browser(app);
    await racing.login('racer@example.com', FIXTURE_PASSWORD);
    const answers = await Promise.all(
      women.slice(0, 7).map((id) =>
        racing.request({
          method: 'POST',
          url: '/api/swipe.php',
          payload: { profile_id: id, action: 'like' },
        }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 200, 200, 200, 409, 409, 409]);
    const stored = await app.db
      .select()
      .from(likes)
      .where(and(eq(likes.fromUserId, racer), eq(likes.source, 'swipe')));
    assert.equal(stored.length, 4);
  });

  await t.test('a match through the game; undo brings back the last pass', async () => {
    await app.db.insert(likes).values({ fromUserId: women[6]!, toUserId: me });
    const match = await swipe(women[6]!, 'like');
    assert.equal(match.json().match, true);
    await swipe(women[5]!, 'pass');
    const deck = (await browser.get('/api/swipe.php')).json();
    assert.ok(!deck.cards.some((card: { id: number }) => [women[5], women[6], women[4]].includes(card.id)));
    assert.equal(deck.can_undo, true);
    const undo = await browser.request({ method: 'POST', url: '/api/swipe-undo.php' });
    assert.equal(undo.json().card.id, women[5]);
    assert.ok(
      (await browser.get('/api/swipe.php')).json().cards.some((card: { id: number }) => card.id === women[5]),
    );
    await browser.request({ method: 'POST', url: '/api/swipe-undo.php' });
    const none = await browser.request({ method: 'POST', url: '/api/swipe-undo.php' });
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().error, 'nothing_to_undo');
  });
});
