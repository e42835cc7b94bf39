import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { accountDeletions, creditBundles, invoices, payments, profiles, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { purgeDeletedAccounts } from '../account-deletion/purge-deleted-accounts';
import { createPayment } from '../payments/create-payment';
import { settlePayment } from '../payments/settle-payment';
import { issueInvoice } from './issue-invoice';

const DAY = 24 * 3600_000;

async function paidMember(t: test.TestContext) {
  const { app, config } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2499, currency: 'EUR' })
    .returning();
  const userId = await createMember(app.db, {
    siteId: flirt.id,
    email: 'ada@example.com',
    name: 'Ada',
  });
  await app.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, userId));
  const payment = await createPayment(app, {
    userId,
    site: flirt,
    bundleId: bundle!.id,
    method: 'creditcard',
  });
  // Duplicate and concurrent webhooks: one completion, one invoice.
  const results = await Promise.all(
    Array.from({ length: 5 }, () => settlePayment(app, payment.id, 'completed')),
  );
  assert.equal(results.filter((result) => result.changed).length, 1);
  return { app, config, flirt, userId, paymentId: payment.id };
}

const invoiceRows = (app: Awaited<ReturnType<typeof paidMember>>['app'], paymentId: number) =>
  app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));

test('an invoice is issued once with the completion and never changes after a rename or e-mail change', async (t) => {
  const { app, userId, paymentId } = await paidMember(t);
  const issued = await invoiceRows(app, paymentId);
  assert.equal(issued.length, 1, 'five webhooks issue one invoice');
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  // What was charged (after the welcome discount), 21 % Dutch VAT included.
  const gross = payment!.amountCents;
  const net = Math.round((gross * 100) / 121);
  assert.deepEqual(
    { ...issued[0]!, issuedAt: issued[0]!.issuedAt.toISOString() },
    {
      paymentId,
      number: `INV-${payment!.completedAt!.getUTCFullYear()}-${String(paymentId).padStart(7, '0')}`,
      issuedAt: payment!.completedAt!.toISOString(),
      language: 'en',
      buyerName: 'Ada',
      buyerEmail: 'ada@example.com',
      country: 'NL',
      vatRateBasisPoints: 2100,
      netCents: net,
      vatCents: gross - net,
      grossCents: gross,
      currency: 'EUR',
      credits: 100,
    },
    'the buyer, country and VAT as they were when the payment completed',
  );

  const browser = new Browser(app, 'flirt.test');
  await browser.login('ada@example.com', FIXTURE_PASSWORD);
  const before = {
    json: (await browser.get(`/api/transaction.php?id=${paymentId}`)).json(),
    pdf: (await browser.get(`/api/invoice.php?id=${paymentId}`)).rawPayload,
  };
  assert.equal(before.pdf.subarray(0, 5).toString('latin1'), '%PDF-');

  // The member renames themselves, changes their e-mail, language and country.
  await app.db.update(profiles).set({ name: 'Beatrix', country: 'DE' }).where(eq(profiles.userId, userId));
  await app.db
    .update(users)
    .set({ email: 'beatrix@example.com', language: 'de' })
    .where(eq(users.id, userId));
  // A late or repeated issue (another webhook, a first download) writes nothing over the issued invoice.
  assert.equal((await settlePayment(app, paymentId, 'completed')).changed, false);
  await issueInvoice(app.db, payment!, userId);

  assert.deepEqual(await invoiceRows(app, paymentId), issued, 'the stored invoice is untouched');
  const after = {
    json: (await browser.get(`/api/transaction.php?id=${paymentId}`)).json(),
    pdf: (await browser.get(`/api/invoice.php?id=${paymentId}`)).rawPayload,
  };
  assert.deepEqual(after.json, before.json);
  assert.ok(after.pdf.equals(before.pdf), 'the PDF is the same file, byte for byte');

  await assert.rejects(
    app.db.update(invoices).set({ buyerName: 'Someone else' }).where(eq(invoices.paymentId, paymentId)),
    'an issued invoice cannot be rewritten',
  );
  await assert.rejects(app.db.delete(invoices).where(eq(invoices.paymentId, paymentId)), 'nor removed');
});

test('a payment completed before invoices were stored gets its invoice once, on the first download', async (t) => {
  const { app, userId, paymentId } = await paidMember(t);
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  // A payment row from before migration 0026: completed, no invoice row.
  const [old] = await app.db
    .insert(payments)
    .values({ ...payment!, id: undefined, providerReference: 'old-1', completedAt: sql`now()` })
    .returning();
  const browser = new Browser(app, 'flirt.test');
  await browser.login('ada@example.com', FIXTURE_PASSWORD);
  const downloads = await Promise.all(
    Array.from({ length: 3 }, () => browser.get(`/api/invoice.php?id=${old!.id}`)),
  );
  assert.deepEqual(
    downloads.map((response) => response.statusCode),
    [200, 200, 200],
  );
  await app.db.update(profiles).set({ name: 'Beatrix' }).where(eq(profiles.userId, userId));
  const again = await browser.get(`/api/invoice.php?id=${old!.id}`);
  assert.ok(again.rawPayload.equals(downloads[0]!.rawPayload));
  const rows = await invoiceRows(app, old!.id);
  assert.deepEqual(
    rows.map((row) => row.buyerName),
    ['Ada'],
  );
});

test('erasure keeps issued invoices with their buyer (tax retention) and issues none for the erased', async (t) => {
  const { app, config, flirt, userId, paymentId } = await paidMember(t);
  const [bundle] = await app.db.select().from(creditBundles).where(eq(creditBundles.siteId, flirt.id));
  const pending = await createPayment(app, {
    userId,
    site: flirt,
    bundleId: bundle!.id,
    method: 'creditcard',
  });
  const issued = await invoiceRows(app, paymentId);

  const requested = new Date(Date.now() - 15 * DAY);
  await app.db.update(users).set({ deletedAt: requested }).where(eq(users.id, userId));
  await app.db.insert(accountDeletions).values({
    userId,
    siteId: flirt.id,
    requestedAt: requested,
    reactivateUntil: new Date(requested.getTime() + 14 * DAY),
  });
  assert.equal(await purgeDeletedAccounts(app.db, { now: new Date(), uploadsDir: config.uploadsDir }), 1);

  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  assert.equal(payment!.userId, null, 'the payment loses its link to the member');
  assert.deepEqual(await invoiceRows(app, paymentId), issued, 'the invoice stays as issued, buyer included');

  // A payment of the erased member that completes afterwards is booked, but no invoice names anyone.
  assert.equal((await settlePayment(app, pending.id, 'completed')).changed, true);
  assert.deepEqual(await invoiceRows(app, pending.id), []);
});
