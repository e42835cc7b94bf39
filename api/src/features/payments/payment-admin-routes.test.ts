import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, payments, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const TOKEN = 'payments-admin-token-0123456789';

test('staff refunds and chargebacks go through the provider and its webhook; a frozen balance is lifted', async (t) => {
  const previous = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = TOKEN;
  t.after(() => {
    if (previous === undefined) delete process.env.ADMIN_TOKEN;
    else process.env.ADMIN_TOKEN = previous;
  });
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR' })
    .returning();
  app.payments.sandbox.webhookPlan = () => [0, 0];
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'refund@example.com' });
  const browser = new Browser(app, 'flirt.test');
  await browser.login('refund@example.com', FIXTURE_PASSWORD);

  async function paidPayment(): Promise<number> {
    const started = await browser.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { bundleId: bundle!.id, method: 'visa' },
    });
    const { paymentId, checkoutUrl } = started.json();
    await app.payments.sandbox.choose(new URL(checkoutUrl).pathname.split('/').pop()!, 'paid');
    await app.payments.sandbox.idle();
    return paymentId;
  }
  const admin = (url: string, payload: unknown, token = TOKEN) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: 'flirt.test', authorization: `Bearer ${token}`, 'x-requested-with': 'dating-web' },
      payload: payload as Record<string, unknown>,
    });
  const member = async () => (await app.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const status = async (id: number) =>
    (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

  const first = await paidPayment();
  assert.equal((await member()).credits, 100);
  assert.equal(
    (await admin('/api/admin/payment-refund.php', { paymentId: first }, 'wrong-token-0123456789')).statusCode,
    401,
  );

  // The member spends 70, then the payment is refunded: 30 come back, the balance freezes.
  await app.credits.apply({ userId, delta: -70, reason: 'message', reference: 'admin-m1' });
  const refund = await admin('/api/admin/payment-refund.php', { paymentId: first });
  assert.equal(refund.statusCode, 202, refund.body);
  await app.payments.sandbox.idle();
  assert.equal(await status(first), 'refunded');
  assert.equal((await member()).credits, 0);
  assert.equal((await member()).creditsFrozen, true);
  assert.equal((await admin('/api/admin/payment-refund.php', { paymentId: first })).statusCode, 409);

  const second = await paidPayment();
  await assert.rejects(
    app.credits.apply({ userId, delta: -1, reason: 'message', reference: 'admin-m2' }),
    (error: { errorId?: string }) => error.errorId === 'credits_frozen',
  );
  const lifted = await admin('/api/admin/credits-unfreeze.php', { userId });
  assert.equal(lifted.statusCode, 200, lifted.body);
  await app.credits.apply({ userId, delta: -1, reason: 'message', reference: 'admin-m3' });

  assert.equal((await admin('/api/admin/sandbox-chargeback.php', { paymentId: second })).statusCode, 202);
  await app.payments.sandbox.idle();
  assert.equal(await status(second), 'charged_back');
  assert.equal((await member()).credits, 0);
  assert.equal((await admin('/api/admin/payment-refund.php', { paymentId: 999999 })).statusCode, 404);
  assert.equal((await admin('/api/admin/credits-unfreeze.php', { userId: 999999 })).statusCode, 404);
});
