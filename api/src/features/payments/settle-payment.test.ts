import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { creditBundles, creditLedger, discountRedemptions, payments, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { createPayment } from './create-payment';
import { settlePayment } from './settle-payment';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

test('settlePayment: exactly once, premium, discount redemption, reversals that freeze', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR' })
    .returning();
  const live: { userId: number; type: string; payload: unknown }[] = [];
  const member = async (email: string, signupHoursAgo = 10) => {
    const userId = await createMember(app.db, {
      siteId: flirt.id,
      email,
      signupDate: hoursAgo(signupHoursAgo),
    });
    app.live.subscribe(userId, (event) => live.push({ userId, type: event.type, payload: event.payload }));
    return userId;
  };
  const user = async (userId: number) => (await app.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const pay = (userId: number, discountCode?: string) =>
    createPayment(app, { userId, site: flirt, bundleId: bundle!.id, method: 'creditcard', discountCode });

  await t.test('five concurrent completions credit once and make the member premium', async () => {
    const userId = await member('five@example.com');
    const payment = await pay(userId);
    assert.equal(payment.status, 'pending');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settlePayment(app, payment.id, 'completed')),
    );
    assert.equal(results.filter((r) => r.changed).length, 1);
    assert.ok(results.every((r) => r.status === 'completed'));
    const after = await user(userId);
    assert.equal(after.credits, 100);
    assert.equal(after.paidUser, true);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    assert.deepEqual(
      ledger.map((row) => [row.reason, row.reference, row.delta]),
      [['payment', String(payment.id), 100]],
    );
    // A late "failed" (or a repeated "completed") changes nothing.
    assert.equal((await settlePayment(app, payment.id, 'failed')).changed, false);
    assert.equal((await user(userId)).credits, 100);
    assert.deepEqual(
      live.filter((event) => event.userId === userId),
      [{ userId, type: 'credits.changed', payload: { credits: 100, paidUser: true } }],
    );
  });

  await t.test('a failed payment books nothing and a retried one credits once', async () => {
    const userId = await member('retry@example.com');
    const first = await pay(userId);
    assert.equal((await settlePayment(app, first.id, 'failed')).changed, true);
    assert.equal((await settlePayment(app, first.id, 'completed')).changed, false, 'failed is final');
    assert.equal((await user(userId)).credits, 0);
    assert.equal((await user(userId)).paidUser, false);
    const second = await pay(userId);
    await settlePayment(app, second.id, 'completed');
    assert.equal((await user(userId)).credits, 100);
  });

  await t.test('a refund below zero takes what is left and freezes the balance', async () => {
    const userId = await member('refund@example.com');
    const payment = await pay(userId);
    await settlePayment(app, payment.id, 'completed');
    await app.credits.apply({ userId, delta: -70, reason: 'message', reference: 'refund-m1' });
    assert.equal((await settlePayment(app, payment.id, 'refunded')).changed, true);
    const after = await user(userId);
    assert.equal(after.credits, 0);
    assert.equal(after.creditsFrozen, true);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    assert.equal(row!.creditsReversed, 30);
    const [refund] = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'refund'), eq(creditLedger.reference, String(payment.id))));
    assert.equal(refund!.delta, -30);
    // Bought credits arrive, but a frozen balance cannot be spent.
    await app.credits.apply({ userId, delta: 10, reason: 'grant', reference: 'refund-g1' });
    await assert.rejects(
      app.credits.apply({ userId, delta: -1, reason: 'message', reference: 'refund-m2' }),
      (error: { errorId?: string }) => error.errorId === 'credits_frozen',
    );
    assert.equal((await settlePayment(app, payment.id, 'charged_back')).changed, false);
  });

  await t.test('a chargeback of a balance still there takes it all back without freezing', async () => {
    const userId = await member('chargeback@example.com');
    const payment = await pay(userId);
    await settlePayment(app, payment.id, 'completed');
    await settlePayment(app, payment.id, 'charged_back');
    const after = await user(userId);
    assert.equal(after.credits, 0);
    assert.equal(after.creditsFrozen, false);
  });

  await t.test('the time bonus is reserved by the first checkout, given back when it fails', async () => {
    const userId = await member('bonus@example.com', 1);
    const first = await pay(userId);
    assert.equal(first.discountCode, 'TIMEBONUS25');
    assert.equal(first.amountCents, 1500);
    const second = await pay(userId);
    // Reserved by the open first checkout: the next offer (the welcome code) prices the second one.
    assert.equal(second.discountCode, 'WELCOME');
    await assert.rejects(
      pay(userId, 'TIMEBONUS25'),
      (error: { errorId?: string }) => error.errorId === 'discount_code_not_found',
    );
    await settlePayment(app, first.id, 'failed');
    const third = await pay(userId);
    assert.equal(third.discountCode, 'TIMEBONUS25', 'the failed payment gave the code back');
    await Promise.all([
      settlePayment(app, second.id, 'completed'),
      settlePayment(app, third.id, 'completed'),
    ]);
    const redemptions = await app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.userId, userId));
    assert.deepEqual(redemptions.map((row) => [row.code, row.paymentId]).sort(), [
      ['TIMEBONUS25', third.id],
      ['WELCOME', second.id],
    ]);
    assert.equal((await user(userId)).credits, 200);
    const fourth = await pay(userId);
    assert.equal(fourth.discountCode, null, 'a paying member has no active discount');
    assert.equal(fourth.amountCents, 2000);
  });

  await t.test('a typed code: used once per member, minimum order', async () => {
    const userId = await member('code@example.com');
    const payment = await pay(userId, 'spring10');
    assert.equal(payment.discountCode, 'SPRING10');
    assert.equal(payment.amountCents, 1800);
    await settlePayment(app, payment.id, 'completed');
    await assert.rejects(
      pay(userId, 'SPRING10'),
      (error: { errorId?: string }) => error.errorId === 'discount_code_used',
    );
    const [cheap] = await app.db
      .insert(creditBundles)
      .values({ siteId: flirt.id, credits: 10, amountCents: 500, currency: 'EUR' })
      .returning();
    const other = await member('cheap@example.com');
    await assert.rejects(
      createPayment(app, {
        userId: other,
        site: flirt,
        bundleId: cheap!.id,
        method: 'visa',
        discountCode: 'SPRING10',
      }),
      (error: { errorId?: string }) => error.errorId === 'discount_code_minimum_order',
    );
    await assert.rejects(
      createPayment(app, { userId: other, site: flirt, bundleId: cheap!.id, method: 'ideal' }),
      (error: { errorId?: string }) => error.errorId === 'payment_method_unavailable',
      'iDEAL is for the Netherlands; the fixture member lives in GB',
    );
  });
});
