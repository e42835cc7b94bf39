import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { landerCopy, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const COPY = '/api/staff/lander-copy';
const put = (browser: Browser, path: string, text: unknown) =>
  browser.request({ method: 'PUT', url: `${COPY}/${path}`, payload: { text } });

test('lander copy in the console: who may edit it, validation, audit, and what the landers get', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const { browser: marketing } = await staffBrowser(app, 'marketing');
  const visitor = new Browser(app, 'herz.test');
  const rows = async () => app.db.select().from(landerCopy);

  await t.test('the answer lists the sites and the built-in texts of the site niche per locale', async () => {
    const answer = (await marketing.get(`${COPY}?site=herz.test`)).json();
    assert.deepEqual(answer.site, { domain: 'herz.test', name: 'Herz', locale: 'de' });
    assert.deepEqual(
      answer.sites.map((site: { domain: string }) => site.domain),
      ['flirt.test', 'herz.test'],
    );
    assert.deepEqual(answer.overrides, []);
    const builtIn = (kind: string, locale: string, field: string) =>
      answer.builtIn.find(
        (row: { kind: string; locale: string; field: string }) =>
          row.kind === kind && row.locale === locale && row.field === field,
      )?.text;
    // Herz is niche 3 (love); the evening lander has its own headline.
    assert.equal(builtIn('all', 'de', 'headline'), 'Finde den Menschen, mit dem du dein Leben teilst');
    assert.equal(builtIn('gallery', 'en', 'cta'), 'Sign up free');
    assert.equal(builtIn('alonetonight', 'en', 'headline'), 'Alone tonight?');
    assert.equal(answer.builtIn.length, 10 * 11 * 3, 'every kind, locale and field');
    // Without ?site the first site the staff member may see.
    assert.equal((await marketing.get(COPY)).json().site.domain, 'flirt.test');
  });

  await t.test('bad input is refused with validation_failed and changes nothing', async () => {
    for (const [what, path, text] of [
      ['an unknown kind', 'herz.test/bananas/de/headline', 'Hallo'],
      ['an unknown locale', 'herz.test/gallery/xx/headline', 'Hallo'],
      ['an unknown field', 'herz.test/gallery/de/footer', 'Hallo'],
      ['an empty text', 'herz.test/gallery/de/headline', '   '],
      ['a number', 'herz.test/gallery/de/headline', 42],
      ['a headline too long', 'herz.test/gallery/de/headline', 'x'.repeat(121)],
      ['a button too long', 'herz.test/gallery/de/cta', 'x'.repeat(41)],
      ['a placeholder the message has not', 'herz.test/gallery/de/headline', 'Hallo {name}'],
      ['a broken message', 'herz.test/gallery/de/headline', 'Hallo {'],
    ] as const) {
      const response = await put(marketing, path, text);
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.equal(response.json().error, 'validation_failed', what);
    }
    const unknownSite = await put(marketing, 'nowhere.test/gallery/de/headline', 'Hallo');
    assert.equal(unknownSite.statusCode, 404);
    assert.deepEqual(await rows(), []);
  });

  await t.test(
    'a text is written, audited, and the lander of that kind gets it; all landers too',
    async () => {
      const saved = await put(marketing, 'herz.test/gallery/de/headline', '  Frühling in Berlin  ');
      assert.equal(saved.statusCode, 200, saved.body);
      const entry = saved.json().overrides[0];
      assert.equal(entry.text, 'Frühling in Berlin', 'trimmed');
      assert.equal(entry.kind, 'gallery');
      assert.match(entry.updatedBy ?? '', /marketing/i);
      assert.equal((await put(marketing, 'herz.test/all/de/cta', 'Jetzt los')).statusCode, 200);
      assert.equal((await put(marketing, 'herz.test/all/de/headline', 'Für alle')).statusCode, 200);

      const gallery = await visitor.get('/api/lander-copy.php?kind=gallery');
      assert.equal(gallery.statusCode, 200);
      assert.equal(gallery.headers['cache-control'], 'no-cache');
      assert.deepEqual(gallery.json(), {
        copy: { de: { headline: 'Frühling in Berlin', cta: 'Jetzt los' } },
      });
      assert.deepEqual((await visitor.get('/api/lander-copy.php?kind=video')).json(), {
        copy: { de: { headline: 'Für alle', cta: 'Jetzt los' } },
      });
      // Another site's landers know nothing of it.
      const flirtVisitor = new Browser(app, 'flirt.test');
      assert.deepEqual((await flirtVisitor.get('/api/lander-copy.php?kind=gallery')).json(), { copy: {} });
      assert.equal((await visitor.get('/api/lander-copy.php?kind=all')).statusCode, 400);

      const [audit] = await app.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'site.lander_copy'), eq(staffAudit.siteId, herz.id)));
      assert.equal(audit?.before, null);
      assert.deepEqual(audit?.after, {
        kind: 'gallery',
        locale: 'de',
        field: 'headline',
        text: 'Frühling in Berlin',
      });

      // A change records before and after; the same text again changes nothing and is not audited.
      await put(marketing, 'herz.test/gallery/de/headline', 'Sommer in Berlin');
      await put(marketing, 'herz.test/gallery/de/headline', 'Sommer in Berlin');
      const audits = await app.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'site.lander_copy'), eq(staffAudit.siteId, herz.id)));
      assert.equal(audits.length, 4);
      assert.deepEqual(
        [(audits[3]?.before as { text: string }).text, (audits[3]?.after as { text: string }).text],
        ['Frühling in Berlin', 'Sommer in Berlin'],
      );
    },
  );

  await t.test('removing a text brings the built-in one back, audited', async () => {
    const removed = await marketing.request({
      method: 'DELETE',
      url: `${COPY}/herz.test/gallery/de/headline`,
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().removed, true);
    assert.deepEqual((await visitor.get('/api/lander-copy.php?kind=gallery')).json(), {
      copy: { de: { headline: 'Für alle', cta: 'Jetzt los' } },
    });
    const again = await marketing.request({ method: 'DELETE', url: `${COPY}/herz.test/gallery/de/headline` });
    assert.equal(again.json().removed, false);
    const audits = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.lander_copy'), eq(staffAudit.siteId, herz.id)));
    assert.equal(audits.length, 5, 'a removal of nothing is not audited');
    assert.deepEqual(audits[4]?.after, null);
  });

  await t.test('roles without landers.copy get 403; a site-limited account only its sites', async () => {
    const { browser: moderator } = await staffBrowser(app, 'moderator');
    assert.equal((await moderator.get(COPY)).statusCode, 403);
    assert.equal((await put(moderator, 'herz.test/gallery/de/lead', 'Hallo')).statusCode, 403);
    const { browser: admin } = await staffBrowser(app, 'admin');
    assert.equal((await put(admin, 'flirt.test/video/en/lead', 'Hello there')).statusCode, 200);

    const { browser: flirtOnly } = await staffBrowser(app, 'marketing', { sites: [flirt.id] });
    const own = (await flirtOnly.get(COPY)).json();
    assert.deepEqual(
      own.sites.map((site: { domain: string }) => site.domain),
      ['flirt.test'],
    );
    assert.equal((await flirtOnly.get(`${COPY}?site=herz.test`)).statusCode, 403);
    const before = (await rows()).length;
    assert.equal((await put(flirtOnly, 'herz.test/gallery/de/lead', 'Hallo')).statusCode, 403);
    assert.equal(
      (await flirtOnly.request({ method: 'DELETE', url: `${COPY}/herz.test/all/de/cta` })).statusCode,
      403,
    );
    assert.equal((await rows()).length, before);
  });

  await t.test('without a staff session: 401, nothing read', async () => {
    const response = await new Browser(app, 'herz.test').get(COPY);
    assert.equal(response.statusCode, 401);
  });
});
