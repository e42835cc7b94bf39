import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { creditBundles, creditLedger, profiles, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

test('payment flow through the API and the sandbox PSP', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const [small, big] = await app.db
    .insert(creditBundles)
    .values([
      { siteId: flirt.id, credits: 100, amountCents: 2000, currency: 'EUR', sortOrder: 0 },
      { siteId: flirt.id, credits: 250, amountCents: 4000, currency: 'EUR', sortOrder: 1, popular: true },
      { siteId: flirt.id, credits: 90, amountCents: 1800, currency: 'GBP', country: 'GB' },
    ])
    .returning();
  // Webhooks only when a test asks for them.
  app.payments.sandbox.webhookPlan = () => [];

  let count = 0;
  async function member(options: { country?: string; signupHoursAgo?: number } = {}) {
    count += 1;
    const email = `member${count}@example.com`;
    const userId = await createMember(app.db, {
      siteId: flirt.id,
      email,
      signupDate: hoursAgo(options.signupHoursAgo ?? 10),
    });
    await app.db
      .update(profiles)
      .set({ country: options.country ?? 'NL' })
      .where(eq(profiles.userId, userId));
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return { userId, browser };
  }
  const balance = async (userId: number) =>
    (await app.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const start = (browser: Browser, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url: '/api/payment.php', payload });
  /** What the tester's click on the hosted page does; returns where the browser is sent. */
  async function choose(browser: Browser, checkoutUrl: string, outcome: string) {
    const path = new URL(checkoutUrl).pathname;
    const response = await browser.request({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-requested-with': '',
      },
      payload: `outcome=${outcome}`,
    });
    assert.equal(response.statusCode, 303, response.body);
    return response.headers.location as string;
  }
  const status = async (browser: Browser, paymentId: number) =>
    (await browser.get(`/api/payment.php?id=${paymentId}`)).json();

  await t.test('bundles: a visitor sees the first country, a member their own currency', async () => {
    const visitor = await new Browser(app, 'flirt.test').get('/api/bundles.php');
    assert.equal(visitor.statusCode, 200);
    const offer = visitor.json();
    assert.equal(offer.country, 'GB');
    assert.deepEqual(
      offer.bundles.map((b: { currency: string }) => b.currency),
      ['GBP'],
    );
    assert.equal(offer.member, null);
    assert.equal(offer.discount, null);
    const { browser } = await member({ country: 'NL' });
    const nl = (await browser.get('/api/bundles.php')).json();
    assert.deepEqual(
      nl.bundles.map((b: { id: number }) => b.id),
      [small!.id, big!.id],
    );
    assert.equal(nl.bundles[0].pricePerCreditCents, 15, 'at the discounted price');
    const ideal = nl.methods.find((m: { id: string }) => m.id === 'ideal');
    assert.ok(ideal.issuers.length > 5);
    assert.equal(ideal.logoUrl, '/payment-logos/ideal.svg');
    assert.equal(nl.methods.find((m: { id: string }) => m.id === 'sepa_direct_debit').flow, 'direct_debit');
    // The welcome discount applies without a code (signup 10 h ago: no time bonus).
    assert.equal(nl.discount.code, 'WELCOME');
    assert.equal(nl.bundles[0].discountedAmountCents, 1500);
    const logo = await browser.get('/payment-logos/ideal.svg');
    assert.equal(logo.statusCode, 200);
    assert.match(logo.headers['content-type'] as string, /image\/svg\+xml/);
    assert.equal((await browser.get('/payment-logos/bitcoin.svg')).statusCode, 404);
  });

  await t.test('bundles with a typed code: applied, or the spec`s error', async () => {
    const { browser } = await member();
    const spring = (await browser.get('/api/bundles.php?code=spring10')).json();
    assert.equal(spring.discount.code, 'SPRING10');
    assert.equal(spring.bundles[1].discountedAmountCents, 3600);
    const unknown = await browser.get('/api/bundles.php?code=NOPE');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'discount_code_not_found');
    const bonus = await member({ signupHoursAgo: 1 });
    const offer = (await bonus.browser.get('/api/bundles.php')).json();
    assert.equal(offer.discount.code, 'TIMEBONUS25', 'the time bonus comes before the welcome code');
  });

  await t.test('iDEAL with a bank, paid, webhook before the return: credited once, premium', async () => {
    const { userId, browser } = await member({ country: 'NL' });
    const started = await start(browser, { bundleId: small!.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
    assert.equal(started.statusCode, 200, started.body);
    const { paymentId, checkoutUrl } = started.json();
    assert.equal(new URL(checkoutUrl).host, 'flirt.test', 'the checkout is the sandbox page on the site');
    assert.equal(new URL(checkoutUrl).searchParams.get('language'), 'en', 'in the member`s language');
    const page = await browser.get(new URL(checkoutUrl).pathname);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /ING/);
    assert.match(page.headers['content-security-policy'] as string, /default-src 'none'/);
    assert.doesNotMatch(page.body, /<script/);
    assert.equal((await status(browser, paymentId)).status, 'pending');

    app.payments.sandbox.webhookPlan = () => [0, 5];
    const back = await choose(browser, checkoutUrl, 'paid');
    assert.equal(back, `http://flirt.test/credits/${small!.id}/ideal?payment=${paymentId}`);
    await app.payments.sandbox.idle();
    app.payments.sandbox.webhookPlan = () => [];
    const after = await balance(userId);
    assert.equal(after.credits, 100, 'the duplicate webhook credited nothing more');
    assert.equal(after.paidUser, true);
    const view = await status(browser, paymentId);
    assert.equal(view.status, 'completed');
    assert.equal(view.balance, 100);
    assert.equal(view.paidUser, true);
    assert.equal(view.amountCents, 1500, 'the welcome discount was applied');
  });

  await t.test(
    'return before the webhook: the pending page settles it, late webhooks change nothing',
    async () => {
      const { userId, browser } = await member({ country: 'NL' });
      const { paymentId, checkoutUrl } = (await start(browser, { bundleId: big!.id, method: 'visa' })).json();
      await choose(browser, checkoutUrl, 'paid');
      assert.equal((await status(browser, paymentId)).status, 'completed');
      const reference = new URL(checkoutUrl).pathname.split('/').pop()!;
      const deliveries = await Promise.all(
        Array.from({ length: 5 }, () => app.payments.sandbox.deliverWebhook(reference)),
      );
      assert.deepEqual(deliveries, [200, 200, 200, 200, 200]);
      assert.equal((await balance(userId)).credits, 250);
      const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
      assert.equal(ledger.length, 1);
    },
  );

  await t.test('the same webhook five times at once credits once', async () => {
    const { userId, browser } = await member({ country: 'NL' });
    const { checkoutUrl } = (await start(browser, { bundleId: small!.id, method: 'paypal' })).json();
    await choose(browser, checkoutUrl, 'paid');
    const reference = new URL(checkoutUrl).pathname.split('/').pop()!;
    const webhook = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php?provider=sandbox',
        headers: { host: 'flirt.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${reference}`,
      });
    const responses = await Promise.all(Array.from({ length: 5 }, webhook));
    assert.ok(responses.every((response) => response.statusCode === 200));
    assert.equal((await balance(userId)).credits, 100);
  });

  await t.test('a failed card payment, then a retry that is paid', async () => {
    const { userId, browser } = await member({ country: 'NL' });
    const first = (await start(browser, { bundleId: small!.id, method: 'mastercard' })).json();
    await choose(browser, first.checkoutUrl, 'failed');
    assert.equal((await status(browser, first.paymentId)).status, 'failed');
    // Choosing again on a decided payment does not change it.
    await choose(browser, first.checkoutUrl, 'paid');
    assert.equal((await status(browser, first.paymentId)).status, 'failed');
    const retry = (await start(browser, { bundleId: small!.id, method: 'mastercard' })).json();
    assert.notEqual(retry.paymentId, first.paymentId);
    await choose(browser, retry.checkoutUrl, 'paid');
    assert.equal((await status(browser, retry.paymentId)).status, 'completed');
    assert.equal((await balance(userId)).credits, 100);
    const cancelled = (await start(browser, { bundleId: small!.id, method: 'mastercard' })).json();
    await choose(browser, cancelled.checkoutUrl, 'canceled');
    assert.equal((await status(browser, cancelled.paymentId)).status, 'cancelled');
    const open = (await start(browser, { bundleId: small!.id, method: 'mastercard' })).json();
    app.payments.sandbox.openExpiresAfterMs = 20;
    await choose(browser, open.checkoutUrl, 'open');
    assert.equal((await status(browser, open.paymentId)).status, 'pending');
    // Left open, it expires at the PSP, whose webhook then settles it as expired.
    app.payments.sandbox.webhookPlan = () => [0];
    await new Promise((resolve) => setTimeout(resolve, 30));
    await app.payments.sandbox.idle();
    app.payments.sandbox.webhookPlan = () => [];
    assert.equal((await status(browser, open.paymentId)).status, 'expired');
    assert.equal((await balance(userId)).credits, 100);
  });

  await t.test('only the owner sees a payment; bad input is a 4xx', async () => {
    const owner = await member();
    const other = await member();
    const { paymentId } = (await start(owner.browser, { bundleId: small!.id, method: 'visa' })).json();
    const foreign = await other.browser.get(`/api/payment.php?id=${paymentId}`);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error, 'payment_not_found');
    assert.equal((await new Browser(app).get(`/api/payment.php?id=${paymentId}`)).statusCode, 403);
    assert.equal((await other.browser.get('/api/payment.php?id=abc')).statusCode, 400);
    assert.equal((await other.browser.get('/api/payment.php?id=99999999999')).statusCode, 400);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ bundleId: 0, method: 'visa' }, 400, 'validation_failed'],
      [{ bundleId: small!.id, method: 'bitcoin' }, 400, 'validation_failed'],
      [{ bundleId: 999999, method: 'visa' }, 404, 'bundle_not_found'],
      [{ bundleId: small!.id, method: 'swish' }, 422, 'payment_method_unavailable'],
      [{ bundleId: small!.id, method: 'ideal', issuer: 'ideal_FAKE' }, 422, 'payment_issuer_invalid'],
      [{ bundleId: small!.id, method: 'visa', issuer: 'ideal_INGBNL2A' }, 422, 'payment_issuer_invalid'],
      [{ bundleId: small!.id, method: 'sepa_direct_debit' }, 422, 'payment_method_direct_debit'],
      [{ bundleId: small!.id, method: 'visa', discountCode: 'NOPE' }, 404, 'discount_code_not_found'],
    ];
    for (const [payload, code, error] of cases) {
      const response = await start(other.browser, payload);
      assert.equal(response.statusCode, code, JSON.stringify(payload));
      if (error !== 'validation_failed') assert.equal(response.json().error, error, JSON.stringify(payload));
    }
  });

  await t.test('webhooks: no CSRF header needed, unknown ids answer 200, unknown providers 400', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'sbx_doesnotexist' },
    });
    assert.equal(unknown.statusCode, 200);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=stripe',
      headers: { 'content-type': 'application/json' },
      payload: { id: 'x' },
    });
    assert.equal(wrong.statusCode, 400);
    const page = await app.inject({
      method: 'GET',
      url: '/sandbox-psp/checkout/sbx_doesnotexist',
      headers: { host: 'flirt.test' },
    });
    assert.equal(page.statusCode, 404);
  });

  await t.test('the return URL never comes from a foreign Host', async () => {
    const { browser } = await member();
    const forged = await browser.request({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host: 'evil.example' },
      payload: { bundleId: small!.id, method: 'visa' },
    });
    // An unknown Host is served as the first site, and its links use that site's own domain.
    assert.equal(forged.statusCode, 200, forged.body);
    assert.equal(new URL(forged.json().checkoutUrl).origin, 'https://flirt.test');
  });
});
