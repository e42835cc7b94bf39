// Opening a member's file or searching the members is reading their personal data: the audit log says
// who read what, once per reading (a refetch of the open page is the same reading); a refused one leaves
// no row.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { staffAudit } from '../../../db/schema/index';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';
import { READING_WINDOW_MINUTES } from '../core/staff-audit';

test("opening a member's file is audited once per reading, with who, whose file and the site", async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: flirt.id, email: 'read@example.com' });
  const other = await createMember(app.db, { siteId: herz.id, email: 'other@example.com' });
  const support = await staffBrowser(app, 'support');
  const views = () =>
    app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member.view'), eq(staffAudit.targetId, member)));

  const open = (id: number) => support.browser.request({ method: 'GET', url: `/api/staff/members/${id}` });
  assert.equal((await open(member)).statusCode, 200);
  assert.equal((await open(member)).statusCode, 200);
  const [first, ...more] = await views();
  assert.equal(more.length, 0, 'a second opening within the window is the same reading');
  assert.equal(first?.staffId, support.id);
  assert.equal(first?.role, 'support');
  assert.equal(first?.targetType, 'member');
  assert.equal(first?.siteId, flirt.id);

  // A reading older than the window does not count: opening the file again is a new reading. (The log
  // refuses UPDATE, so that older reading is written with its old stamp, of another member's file.)
  await app.db.insert(staffAudit).values({
    staffId: support.id,
    role: 'support',
    action: 'member.view',
    targetType: 'member',
    targetId: other,
    siteId: herz.id,
    at: sql`now() - make_interval(mins => ${READING_WINDOW_MINUTES + 1})`,
  });
  assert.equal((await open(other)).statusCode, 200);
  const otherViews = await app.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, 'member.view'), eq(staffAudit.targetId, other)));
  assert.equal(otherViews.length, 2, 'a reading after the window is logged again');

  // Another staff member's reading is their own row.
  const moderator = await staffBrowser(app, 'moderator');
  assert.equal(
    (await moderator.browser.request({ method: 'GET', url: `/api/staff/members/${member}` })).statusCode,
    200,
  );
  assert.deepEqual((await views()).map((row) => row.role).sort(), ['moderator', 'support']);
});

test('a file staff may not open, or that does not exist, leaves no reading in the log', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const member = await createMember(app.db, { siteId: herz.id, email: 'elsewhere@example.com' });
  const limited = await staffBrowser(app, 'support', { sites: [flirt.id] });
  const refused = await limited.browser.request({ method: 'GET', url: `/api/staff/members/${member}` });
  assert.equal(refused.statusCode, 403, refused.body);
  const everySite = await staffBrowser(app, 'support');
  const missing = await everySite.browser.request({ method: 'GET', url: '/api/staff/members/999999' });
  assert.equal(missing.statusCode, 404);
  const marketing = await staffBrowser(app, 'marketing');
  const noRight = await marketing.browser.request({ method: 'GET', url: `/api/staff/members/${member}` });
  assert.equal(noRight.statusCode, 403);
  const rows = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'member.view'));
  assert.equal(rows.length, 0);
});

test('a member search is audited with what was asked, where and how many were found, once per window', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });
  await createMember(app.db, { siteId: flirt.id, email: 'anne@example.com' });
  const support = await staffBrowser(app, 'support');
  const search = (query: string) =>
    support.browser.request({ method: 'GET', url: `/api/staff/members?${query}` });
  const searches = () =>
    app.db.select().from(staffAudit).where(eq(staffAudit.action, 'member.search')).orderBy(staffAudit.id);

  assert.equal((await search('q=ann')).statusCode, 200);
  assert.equal((await search('q=ann')).statusCode, 200);
  assert.equal((await search(`q=ann&site=${flirt.id}`)).statusCode, 200);
  assert.equal((await search('q=nobody%40example.com')).statusCode, 200);
  const rows = await searches();
  assert.deepEqual(
    rows.map((row) => [row.staffId, row.role, row.siteId, row.after]),
    [
      [support.id, 'support', null, { query: 'ann', found: 2 }],
      [support.id, 'support', flirt.id, { query: 'ann', found: 2 }],
      [support.id, 'support', null, { query: 'nobody@example.com', found: 0 }],
    ],
    'the same search again within the window is the same reading; another site or query is a new one',
  );

  // Refused searches (bad input, a site outside the account's) leave nothing.
  const limited = await staffBrowser(app, 'moderator', { sites: [flirt.id] });
  const other = await limited.browser.request({
    method: 'GET',
    url: `/api/staff/members?q=ann&site=${flirt.id + 1}`,
  });
  assert.equal(other.statusCode, 403);
  assert.equal((await search('q=')).statusCode, 400);
  assert.equal((await searches()).length, 3);
});
