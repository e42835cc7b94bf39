import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { creditBundles, discountRedemptions, payments, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { settlePayment } from '../payments/settle-payment';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
const CHECKOUTS = 8;

// The concurrency is only real on PostgreSQL (the api-pg step); on PGlite the requests take turns.
test('one discount, one payment: N checkouts started at once with one code', async (t) => {
  const { app } = await buildTestApp(t, { rateLimitScale: 100 });
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 1500, amountCents: 9999, currency: 'EUR' })
    .returning();
  app.payments.sandbox.webhookPlan = () => [];
  let count = 0;
  const member = async (options: { signupHoursAgo: number; paidUser?: boolean }) => {
    count += 1;
    const email = `buyer${count}@example.com`;
    const userId = await createMember(app.db, {
      siteId: flirt.id,
      email,
      signupDate: hoursAgo(options.signupHoursAgo),
      paidUser: options.paidUser ?? false,
    });
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return { userId, browser };
  };

  /** Starts CHECKOUTS payments at once, completes every one that started, and returns what was booked. */
  async function race(discountCode: string | undefined, signupHoursAgo: number) {
    const { userId, browser } = await member({ signupHoursAgo });
    const answers = await Promise.all(
      Array.from({ length: CHECKOUTS }, () =>
        browser.request({
          method: 'POST',
          url: '/api/payment.php',
          payload: { bundleId: bundle!.id, method: 'creditcard', ...(discountCode ? { discountCode } : {}) },
        }),
      ),
    );
    for (const answer of answers) {
      assert.ok([200, 404, 409].includes(answer.statusCode), answer.body);
    }
    const started = answers.filter((a) => a.statusCode === 200).map((a) => a.json().paymentId as number);
    for (const id of started) await settlePayment(app, id, 'completed');
    const rows = await app.db.select().from(payments).where(eq(payments.userId, userId));
    const redemptions = await app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.userId, userId));
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    return { userId, rows, redemptions, credits: user!.credits, started };
  }

  await t.test('a typed once-per-member code prices exactly one payment', async () => {
    const { rows, redemptions, credits } = await race('SPRING10', 10);
    const discounted = rows.filter((row) => row.discountCode === 'SPRING10');
    assert.equal(discounted.length, 1);
    assert.equal(discounted[0]!.amountCents, 8999);
    assert.equal(discounted[0]!.status, 'completed');
    assert.deepEqual(
      redemptions.map((row) => [row.code, row.paymentId]),
      [['SPRING10', discounted[0]!.id]],
    );
    assert.ok(
      rows.every((row) => row.discountCode === 'SPRING10'),
      'the losers started no payment',
    );
    assert.equal(credits, 1500 * rows.length);
  });

  await t.test('the typed time bonus prices exactly one payment', async () => {
    const { rows, redemptions } = await race('TIMEBONUS25', 1);
    assert.equal(rows.filter((row) => row.discountCode === 'TIMEBONUS25').length, 1);
    assert.equal(rows.find((row) => row.discountCode === 'TIMEBONUS25')!.amountCents, 7499);
    assert.equal(redemptions.filter((row) => row.code === 'TIMEBONUS25').length, 1);
  });

  await t.test('without a code each offered discount prices at most one payment', async () => {
    const { rows, redemptions, started } = await race(undefined, 1);
    assert.ok(started.length >= 1);
    for (const code of ['TIMEBONUS25', 'WELCOME']) {
      assert.ok(rows.filter((row) => row.discountCode === code).length <= 1, code);
      assert.ok(redemptions.filter((row) => row.code === code).length <= 1, code);
    }
    const completedDiscounted = rows.filter((row) => row.status === 'completed' && row.discountCode !== null);
    assert.ok(completedDiscounted.length >= 1 && completedDiscounted.length <= 2);
  });

  await t.test('a failed, cancelled or expired payment gives the code back', async () => {
    const { userId, browser } = await member({ signupHoursAgo: 10 });
    for (const outcome of ['failed', 'cancelled', 'expired'] as const) {
      const started = await browser.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { bundleId: bundle!.id, method: 'creditcard', discountCode: 'SPRING10' },
      });
      assert.equal(started.statusCode, 200, started.body);
      const again = await browser.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { bundleId: bundle!.id, method: 'creditcard', discountCode: 'SPRING10' },
      });
      assert.equal(again.statusCode, 409, 'reserved while the first is open');
      await settlePayment(app, started.json().paymentId, outcome);
      const reserved = await app.db
        .select()
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.userId, userId), eq(discountRedemptions.code, 'SPRING10')));
      assert.deepEqual(reserved, [], outcome);
    }
  });

  await t.test('WELCOME typed by hand follows the offered code`s rules', async () => {
    const payer = await member({ signupHoursAgo: 10, paidUser: true });
    const late = await member({ signupHoursAgo: 24 * 30 });
    for (const { browser } of [payer, late]) {
      const answer = await browser.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { bundleId: bundle!.id, method: 'creditcard', discountCode: 'welcome' },
      });
      assert.equal(answer.statusCode, 404, answer.body);
      assert.equal(answer.json().error, 'discount_code_not_found');
      assert.equal((await browser.get('/api/discountcode.php?code=WELCOME')).statusCode, 404);
    }
    const none = await app.db
      .select()
      .from(payments)
      .where(inArray(payments.userId, [payer.userId, late.userId]));
    assert.deepEqual(none, []);
    const fresh = await member({ signupHoursAgo: 10 });
    const typed = await fresh.browser.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { bundleId: bundle!.id, method: 'creditcard', discountCode: 'WELCOME' },
    });
    assert.equal(typed.statusCode, 200, typed.body);
  });
});
