import assert from 'node:assert/strict';
import { test } from 'node:test';
import { discountRedemptions } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

test('discount codes: the time bonus, the welcome discount and named codes', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const fresh = await createMember(app.db, {
    siteId: flirt.id,
    email: 'fresh@example.com',
    signupDate: hoursAgo(1),
  });
  await createMember(app.db, { siteId: flirt.id, email: 'old@example.com', signupDate: hoursAgo(5) });
  await createMember(app.db, {
    siteId: flirt.id,
    email: 'payer@example.com',
    signupDate: hoursAgo(1),
    paidUser: true,
  });
  const as = async (email: string) => {
    const browser = new Browser(app, 'flirt.test');
    await browser.login(email, FIXTURE_PASSWORD);
    return browser;
  };

  assert.equal((await new Browser(app, 'flirt.test').get('/api/discountcode.php')).statusCode, 403);

  await t.test(
    'a non-paying member within 14400 s of signup gets TIMEBONUS25 until the window ends',
    async () => {
      const browser = await as('fresh@example.com');
      const response = await browser.get('/api/discountcode.php');
      assert.equal(response.statusCode, 200);
      const code = response.json();
      assert.equal(code.code, 'TIMEBONUS25');
      assert.equal(code.value_percentage, 25);
      assert.equal(code.validity, 'once-per-user');
      assert.equal(code.status, 'active');
      assert.equal(code.user_id, fresh);
      const remaining = new Date(code.expires).getTime() - Date.now();
      assert.ok(remaining > 2.9 * 3600 * 1000 && remaining <= 3 * 3600 * 1000, `remaining ${remaining}`);
    },
  );

  await t.test('no time bonus after the window, for a paying member, or once used', async () => {
    for (const email of ['old@example.com', 'payer@example.com']) {
      const response = await (await as(email)).get('/api/discountcode.php');
      assert.equal(response.statusCode, 404, email);
      assert.equal(response.json().error, 'discount_code_not_found');
    }
    await app.db.insert(discountRedemptions).values({ userId: fresh, code: 'TIMEBONUS25' });
    assert.equal((await (await as('fresh@example.com')).get('/api/discountcode.php')).statusCode, 404);
  });

  await t.test('welcome=true returns the site welcome discount, limited in time', async () => {
    const response = await (await as('old@example.com')).get('/api/discountcode.php?welcome=true');
    assert.equal(response.statusCode, 200);
    const code = response.json();
    assert.equal(code.code, 'WELCOME');
    assert.equal(code.percentage, 25);
    assert.ok(new Date(code.expires).getTime() > Date.now());
    assert.equal(
      (await (await as('payer@example.com')).get('/api/discountcode.php?welcome=true')).statusCode,
      404,
    );
  });

  await t.test('a named code: found, unknown, already used, bad query', async () => {
    const browser = await as('old@example.com');
    const found = await browser.get('/api/discountcode.php?code=spring10');
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().minimum_order_value, 10);
    assert.equal(
      (await browser.get('/api/discountcode.php?code=NOPE')).json().error,
      'discount_code_not_found',
    );
    await app.db
      .insert(discountRedemptions)
      .values({ userId: (await browser.get('/api/user.php')).json().id, code: 'SPRING10' });
    const used = await browser.get('/api/discountcode.php?code=SPRING10');
    assert.equal(used.statusCode, 409);
    assert.equal(used.json().error, 'discount_code_used');
    assert.equal((await browser.get('/api/discountcode.php?welcome=yes')).statusCode, 400);
  });
});
