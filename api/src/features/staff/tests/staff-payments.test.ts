import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, payments, staffAudit, users } from '../../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const TOKEN = 'payments-admin-token-0123456789';

test('machine-token refunds and chargebacks go through the provider and its webhook; a frozen balance is lifted', async (t) => {
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
  let key = 0;
  const admin = (url: string, token = TOKEN) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'x-requested-with': 'dating-web',
        'idempotency-key': `machine-${(key += 1)}`,
      },
      payload: { reason: 'settled with the member' },
    });
  const member = async () => (await app.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const status = async (id: number) =>
    (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

  const first = await paidPayment();
  assert.equal((await member()).credits, 100);
  assert.equal(
    (await admin(`/api/staff/payments/${first}/refund`, 'wrong-token-0123456789')).statusCode,
    401,
  );

  // The member spends 70, then the payment is refunded: 30 come back, the balance freezes.
  await app.credits.apply({ userId, delta: -70, reason: 'message', reference: 'admin-m1' });
  const refund = await admin(`/api/staff/payments/${first}/refund`);
  assert.equal(refund.statusCode, 200, refund.body);
  await app.payments.sandbox.idle();
  assert.equal(await status(first), 'refunded');
  assert.equal((await member()).credits, 0);
  assert.equal((await member()).creditsFrozen, true);
  assert.equal((await admin(`/api/staff/payments/${first}/refund`)).statusCode, 409);

  const second = await paidPayment();
  await assert.rejects(
    app.credits.apply({ userId, delta: -1, reason: 'message', reference: 'admin-m2' }),
    (error: { errorId?: string }) => error.errorId === 'credits_frozen',
  );
  const lifted = await admin(`/api/staff/members/${userId}/unfreeze-credits`);
  assert.equal(lifted.statusCode, 200, lifted.body);
  await app.credits.apply({ userId, delta: -1, reason: 'message', reference: 'admin-m3' });

  assert.equal((await admin(`/api/staff/payments/${second}/chargeback`)).statusCode, 202);
  await app.payments.sandbox.idle();
  assert.equal(await status(second), 'charged_back');
  assert.equal((await member()).credits, 0);
  assert.equal((await admin('/api/staff/payments/999999/refund')).statusCode, 404);
  assert.equal((await admin('/api/staff/payments/999999/chargeback')).statusCode, 404);
  assert.equal((await admin('/api/staff/members/999999/unfreeze-credits')).statusCode, 404);

  const audit = await app.db.select().from(staffAudit).orderBy(staffAudit.id);
  assert.deepEqual(
    audit.map((row) => [row.action, row.staffId, row.role, row.targetId, row.reason]),
    [
      ['payment.refund', null, 'machine', first, 'settled with the member'],
      ['member.credits_unfreeze', null, 'machine', userId, 'settled with the member'],
      ['payment.chargeback', null, 'machine', second, 'settled with the member'],
    ],
  );
});

test("chargeback and unfreeze: a staff session with payments.refund on the member's site, audited", async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const userId = await createMember(app.db, { siteId: flirt.id, email: 'frozen@example.com' });
  await app.db.update(users).set({ creditsFrozen: true }).where(eq(users.id, userId));
  const [payment] = await app.db
    .insert(payments)
    .values({
      siteId: flirt.id,
      userId,
      provider: 'sandbox',
      providerReference: 'sandbox-ref-1',
      status: 'completed',
      amountCents: 1000,
      currency: 'EUR',
      credits: 50,
      paymentMethod: 'visa',
    })
    .returning();
  const routes = [
    `/api/staff/payments/${payment!.id}/chargeback`,
    `/api/staff/members/${userId}/unfreeze-credits`,
  ];
  const anonymous = new Browser(app);
  const moderator = await staffBrowser(app, 'moderator');
  const herzSupport = await staffBrowser(app, 'support', { sites: [herz.id] });
  const support = await staffBrowser(app, 'support', { sites: [flirt.id] });
  for (const url of routes) {
    const send = (browser: Browser, payload: unknown = { reason: 'bank letter' }) =>
      browser.request({ method: 'POST', url, payload });
    assert.equal((await send(anonymous)).statusCode, 401, url);
    assert.equal((await send(moderator.browser)).json().error, 'staff_permission_denied', url);
    assert.equal((await send(herzSupport.browser)).json().error, 'staff_site_forbidden', url);
    assert.equal((await send(support.browser, {})).statusCode, 400, 'a reason is required');
  }
  assert.equal((await staffAuditRows()).length, 0, 'nothing refused was audited');
  assert.equal(
    (await support.browser.request({ method: 'POST', url: routes[1]!, payload: { reason: 'bank letter' } }))
      .statusCode,
    200,
  );
  const [member] = await app.db.select().from(users).where(eq(users.id, userId));
  assert.equal(member?.creditsFrozen, false);
  const rows = await staffAuditRows();
  assert.deepEqual(
    rows.map((row) => [row.action, row.staffId, row.role, row.siteId, row.before, row.after]),
    [
      [
        'member.credits_unfreeze',
        support.id,
        'support',
        flirt.id,
        { creditsFrozen: true },
        { creditsFrozen: false },
      ],
    ],
  );

  async function staffAuditRows() {
    return (await app.db.select().from(staffAudit).orderBy(staffAudit.id)).filter(
      (row) => !row.action.startsWith('staff.'),
    );
  }
});
