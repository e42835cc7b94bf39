import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { siteContentPages, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const PAGES = '/api/staff/sites/flirt.test/content-pages';
const GERMAN_TERMS = `${PAGES}/terms/de`;
const TERMS = {
  title: 'AGB',
  body: '## Wer wir sind\n{site} wird betrieben von {company}.',
  validFrom: '2026-12-01',
};

test("the site console: a site's own content page texts per locale", async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const { browser: admin } = await staffBrowser(app, 'admin');
  const visitor = new Browser(app, 'flirt.test');
  const herzVisitor = new Browser(app, 'herz.test');
  const rows = async () => app.db.select().from(siteContentPages);
  const audits = async () =>
    app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'site.content_page'), eq(staffAudit.siteId, flirt.id)));

  await t.test('without a text of its own a page shows the built-in one', async () => {
    const answer = await visitor.get('/api/content-page.php?page=terms&locale=de');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json(), { page: 'terms', locale: 'de', text: null });
    const listed = (await admin.get(PAGES)).json();
    assert.deepEqual(
      listed.pages.map((entry: { page: string }) => entry.page),
      ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban'],
    );
    assert.ok(listed.pages.every((entry: { overridden: string[] }) => entry.overridden.length === 0));
    // No text of its own is an answer (200, null), not a 404 the console's browser would log.
    const own = await admin.get(GERMAN_TERMS);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.body, 'null');
    assert.match(String(own.headers['content-type']), /application\/json/);
    assert.equal((await admin.get(`${PAGES}/imprint/de`)).statusCode, 400);
    assert.equal((await admin.get(`${PAGES}/terms/xx`)).statusCode, 400);
    assert.equal((await admin.get('/api/staff/sites/nope.test/content-pages/terms/de')).statusCode, 404);
  });

  await t.test('bad input is refused and changes nothing', async () => {
    for (const [what, url, body] of [
      ['an empty text', GERMAN_TERMS, { ...TERMS, body: '   ' }],
      ['an empty title', GERMAN_TERMS, { ...TERMS, title: '' }],
      ['a text too long', GERMAN_TERMS, { ...TERMS, body: 'x'.repeat(50_001) }],
      ['a day that does not exist', GERMAN_TERMS, { ...TERMS, validFrom: '2026-02-30' }],
      ['a date that is no date', GERMAN_TERMS, { ...TERMS, validFrom: 'tomorrow' }],
      ['no date', GERMAN_TERMS, { title: TERMS.title, body: TERMS.body }],
      ['an unknown page', `${PAGES}/imprint/de`, TERMS],
      ['an unknown locale', `${PAGES}/terms/xx`, TERMS],
    ] as const) {
      const response = await admin.request({ method: 'PUT', url, payload: body });
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.equal(response.json().error, 'validation_failed', what);
    }
    const unknown = await admin.request({
      method: 'PUT',
      url: '/api/staff/sites/nope.test/content-pages/terms/de',
      payload: TERMS,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal((await rows()).length, 0);
    assert.equal((await audits()).length, 0);
    assert.equal((await visitor.get('/api/content-page.php?page=imprint&locale=de')).statusCode, 400);
  });

  await t.test('a saved text shows for its site and locale only, and is audited', async () => {
    const saved = await admin.request({ method: 'PUT', url: GERMAN_TERMS, payload: TERMS });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().validFrom, '2026-12-01');
    assert.equal(saved.json().locale, 'de');
    assert.ok(saved.json().updatedBy);

    const shown = (await visitor.get('/api/content-page.php?page=terms&locale=de')).json();
    assert.deepEqual(shown.text, TERMS);
    assert.equal((await visitor.get('/api/content-page.php?page=terms&locale=en')).json().text, null);
    assert.equal((await visitor.get('/api/content-page.php?page=privacy&locale=de')).json().text, null);
    assert.equal((await herzVisitor.get('/api/content-page.php?page=terms&locale=de')).json().text, null);

    const listed = (await admin.get(PAGES)).json();
    assert.deepEqual(listed.pages.find((entry: { page: string }) => entry.page === 'terms').overridden, [
      'de',
    ]);
    assert.equal((await admin.get(GERMAN_TERMS)).json().title, 'AGB');

    const changed = await admin.request({
      method: 'PUT',
      url: GERMAN_TERMS,
      payload: { ...TERMS, body: 'Neu.', validFrom: '2027-01-15' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await visitor.get('/api/content-page.php?page=terms&locale=de')).json().text.body, 'Neu.');

    const [created, updated] = await audits();
    assert.equal((created?.before as { text: string }).text, 'built-in');
    assert.equal((created?.after as { body: string }).body, TERMS.body);
    assert.equal((updated?.before as { validFrom: string }).validFrom, '2026-12-01');
    assert.equal((updated?.after as { validFrom: string }).validFrom, '2027-01-15');
  });

  await t.test('an admin limited to another site can neither read nor change this one', async () => {
    const { browser: other } = await staffBrowser(app, 'admin', { sites: [herz.id] });
    assert.equal((await other.get(PAGES)).statusCode, 403);
    assert.equal((await other.get(GERMAN_TERMS)).statusCode, 403);
    const put = await other.request({
      method: 'PUT',
      url: GERMAN_TERMS,
      payload: { ...TERMS, body: 'Fremd.' },
    });
    assert.equal(put.statusCode, 403);
    assert.equal((await other.request({ method: 'DELETE', url: GERMAN_TERMS })).statusCode, 403);
    const own = await other.request({
      method: 'PUT',
      url: '/api/staff/sites/herz.test/content-pages/faq/de',
      payload: TERMS,
    });
    assert.equal(own.statusCode, 200, own.body);
    const { browser: moderator } = await staffBrowser(app, 'moderator');
    assert.equal((await moderator.get(PAGES)).statusCode, 403);
    assert.equal((await visitor.get('/api/content-page.php?page=terms&locale=de')).json().text.body, 'Neu.');
  });

  await t.test('a reset shows the built-in text again, audited; a second reset finds nothing', async () => {
    const reset = await admin.request({ method: 'DELETE', url: GERMAN_TERMS });
    assert.equal(reset.statusCode, 204, reset.body);
    assert.equal((await visitor.get('/api/content-page.php?page=terms&locale=de')).json().text, null);
    assert.equal((await admin.get(GERMAN_TERMS)).json(), null);
    const last = (await audits()).at(-1);
    assert.equal((last?.after as { text: string }).text, 'built-in');
    assert.equal((last?.before as { body: string }).body, 'Neu.');
    const again = await admin.request({ method: 'DELETE', url: GERMAN_TERMS });
    assert.equal(again.statusCode, 404);
    assert.equal((await audits()).length, 3);
  });
});
