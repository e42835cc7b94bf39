import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  creditBundles,
  payments,
  profiles,
  sitePaymentMethods,
  staffAudit,
  users,
} from '../../../db/schema/index';
import { methodsForCountry } from '../../payments/payment-methods';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const FLIRT_METHODS = '/api/staff/sites/flirt.test/payment-methods';

test('payment methods per country: the console sets them, the checkout offers only those', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const [bundle] = await app.db
    .insert(creditBundles)
    .values({ siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR' })
    .returning();
  app.payments.sandbox.webhookPlan = () => [];
  const { browser: admin } = await staffBrowser(app, 'admin');
  const stored = () => app.db.select().from(sitePaymentMethods);
  const audits = () => app.db.select().from(staffAudit).where(eq(staffAudit.action, 'site.payment_methods'));

  let count = 0;
  async function member(country: string) {
    count += 1;
    const email = `buyer${count}@example.com`;
    const userId = await createMember(app.db, { siteId: flirt.id, email });
    await app.db.update(profiles).set({ country }).where(eq(profiles.userId, userId));
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return { userId, browser };
  }
  const offered = async (browser: Browser) =>
    ((await browser.get('/api/bundles.php')).json().methods as { id: string }[]).map((m) => m.id);

  await t.test('without a choice the site offers every method the provider takes there', async () => {
    const answer = await admin.get(FLIRT_METHODS);
    assert.equal(answer.statusCode, 200, answer.body);
    const countries = answer.json().countries as { country: string; custom: boolean; enabled: string[] }[];
    assert.deepEqual(
      countries.map((entry) => entry.country),
      ['GB', 'IE', 'NL'],
      "the site's own countries, main country first",
    );
    for (const entry of countries) {
      assert.equal(entry.custom, false);
      assert.deepEqual(entry.enabled, methodsForCountry(entry.country));
    }
    const nl = (await admin.get(`${FLIRT_METHODS}/nl`)).json();
    assert.deepEqual(nl, {
      country: 'NL',
      available: methodsForCountry('NL'),
      enabled: methodsForCountry('NL'),
      custom: false,
    });
    const { browser } = await member('NL');
    assert.deepEqual(await offered(browser), methodsForCountry('NL'));
  });

  await t.test('bad input: a clear 400 and nothing stored or audited', async () => {
    const cases: [string, string, unknown][] = [
      ['a method the provider does not take in the country', 'NL', { methods: ['ideal', 'blik'] }],
      ['no method at all', 'NL', { methods: [] }],
      ['a method listed twice', 'NL', { methods: ['ideal', 'ideal'] }],
      ['an unknown method', 'NL', { methods: ['bitcoin'] }],
      ['not a country', 'XX', { methods: ['visa'] }],
      ['not two letters', 'x', { methods: ['visa'] }],
      ['three letters', 'NLD', { methods: ['visa'] }],
      ['no body', 'NL', {}],
    ];
    for (const [what, country, payload] of cases) {
      const response = await admin.request({ method: 'PUT', url: `${FLIRT_METHODS}/${country}`, payload });
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.equal(response.json().error, 'validation_failed', what);
      assert.ok(response.json().message, `${what} has a message`);
    }
    const unsupported = await admin.request({
      method: 'PUT',
      url: `${FLIRT_METHODS}/NL`,
      payload: { methods: ['ideal', 'blik'] },
    });
    assert.equal(unsupported.json().details[0].field, 'body.methods');
    assert.match(unsupported.json().details[0].message, /blik/, 'the field message names the method');
    assert.deepEqual(await stored(), []);
    assert.deepEqual(await audits(), []);
  });

  await t.test('an admin unticks methods: audited, and the checkout offers only the rest', async () => {
    const { userId, browser } = await member('NL');
    // Started before the change: this payment keeps its method whatever the console does next.
    const started = await browser.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { bundleId: bundle!.id, method: 'paypal' },
    });
    assert.equal(started.statusCode, 200, started.body);

    const set = await admin.request({
      method: 'PUT',
      url: `${FLIRT_METHODS}/nl`,
      payload: { methods: ['visa', 'ideal'] },
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().enabled, ['ideal', 'visa'], "in the checkout's order");
    assert.equal(set.json().custom, true);

    assert.deepEqual(await offered(browser), ['ideal', 'visa']);
    const refused = await browser.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { bundleId: bundle!.id, method: 'paypal' },
    });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().error, 'payment_method_unavailable');
    const debit = await browser.request({
      method: 'POST',
      url: '/api/directdebit.php',
      payload: {
        bundle_id: bundle!.id,
        account_holder: 'Anna de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Damrak',
        house_number: '1',
        postal_code: '1012 LG',
        city: 'Amsterdam',
        mobile: '+31612345678',
        authorized: true,
      },
    });
    assert.equal(debit.json().error, 'payment_method_unavailable', 'SEPA direct debit is unticked too');

    // Another country and another site keep the provider's list.
    const de = await member('DE');
    assert.deepEqual(await offered(de.browser), methodsForCountry('DE'));
    const herzMember = await createMember(app.db, { siteId: herz.id, email: 'herz-buyer@example.com' });
    await app.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, herzMember));
    const herzBrowser = new Browser(app, 'herz.test');
    await herzBrowser.login('herz-buyer@example.com', FIXTURE_PASSWORD);
    assert.deepEqual(await offered(herzBrowser), methodsForCountry('NL'));

    // The payment started with PayPal before the change still completes.
    const { paymentId, checkoutUrl } = started.json();
    const paid = await browser.request({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-requested-with': '',
      },
      payload: 'outcome=paid',
    });
    assert.equal(paid.statusCode, 303, paid.body);
    const view = (await browser.get(`/api/payment.php?id=${paymentId}`)).json();
    assert.equal(view.status, 'completed');
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    assert.equal(row?.paymentMethod, 'paypal');
    assert.equal((await app.db.select().from(users).where(eq(users.id, userId)))[0]?.credits, 100);

    const [audit] = await audits();
    assert.equal(audit?.siteId, flirt.id);
    assert.deepEqual(audit?.before, { country: 'NL', methods: methodsForCountry('NL'), custom: false });
    assert.deepEqual(audit?.after, { country: 'NL', methods: ['ideal', 'visa'], custom: true });
  });

  await t.test('back to the default: every method again, audited once', async () => {
    const reset = await admin.request({ method: 'DELETE', url: `${FLIRT_METHODS}/NL` });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual(reset.json().enabled, methodsForCountry('NL'));
    assert.equal(reset.json().custom, false);
    const { browser } = await member('NL');
    assert.deepEqual(await offered(browser), methodsForCountry('NL'));
    const again = await admin.request({ method: 'DELETE', url: `${FLIRT_METHODS}/NL` });
    assert.equal(again.statusCode, 200);
    assert.equal((await audits()).length, 2, 'a reset of nothing records nothing');
  });

  await t.test("a country outside the site's list: set and listed after the site's own", async () => {
    const set = await admin.request({
      method: 'PUT',
      url: `${FLIRT_METHODS}/PL`,
      payload: { methods: ['blik'] },
    });
    assert.equal(set.statusCode, 200, set.body);
    const listed = (await admin.get(FLIRT_METHODS)).json().countries as {
      country: string;
      enabled: string[];
    }[];
    assert.deepEqual(
      listed.map((entry) => entry.country),
      ['GB', 'IE', 'NL', 'PL'],
    );
    assert.deepEqual(listed[3]?.enabled, ['blik']);
    const { browser } = await member('PL');
    assert.deepEqual(await offered(browser), ['blik']);
  });

  await t.test('admins only, and only for their own sites', async () => {
    const { browser: moderator } = await staffBrowser(app, 'moderator');
    assert.equal((await moderator.get(FLIRT_METHODS)).statusCode, 403);
    const { browser: limited } = await staffBrowser(app, 'admin', { sites: [herz.id] });
    assert.equal((await limited.get(FLIRT_METHODS)).statusCode, 403);
    const put = await limited.request({
      method: 'PUT',
      url: `${FLIRT_METHODS}/NL`,
      payload: { methods: ['visa'] },
    });
    assert.equal(put.statusCode, 403);
    assert.equal((await limited.get('/api/staff/sites/herz.test/payment-methods')).statusCode, 200);
    const rows = await app.db
      .select()
      .from(sitePaymentMethods)
      .where(and(eq(sitePaymentMethods.siteId, flirt.id), eq(sitePaymentMethods.country, 'NL')));
    assert.deepEqual(rows, []);
  });
});
