import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { creditBundles, payments, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { buildInvoice } from './build-invoice';
import { findInvoice } from './issue-invoice';
import { splitGross, vatRateBasisPoints } from './vat-rates';

test('VAT is taken out of the gross price at the buyer country rate', () => {
  assert.deepEqual(splitGross(2499, vatRateBasisPoints('NL')), {
    net: 2065,
    vat: 434,
    gross: 2499,
    rateBasisPoints: 2100,
  });
  assert.equal(splitGross(1000, vatRateBasisPoints('fi')).net, 797, 'Finland: 25.5 %');
  assert.equal(splitGross(1000, vatRateBasisPoints('US')).vat, 0, 'no VAT outside the VAT areas');
  for (const gross of [1, 99, 2499, 99_999]) {
    const split = splitGross(gross, vatRateBasisPoints('DE'));
    assert.equal(split.net + split.vat, gross, 'net and VAT add up to the price paid');
  }
});

test('transactions and invoices: own payments only, invoices for completed ones', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2499, currency: 'EUR' })
    .returning();
  const owner = await createMember(app.db, { siteId: flirt.id, email: 'owner@example.com', name: 'Zofia' });
  await app.db.update(users).set({ language: 'pl' }).where(eq(users.id, owner));
  const other = await createMember(app.db, { siteId: flirt.id, email: 'other@example.com' });
  const pay = async (userId: number, status: 'completed' | 'pending' | 'failed', country = 'PL') => {
    const [row] = await app.db
      .insert(payments)
      .values({
        userId,
        bundleId: bundle!.id,
        credits: 100,
        amountCents: 2499,
        currency: 'EUR',
        paymentMethod: 'sepa_direct_debit',
        status,
        provider: 'sepa_mandate',
        providerReference: `t-${Math.random()}`,
        country,
        siteId: flirt.id,
        completedAt: status === 'completed' ? sql`now()` : null,
      })
      .returning();
    return row!;
  };
  const completed = await pay(owner, 'completed');
  const pending = await pay(owner, 'pending');
  const foreign = await pay(other, 'completed');

  const browser = new Browser(app, 'flirt.test');
  await browser.login('owner@example.com', FIXTURE_PASSWORD);

  const list = await browser.get('/api/transactions.php');
  assert.equal(list.statusCode, 200, list.body);
  const items = list.json().items as { id: number; invoice: boolean; status: string }[];
  assert.deepEqual(
    items.map((item) => item.id),
    [pending.id, completed.id],
    'own payments, newest first',
  );
  assert.deepEqual(
    items.map((item) => item.invoice),
    [false, true],
  );

  const one = await browser.get(`/api/transaction.php?id=${completed.id}`);
  assert.equal(one.json().amount, 2499);
  assert.equal((await browser.get(`/api/transaction.php?id=${foreign.id}`)).statusCode, 404);

  const pdf = await browser.get(`/api/invoice.php?id=${completed.id}`);
  assert.equal(pdf.statusCode, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  const number = `INV-${new Date().getUTCFullYear()}-${String(completed.id).padStart(7, '0')}`;
  assert.ok(pdf.rawPayload.toString('latin1').includes(number), 'the PDF names its invoice number');
  assert.ok(pdf.rawPayload.toString('latin1').includes('(Faktura '), "titled in the member's language");

  const notOwner = await browser.get(`/api/invoice.php?id=${foreign.id}`);
  assert.equal(notOwner.statusCode, 404);
  assert.equal(notOwner.json().error, 'transaction_not_found');
  const notPaid = await browser.get(`/api/invoice.php?id=${pending.id}`);
  assert.equal(notPaid.statusCode, 409);
  assert.equal(notPaid.json().error, 'invoice_not_available');
  assert.equal((await browser.get('/api/invoice.php?id=abc')).statusCode, 400);
  assert.equal(
    (await new Browser(app, 'flirt.test').get(`/api/invoice.php?id=${completed.id}`)).statusCode,
    403,
  );

  // The page text is encoded as glyph ids of the embedded font, so the readable parts are checked here.
  const invoice = await findInvoice(app.db, completed.id);
  assert.ok(invoice, 'the first download issued the invoice');
  const { pdf: raw } = await buildInvoice(app.db, flirt, completed, invoice, { compress: false });
  const text = raw.toString('latin1');
  assert.ok(text.includes(`(Faktura ${number})`), 'the title names the invoice');
  assert.ok(text.includes('DejaVuSans'), 'a font with Polish letters is embedded');
  assert.ok(text.includes('/Lang (pl)'));
});
