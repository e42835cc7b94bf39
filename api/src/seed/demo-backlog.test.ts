import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows';
import { staffBrowser } from '../testing/staff';
import { buildTestApp } from '../testing/test-app';
import { BACKLOG, backlogTexts } from './demo-backlog';
import { seedDemoData } from './seed-demo';

test('the demo opens with work waiting for every staff role, in each site’s language; a re-seed adds none', async (t) => {
  const { app, config } = await buildTestApp(t, { seedDemo: true, demoProfiles: 40 });
  const sites = await sqlRows<{ id: number; domain_language: string }>(
    app.db,
    sql`select id, domain_language from sites order by id`,
  );
  assert.equal(sites.length, 2);

  const moderator = await staffBrowser(app, 'moderator');
  const queues = (await moderator.browser.get('/api/staff/queues')).json().counts;
  assert.equal(queues.photos, BACKLOG.photos * sites.length);
  assert.equal(queues.profileReports, backlogTexts('en').profileReports.length * sites.length);
  assert.equal(queues.chatReports, backlogTexts('en').chatReports.length * sites.length);
  assert.equal(queues.complaints, backlogTexts('en').complaints.length * sites.length);

  // A photo to approve is a real file the moderator sees.
  const pending = await sqlRows<{ filename: string; thumb_filename: string }>(
    app.db,
    sql`select filename, thumb_filename from photos where status = 'pending'`,
  );
  for (const photo of pending) {
    assert.ok(existsSync(join(config.uploadsDir, photo.filename)), photo.filename);
    assert.ok(existsSync(join(config.uploadsDir, photo.thumb_filename)), photo.thumb_filename);
  }

  // The German site's members write in German.
  const german = sites.find((site) => site.domain_language === 'de_DE')!;
  const page = (await moderator.browser.get(`/api/staff/queues/complaints?site=${german.id}`)).json();
  const subjects = JSON.stringify(page);
  assert.ok(
    backlogTexts('de').complaints.every((complaint) => subjects.includes(complaint.subject)),
    'the German complaints are in German',
  );

  // Members wait for a fictional profile's answer, the oldest for over an hour.
  const operator = await staffBrowser(app, 'operator');
  const inbox = (await operator.browser.get('/api/staff/inbox')).json();
  assert.equal(inbox.waiting, BACKLOG.inbox * sites.length);
  assert.ok(inbox.oldestWaitSeconds > 3600, `oldest wait ${inbox.oldestWaitSeconds} s`);
  assert.deepEqual(new Set(inbox.items.map((item: { siteId: number }) => item.siteId)).size, sites.length);

  await seedDemoData(app.db, { uploadsDir: config.uploadsDir, profiles: 40, log: { info() {} } });
  assert.deepEqual((await moderator.browser.get('/api/staff/queues')).json().counts, queues);
});
