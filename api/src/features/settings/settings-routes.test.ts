import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';

test('site settings, company info, interests and regions', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

  await t.test('_force_domain picks the site and every public setting is there', async () => {
    const flirt = (await get('/api/settings.php?_force_domain=flirt.test&utm_source=x')).json();
    assert.equal(flirt.domain, 'flirt.test');
    assert.equal(flirt.niche, 1);
    assert.deepEqual(flirt.countries, ['GB', 'IE', 'NL']);
    assert.deepEqual(flirt.minimum_message_costs.GB, { costs: 0.49, currency: 'GBP' });
    assert.equal(flirt.support_phone, '+31201234567', 'dashes and spaces removed');
    assert.deepEqual(Object.keys(flirt.region_data), ['GB', 'IE', 'NL']);
    assert.ok(flirt.region_data.NL.some((region: { name: string }) => region.name === 'Noord-Holland'));
    assert.equal(flirt.interests.length, 51);
    for (const key of [
      'fictional_warning',
      'visible_profile_fields',
      'search_fields',
      'message_credits',
      'refund_days',
    ]) {
      assert.ok(key in flirt, key);
    }
    const herz = (await get('/api/settings.php?_force_domain=www.herz.test')).json();
    assert.equal(herz.domain, 'herz.test');
    assert.equal(herz.niche, 3);
    assert.equal(herz.domain_language, 'de_DE');
  });

  await t.test('without _force_domain the Host decides; an unknown host gets the first site', async () => {
    assert.equal((await get('/api/settings.php', { host: 'herz.test' })).json().domain, 'herz.test');
    assert.equal((await get('/api/settings.php')).json().domain, 'flirt.test');
  });

  await t.test(
    '<domain>.localhost is that site (local demos of every site without a hosts file)',
    async () => {
      const local = (host: string) =>
        get('/api/settings.php', { host }).then((answer) => answer.json().domain);
      assert.equal(await local('herz.test.localhost:8080'), 'herz.test');
      assert.equal(await local('www.herz.test.localhost'), 'herz.test');
      assert.equal(await local('localhost:8080'), 'flirt.test', 'plain localhost is still the first site');
    },
  );

  await t.test('geoip_country comes from the CDN header, else the first country of the site', async () => {
    // The tests' requests come from 127.0.0.1, their trusted proxy, which names the client it forwards.
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    const fromHeader = (
      await get('/api/settings.php?_force_domain=flirt.test', { ...proxied, 'cf-ipcountry': 'nl' })
    ).json();
    assert.equal(fromHeader.geoip_country, 'NL');
    assert.equal(fromHeader.geoip_selected_country, 'NL');
    // A client talking to the server directly names no country: the header is its own invention.
    const forged = (await get('/api/settings.php?_force_domain=flirt.test', { 'cf-ipcountry': 'nl' })).json();
    assert.equal(forged.geoip_country, 'GB');
    const abroad = (
      await get('/api/settings.php?_force_domain=flirt.test', { ...proxied, 'x-country': 'US' })
    ).json();
    assert.equal(abroad.geoip_country, 'US');
    assert.equal(abroad.geoip_selected_country, 'GB');
    assert.equal((await get('/api/settings.php?_force_domain=herz.test')).json().geoip_country, 'DE');
  });

  await t.test('interests are translated into the request locale', async () => {
    const german = (await get('/api/interests.php', { host: 'herz.test' })).json();
    assert.equal(german.find((i: { id: string }) => i.id === 'cooking').name, 'Kochen');
    const dutch = (await get('/api/interests.php?language=nl')).json();
    assert.equal(dutch.find((i: { id: string }) => i.id === 'cooking').name, 'Koken');
    const byHeader = (await get('/api/interests.php', { 'accept-language': 'fr-FR,fr;q=0.9' })).json();
    assert.equal(byHeader.find((i: { id: string }) => i.id === 'cooking').name, 'Cuisine');
    const bad = await get('/api/interests.php?language=xx');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'validation_failed');
  });

  await t.test('regions: the site countries by default, or one country', async () => {
    const site = (await get('/api/regions.php', { host: 'herz.test' })).json();
    assert.deepEqual(Object.keys(site), ['DE', 'AT', 'CH']);
    assert.ok(site.DE.some((region: { name: string }) => region.name === 'Bayern'));
    const one = (await get('/api/regions.php?country=be')).json();
    assert.deepEqual(Object.keys(one), ['BE']);
    assert.equal((await get('/api/regions.php?country=Belgium')).statusCode, 400);
  });

  await t.test('company info of the site', async () => {
    const info = (await get('/api/companyinfo.php')).json();
    assert.equal(info.name, 'Test Media B.V.');
    assert.deepEqual(info.vat_numbers, ['NL123456789B01']);
  });
});
