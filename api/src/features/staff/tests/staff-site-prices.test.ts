import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { creditBundles, discountCodes, payments, profiles, staffAudit } from '../../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const BUNDLES = '/api/staff/sites/flirt.test/bundles';
const CODES = '/api/staff/sites/flirt.test/discount-codes';

test('the site console: bundles, prices, discount codes and gifts', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  app.payments.sandbox.webhookPlan = () => [];
  const { browser: admin } = await staffBrowser(app, 'admin');
  const bundleCount = async () => (await app.db.select({ id: creditBundles.id }).from(creditBundles)).length;
  const codeCount = async () => (await app.db.select({ id: discountCodes.id }).from(discountCodes)).length;

  // A member in the Netherlands who signed up long ago: no welcome discount, no time bonus.
  const userId = await createMember(app.db, {
    siteId: flirt.id,
    email: 'buyer@example.com',
    signupDate: new Date(Date.now() - 30 * 24 * 3600 * 1000),
  });
  await app.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, userId));
  const buyer = new Browser(app, 'flirt.test');
  await buyer.login('buyer@example.com', FIXTURE_PASSWORD);

  let bundleId = 0;
  await t.test('a bundle is offered at once; a bad one is refused and adds nothing', async () => {
    const before = await bundleCount();
    for (const [what, body] of [
      ['a price below zero', { credits: 100, amountCents: -100, currency: 'EUR' }],
      ['a free bundle', { credits: 100, amountCents: 0, currency: 'EUR' }],
      ['no credits', { credits: 0, amountCents: 999, currency: 'EUR' }],
      ['an unknown currency', { credits: 100, amountCents: 999, currency: 'EUX' }],
      ['an unknown country', { credits: 100, amountCents: 999, currency: 'EUR', country: 'ZZ' }],
    ] as const) {
      const response = await admin.request({ method: 'POST', url: BUNDLES, payload: body });
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.equal(response.json().error, 'validation_failed');
    }
    assert.equal(await bundleCount(), before);

    const created = await admin.request({
      method: 'POST',
      url: BUNDLES,
      payload: { credits: 100, amountCents: 1999, currency: 'eur', popular: true },
    });
    assert.equal(created.statusCode, 201, created.body);
    bundleId = created.json().id;
    assert.equal(created.json().country, null);
    const chf = await admin.request({
      method: 'POST',
      url: BUNDLES,
      payload: { credits: 100, amountCents: 2190, currency: 'CHF', country: 'ch' },
    });
    assert.equal(chf.json().country, 'CH');
    const offer = (await buyer.get('/api/bundles.php')).json();
    assert.deepEqual(
      offer.bundles.map((bundle: { id: number }) => bundle.id),
      [bundleId],
    );
    const listed = (await admin.get(BUNDLES)).json();
    assert.equal(listed.bundles.length, 2);
  });

  await t.test(
    'a price change applies to new checkouts; a payment already started keeps its amount',
    async () => {
      const started = await buyer.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { bundleId, method: 'visa' },
      });
      assert.equal(started.statusCode, 200, started.body);
      const { paymentId, checkoutUrl } = started.json();

      const changed = await admin.request({
        method: 'PATCH',
        url: `${BUNDLES}/${bundleId}`,
        payload: { amountCents: 2499 },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const replacement = changed.json();
      assert.notEqual(replacement.id, bundleId, 'the old bundle is retired, not rewritten');
      assert.equal(replacement.amountCents, 2499);
      const [oldBundle] = await app.db.select().from(creditBundles).where(eq(creditBundles.id, bundleId));
      assert.equal(oldBundle?.amountCents, 1999);
      assert.equal(oldBundle?.active, false);

      // The started payment is paid at the price it was started with.
      const response = await buyer.request({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-requested-with': '',
        },
        payload: 'outcome=paid',
      });
      assert.equal(response.statusCode, 303, response.body);
      // The return page asks for the payment's state, which settles it with the provider.
      assert.equal((await buyer.get(`/api/payment.php?id=${paymentId}`)).json().status, 'completed');
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
      assert.equal(payment?.status, 'completed');
      assert.equal(payment?.amountCents, 1999);
      assert.equal(payment?.credits, 100);

      // New checkouts see the new price only.
      const offer = (await buyer.get('/api/bundles.php')).json();
      assert.deepEqual(
        offer.bundles.map((bundle: { id: number; amountCents: number }) => [bundle.id, bundle.amountCents]),
        [[replacement.id, 2499]],
      );
      const stale = await buyer.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { bundleId, method: 'visa' },
      });
      assert.equal(stale.statusCode, 404);

      const audits = await app.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'site.bundle'), eq(staffAudit.siteId, flirt.id)));
      const last = audits.at(-1)!;
      assert.equal((last.before as { amountCents: number }).amountCents, 1999);
      assert.equal((last.after as { amountCents: number }).amountCents, 2499);

      const negative = await admin.request({
        method: 'PATCH',
        url: `${BUNDLES}/${replacement.id}`,
        payload: { amountCents: -1 },
      });
      assert.equal(negative.statusCode, 400);
      const retired = await admin.request({
        method: 'PATCH',
        url: `${BUNDLES}/${bundleId}`,
        payload: { amountCents: 100 },
      });
      assert.equal(retired.statusCode, 404, 'a retired bundle cannot be changed');
    },
  );

  await t.test('discount codes: created with their limits; an existing code is refused', async () => {
    const created = await admin.request({
      method: 'POST',
      url: CODES,
      payload: {
        code: 'summer-25',
        valuePercentage: 25,
        validity: 'once',
        country: 'NL',
        paymentMethods: ['ideal', 'visa'],
        expires: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().code, 'SUMMER-25');
    assert.deepEqual(created.json().paymentMethods, ['ideal', 'visa']);
    const offer = (await buyer.get('/api/bundles.php?code=summer-25')).json();
    assert.equal(offer.discount.code, 'SUMMER-25');

    const before = await codeCount();
    const refusals: [string, Record<string, unknown>, number, string][] = [
      ['the same code', { code: 'Summer-25', valuePercentage: 10 }, 409, 'discount_code_exists'],
      ['the welcome code', { code: 'welcome', valuePercentage: 10 }, 409, 'discount_code_exists'],
      ['no discount', { code: 'ZERO', valuePercentage: 0 }, 400, 'validation_failed'],
      ['more than everything', { code: 'MORE', valuePercentage: 150 }, 400, 'validation_failed'],
      [
        'an expiry in the past',
        { code: 'OLD', valuePercentage: 5, expires: '2020-01-01T00:00:00Z' },
        400,
        'validation_failed',
      ],
      [
        'an unknown method',
        { code: 'COIN', valuePercentage: 5, paymentMethods: ['bitcoin'] },
        400,
        'validation_failed',
      ],
      [
        'an unknown country',
        { code: 'NOWHERE', valuePercentage: 5, country: 'QQ' },
        400,
        'validation_failed',
      ],
      ['a code with spaces', { code: 'TWO WORDS', valuePercentage: 5 }, 400, 'validation_failed'],
    ];
    for (const [what, body, status, error] of refusals) {
      const response = await admin.request({ method: 'POST', url: CODES, payload: body });
      assert.equal(response.statusCode, status, `${what}: ${response.body}`);
      assert.equal(response.json().error, error, what);
    }
    assert.equal(await codeCount(), before);

    // Another site may have the same code.
    const elsewhere = await admin.request({
      method: 'POST',
      url: '/api/staff/sites/herz.test/discount-codes',
      payload: { code: 'SUMMER-25', valuePercentage: 10 },
    });
    assert.equal(elsewhere.statusCode, 201, elsewhere.body);

    const off = await admin.request({
      method: 'PATCH',
      url: `${CODES}/${created.json().id}`,
      payload: { status: 'inactive' },
    });
    assert.equal(off.json().status, 'inactive');
    const gone = await buyer.get('/api/bundles.php?code=summer-25');
    assert.equal(gone.json().error, 'discount_code_not_found');
    const listed = (await admin.get(CODES)).json();
    const summer = listed.codes.find((code: { code: string }) => code.code === 'SUMMER-25');
    assert.equal(summer.status, 'inactive');
  });

  await t.test('the gift catalogue: a new price or a retired gift shows at once', async () => {
    const listed = (await admin.get('/api/staff/sites/flirt.test/gifts')).json();
    const rose = listed.gifts.find((gift: { key: string }) => gift.key === 'rose');
    assert.equal(rose.credits, flirt.giftCredits);
    const coffee = listed.gifts.find((gift: { key: string }) => gift.key === 'coffee');

    const bad = await admin.request({
      method: 'PATCH',
      url: `/api/staff/sites/flirt.test/gifts/${rose.id}`,
      payload: { credits: -3 },
    });
    assert.equal(bad.statusCode, 400);
    const elsewhere = await admin.request({
      method: 'PATCH',
      url: `/api/staff/sites/herz.test/gifts/${rose.id}`,
      payload: { credits: 30 },
    });
    assert.equal(elsewhere.statusCode, 404, "another site's gift is not this site's");

    const repriced = await admin.request({
      method: 'PATCH',
      url: `/api/staff/sites/flirt.test/gifts/${rose.id}`,
      payload: { credits: 30 },
    });
    assert.equal(repriced.json().credits, 30);
    await admin.request({
      method: 'PATCH',
      url: `/api/staff/sites/flirt.test/gifts/${coffee.id}`,
      payload: { active: false },
    });
    const offered = (await buyer.get('/api/gifts.php')).json().gifts as { key: string; credits: number }[];
    assert.equal(offered.find((gift) => gift.key === 'rose')?.credits, 30);
    assert.equal(
      offered.some((gift) => gift.key === 'coffee'),
      false,
    );
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.gift'), eq(staffAudit.siteId, flirt.id)));
    assert.deepEqual(
      [(audit?.before as { credits: number }).credits, (audit?.after as { credits: number }).credits],
      [flirt.giftCredits, 30],
    );
  });

  await t.test('prices of a site are for the admins of that site only', async () => {
    const { browser: limited } = await staffBrowser(app, 'admin', { sites: [herz.id] });
    assert.equal((await limited.get(BUNDLES)).statusCode, 403);
    const refused = await limited.request({
      method: 'POST',
      url: CODES,
      payload: { code: 'SNEAKY', valuePercentage: 50 },
    });
    assert.equal(refused.statusCode, 403);
    const { browser: support } = await staffBrowser(app, 'support');
    assert.equal((await support.get(BUNDLES)).statusCode, 403);
  });
});
