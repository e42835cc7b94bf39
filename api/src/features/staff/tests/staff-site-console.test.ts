import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { creditBundles, gifts, sites, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';
import { setTimeout as delay } from 'node:timers/promises';

const newSite = (companyId: number) => ({
  domain: 'Lovenest.example',
  name: 'Lovenest',
  language: 'nl',
  countries: ['nl', 'BE'],
  niche: 3,
  signups: 'all',
  loggedOutSearch: true,
  entryWarning: false,
  entryWarningCountries: [],
  supportPhone: '+31 20 000 0000',
  supportEmail: 'help@lovenest.example',
  mailName: 'Lovenest',
  title: 'Welkom bij Lovenest',
  description: 'Daten in Nederland en België.',
  companyId,
  currency: 'eur',
  messageCredits: 4,
  photoCredits: 2,
  giftCredits: 15,
  signupCredits: 0,
});

test('the site console: create and edit sites, refuse bad input without changing anything', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  await app.db.update(sites).set({ cdnPrefix: 'https://cdn.flirt.example' }).where(eq(sites.id, flirt.id));
  await app.db.insert(creditBundles).values([
    { siteId: flirt.id, credits: 100, amountCents: 1999, currency: 'EUR', sortOrder: 0 },
    { siteId: flirt.id, credits: 250, amountCents: 3999, currency: 'EUR', sortOrder: 1, popular: true },
    { siteId: flirt.id, credits: 100, amountCents: 1799, currency: 'GBP', country: 'GB' },
  ]);
  const { browser: admin } = await staffBrowser(app, 'admin');
  const siteCount = async () => (await app.db.select({ id: sites.id }).from(sites)).length;
  const siteRow = async (id: number) => (await app.db.select().from(sites).where(eq(sites.id, id)))[0]!;

  await t.test('an admin creates a site; its domain serves it at once, in its language', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/staff/sites',
      payload: newSite(flirt.companyId),
    });
    assert.equal(created.statusCode, 201, created.body);
    const site = created.json();
    assert.equal(site.domain, 'lovenest.example');
    assert.deepEqual(site.countries, ['NL', 'BE']);
    assert.equal(site.currency, 'EUR');
    assert.equal(site.language, 'nl');

    const visitor = new Browser(app, 'lovenest.example.localhost');
    const settings = (await visitor.get('/api/settings.php')).json();
    assert.equal(settings.name, 'Lovenest');
    assert.equal(settings.domain_language, 'nl_NL');
    assert.equal(settings.message_credits, 4);
    assert.equal(settings.cdn_prefix, '');

    // It starts from the template's default bundles (not its per-country ones), in its own currency.
    const bundles = await app.db.select().from(creditBundles).where(eq(creditBundles.siteId, site.id));
    assert.deepEqual(
      bundles.map((bundle) => [bundle.credits, bundle.amountCents, bundle.currency, bundle.country]),
      [
        [100, 1999, 'EUR', null],
        [250, 3999, 'EUR', null],
      ],
    );
    const catalogue = await app.db.select().from(gifts).where(eq(gifts.siteId, site.id));
    assert.ok(catalogue.length > 0, 'the gift catalogue is there');

    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.create'), eq(staffAudit.siteId, site.id)));
    assert.equal((audit?.after as { domain: string }).domain, 'lovenest.example');
  });

  await t.test('bad input gets a clear 4xx and creates nothing', async () => {
    const before = await siteCount();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a taken domain', { domain: 'HERZ.test' }, 409, 'site_domain_taken'],
      ['a domain with www.', { domain: 'www.other.example' }, 400, 'validation_failed'],
      ['not a domain', { domain: 'no spaces.example' }, 400, 'validation_failed'],
      ['a localhost name', { domain: 'other.localhost' }, 400, 'validation_failed'],
      ['a locale not offered', { language: 'pt' }, 400, 'validation_failed'],
      ['an unknown country', { countries: ['XX'] }, 400, 'validation_failed'],
      ['no country', { countries: [] }, 400, 'validation_failed'],
      ['a negative message price', { messageCredits: -1 }, 400, 'validation_failed'],
      ['a fractional price', { photoCredits: 1.5 }, 400, 'validation_failed'],
      ['a niche out of range', { niche: 8 }, 400, 'validation_failed'],
      ['an unknown currency', { currency: 'ABC' }, 400, 'validation_failed'],
      ['an unknown company', { companyId: 9999 }, 400, 'validation_failed'],
      ['an unknown template', { template: 'nowhere.example' }, 400, 'validation_failed'],
      ['an invalid e-mail', { supportEmail: 'not-mail' }, 400, 'validation_failed'],
    ];
    for (const [what, change, status, error] of cases) {
      const response = await admin.request({
        method: 'POST',
        url: '/api/staff/sites',
        payload: { ...newSite(flirt.companyId), domain: 'fresh.example', ...change },
      });
      assert.equal(response.statusCode, status, `${what}: ${response.body}`);
      assert.equal(response.json().error, error, what);
      assert.ok(response.json().message, `${what} has a message`);
    }
    assert.equal(await siteCount(), before);
  });

  await t.test('an edit shows on the next request and audits only what changed', async () => {
    const edited = await admin.request({
      method: 'PATCH',
      url: '/api/staff/sites/herz.test',
      payload: { name: 'Herzklopfen', messageCredits: 7, supportPhone: herz.supportPhone },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().name, 'Herzklopfen');
    const settings = (await new Browser(app, 'herz.test').get('/api/settings.php')).json();
    assert.equal(settings.name, 'Herzklopfen');
    assert.equal(settings.message_credits, 7);
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.update'), eq(staffAudit.siteId, herz.id)));
    assert.deepEqual(audit?.before, { name: herz.name, messageCredits: herz.messageCredits });
    assert.deepEqual(audit?.after, { name: 'Herzklopfen', messageCredits: 7 });
  });

  await t.test('a bad edit changes nothing', async () => {
    const before = await siteRow(herz.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ domain: 'flirt.test' }, 409, 'site_domain_taken'],
      [{ name: 'Fine', giftCredits: -5 }, 400, 'validation_failed'],
      [{ entryWarningCountries: ['DE', 'DE'] }, 400, 'validation_failed'],
      [{ signups: 'closed-ish' }, 400, 'validation_failed'],
      [{}, 400, 'validation_failed'],
    ];
    for (const [change, status, error] of cases) {
      const response = await admin.request({
        method: 'PATCH',
        url: '/api/staff/sites/herz.test',
        payload: change,
      });
      assert.equal(response.statusCode, status, `${JSON.stringify(change)}: ${response.body}`);
      assert.equal(response.json().error, error);
    }
    assert.deepEqual(await siteRow(herz.id), before);
    const missing = await admin.request({
      method: 'PATCH',
      url: '/api/staff/sites/nowhere.test',
      payload: { name: 'X' },
    });
    assert.equal(missing.statusCode, 404);
  });

  await t.test('a change made through another instance shows here within a second', async () => {
    const visitor = new Browser(app, 'flirt.test');
    assert.equal((await visitor.get('/api/settings.php')).json().name, 'Flirt');
    // What another instance's PATCH leaves in the shared database: the row and its audit, no call to this
    // instance's cache.
    await app.db.transaction(async (tx) => {
      await tx.update(sites).set({ name: 'Flirt Elsewhere' }).where(eq(sites.id, flirt.id));
      await tx.insert(staffAudit).values({ action: 'site.update', targetType: 'site', targetId: flirt.id });
    });
    // Each instance asks for the version at most once a second (plugins/site.ts), not on every request.
    await delay(1_100);
    assert.equal((await visitor.get('/api/settings.php')).json().name, 'Flirt Elsewhere');
  });

  await t.test('the console is for admins, and a site-limited admin sees only their sites', async () => {
    const { browser: moderator } = await staffBrowser(app, 'moderator');
    assert.equal((await moderator.get('/api/staff/sites')).statusCode, 403);
    const refused = await moderator.request({
      method: 'PATCH',
      url: '/api/staff/sites/herz.test',
      payload: { name: 'Moderated' },
    });
    assert.equal(refused.statusCode, 403);

    const { browser: limited } = await staffBrowser(app, 'admin', { sites: [herz.id] });
    const list = (await limited.get('/api/staff/sites')).json();
    assert.deepEqual(
      list.sites.map((site: { domain: string }) => site.domain),
      ['herz.test'],
    );
    assert.equal((await limited.get('/api/staff/sites/flirt.test')).statusCode, 403);
    const create = await limited.request({
      method: 'POST',
      url: '/api/staff/sites',
      payload: { ...newSite(flirt.companyId), domain: 'limited.example' },
    });
    assert.equal(create.statusCode, 403);
    assert.equal((await siteRow(herz.id)).name, 'Herzklopfen');
  });
});
