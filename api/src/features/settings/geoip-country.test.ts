import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import { createSites } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

const signup = {
  email: 'abroad@example.com',
  name: 'Abe',
  date_of_birth: `${new Date().getUTCFullYear() - 30}-01-15`,
  password: 'a-good-password',
  gender: 'male',
  sexuality: 'hetero',
};

test('a client cannot pick its country (prices, VAT, payment methods) with a header', async (t) => {
  // No trusted proxy: the peer is the client, and its CF-IPCountry is whatever it likes.
  const { app } = await buildTestApp(t, { trustProxy: false });
  await createSites(app.db);
  const browser = new Browser(app, 'flirt.test');
  const created = await browser.request({
    method: 'POST',
    url: '/api/signup.php',
    headers: { 'cf-ipcountry': 'DE', 'x-country': 'DE' },
    payload: signup,
  });
  assert.equal(created.statusCode, 200, created.body);
  const [profile] = await app.db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, created.json().id));
  assert.equal(profile!.country, 'GB', 'the site`s first country, not the header`s');
  const offer = await browser.request({
    method: 'GET',
    url: '/api/bundles.php',
    headers: { 'cf-ipcountry': 'DE' },
  });
  assert.equal(offer.json().country, 'GB');
  assert.ok(
    !offer.json().methods.some((m: { id: string }) => m.id === 'sepa_direct_debit'),
    'SEPA stays closed on a site without it',
  );
});
