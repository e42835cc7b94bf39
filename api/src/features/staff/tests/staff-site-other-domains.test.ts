import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { sites, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

test("a site's other domains: served as the site, unique across all sites, audited", async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const { browser: admin } = await staffBrowser(app, 'admin');
  const siteRow = async (id: number) => (await app.db.select().from(sites).where(eq(sites.id, id)))[0]!;
  const siteName = async (host: string) =>
    (await new Browser(app, host).get('/api/settings.php')).json().name;
  // What a new site needs, copied from flirt's settings.
  const flirtSettings = async () => {
    const {
      id: _id,
      createdAt: _createdAt,
      ...settings
    } = (await admin.get('/api/staff/sites/flirt.test')).json<Record<string, unknown>>();
    return settings;
  };
  const patch = (domain: string, payload: Record<string, unknown>) =>
    admin.request({ method: 'PATCH', url: `/api/staff/sites/${domain}`, payload });

  await t.test('an other domain serves the site at once, also as www. and <name>.localhost', async () => {
    assert.equal(await siteName('herzklopfen.example'), flirt.name, 'an unknown name falls back');
    const saved = await patch('herz.test', { otherDomains: ['Herzklopfen.example', 'herz.example'] });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().otherDomains, ['herzklopfen.example', 'herz.example']);
    assert.equal(saved.json().domain, 'herz.test', 'the main domain stays');
    for (const host of ['herzklopfen.example', 'www.herz.example', 'herzklopfen.example.localhost']) {
      assert.equal(await siteName(host), herz.name, host);
    }
    // The site is still known by its main domain: links for crawlers (and canonical links, mails) use it.
    const robots = await new Browser(app, 'herzklopfen.example').get('/robots.txt');
    assert.match(robots.body, /^Sitemap: https:\/\/herz\.test\/sitemap\.xml$/m);
    const file = (await admin.get('/api/staff/sites/herz.test')).json();
    assert.deepEqual(file.otherDomains, ['herzklopfen.example', 'herz.example']);
    const listed = (await admin.get('/api/staff/sites')).json();
    const rows = new Map(
      listed.sites.map((site: { domain: string; otherDomains: string[] }) => [
        site.domain,
        site.otherDomains,
      ]),
    );
    assert.deepEqual(rows.get('herz.test'), ['herzklopfen.example', 'herz.example'], 'the list shows them');
    assert.deepEqual(rows.get('flirt.test'), []);

    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.update'), eq(staffAudit.siteId, herz.id)))
      .orderBy(desc(staffAudit.id));
    assert.deepEqual(audit?.before, { otherDomains: [] });
    assert.deepEqual(audit?.after, { otherDomains: ['herzklopfen.example', 'herz.example'] });
  });

  await t.test(
    'a name another site holds, as main or other domain, is refused and nothing changes',
    async () => {
      const flirtBefore = await siteRow(flirt.id);
      const herzBefore = await siteRow(herz.id);
      const auditsBefore = (await app.db.select({ id: staffAudit.id }).from(staffAudit)).length;
      const cases: [string, string, Record<string, unknown>, number, string, string | null][] = [
        [
          'another main domain',
          'flirt.test',
          { otherDomains: ['herz.test'] },
          409,
          'site_domain_taken',
          'otherDomains',
        ],
        [
          "another's other domain",
          'flirt.test',
          { otherDomains: ['flirt.example', 'HERZ.example'] },
          409,
          'site_domain_taken',
          'otherDomains',
        ],
        [
          "another's other domain as main",
          'flirt.test',
          { domain: 'herzklopfen.example' },
          409,
          'site_domain_taken',
          'domain',
        ],
        [
          'its own main domain',
          'flirt.test',
          { otherDomains: ['flirt.test'] },
          400,
          'validation_failed',
          'otherDomains',
        ],
        [
          'a name twice',
          'flirt.test',
          { otherDomains: ['a.example', 'a.example'] },
          400,
          'validation_failed',
          null,
        ],
        [
          'a localhost name',
          'flirt.test',
          { otherDomains: ['flirt.localhost'] },
          400,
          'validation_failed',
          null,
        ],
        ['with www.', 'flirt.test', { otherDomains: ['www.flirt.example'] }, 400, 'validation_failed', null],
        [
          'more than ten',
          'flirt.test',
          { otherDomains: Array.from({ length: 11 }, (_, i) => `f${i}.example`) },
          400,
          'validation_failed',
          null,
        ],
        [
          'main moved onto an own other domain',
          'herz.test',
          { domain: 'herz.example' },
          400,
          'validation_failed',
          'otherDomains',
        ],
      ];
      for (const [what, domain, change, status, error, field] of cases) {
        const response = await patch(domain, change);
        assert.equal(response.statusCode, status, `${what}: ${response.body}`);
        assert.equal(response.json().error, error, what);
        if (field) {
          const fields = (response.json().details as { field: string }[]).map((detail) => detail.field);
          assert.ok(fields.includes(`body.${field}`), `${what} names ${field}: ${fields.join()}`);
        }
      }
      const created = await admin.request({
        method: 'POST',
        url: '/api/staff/sites',
        payload: {
          ...(await flirtSettings()),
          domain: 'fresh.example',
          otherDomains: ['herz.example'],
        },
      });
      assert.equal(created.statusCode, 409, created.body);
      assert.equal(created.json().error, 'site_domain_taken');

      assert.deepEqual(await siteRow(flirt.id), flirtBefore);
      assert.deepEqual(await siteRow(herz.id), herzBefore);
      assert.equal((await app.db.select({ id: staffAudit.id }).from(staffAudit)).length, auditsBefore);
      assert.equal((await app.db.select({ id: sites.id }).from(sites)).length, 2);
    },
  );

  await t.test('the database refuses a name of another site when the console is bypassed', async () => {
    for (const names of [['flirt.test'], ['herz.example'], ['flirt.example', 'flirt.example']]) {
      await assert.rejects(
        app.db.update(sites).set({ otherDomains: names }).where(eq(sites.id, flirt.id)),
        (error: { code?: string; cause?: { code?: string } }) => (error.cause ?? error).code === '23505',
        names.join(),
      );
    }
    await assert.rejects(
      app.db.update(sites).set({ domain: 'herz.example' }).where(eq(sites.id, flirt.id)),
      (error: { code?: string; cause?: { code?: string } }) => (error.cause ?? error).code === '23505',
    );
    assert.deepEqual((await siteRow(flirt.id)).otherDomains, []);
  });

  await t.test('a site may swap its main domain with one of its other domains', async () => {
    const swapped = await patch('herz.test', {
      domain: 'herz.example',
      otherDomains: ['herzklopfen.example', 'herz.test'],
    });
    assert.equal(swapped.statusCode, 200, swapped.body);
    assert.equal(await siteName('herz.test'), herz.name);
    assert.equal(await siteName('herz.example'), herz.name);
    const back = await patch('herz.example', { domain: 'herz.test', otherDomains: ['herzklopfen.example'] });
    assert.equal(back.statusCode, 200, back.body);
  });

  await t.test('a new site may come with other domains', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/staff/sites',
      payload: {
        ...(await flirtSettings()),
        domain: 'lovenest.example',
        name: 'Lovenest',
        otherDomains: ['lovenest.example.org'],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(await siteName('lovenest.example.org'), 'Lovenest');
  });

  await t.test('a removed other domain stops serving the site', async () => {
    const saved = await patch('herz.test', { otherDomains: [] });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await siteName('herzklopfen.example'), flirt.name);
    assert.equal(await siteName('herz.test'), herz.name);
    // Freed, the name may go to another site.
    const taken = await patch('flirt.test', { otherDomains: ['herzklopfen.example'] });
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(await siteName('herzklopfen.example'), flirt.name);
  });
});
