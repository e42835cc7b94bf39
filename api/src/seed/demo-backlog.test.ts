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
  assert.equal(queues.appeals, sites.length);

  // The appeal is against a photo rejected yesterday: reversing it puts the photo live.
  const [appeal] = (await moderator.browser.get('/api/staff/queues/appeals')).json().items;
  assert.equal(appeal.evidence.decision.kind, 'reject');
  assert.equal(appeal.evidence.decision.queue, 'photos');
  assert.ok(appeal.evidence.text.length > 20);
  // The moderator sees the rejected photo itself, served from the uploads.
  assert.match(appeal.evidence.photoUrl, /^\/uploads\/demo-\d+-rejected-\d+-1\.jpg$/);
  assert.equal((await moderator.browser.get(appeal.evidence.photoUrl)).statusCode, 200);
  const post = (url: string, payload: unknown) =>
    moderator.browser.request({
      method: 'POST',
      url: `/api/staff/queues/appeals/${appeal.id}/${url}`,
      payload,
    });
  assert.equal((await post('claim', {})).statusCode, 200);
  const reversed = await post('decide', {
    decision: 'reverse',
    reason: 'The member sent a second photo from the same day: it is them.',
  });
  assert.equal(reversed.statusCode, 200, reversed.body);
  const [photo] = await sqlRows<{ status: string }>(
    app.db,
    sql`select p.status from photos p join moderation_decisions d on d.item_id = p.id
      join decision_appeals a on a.decision_id = d.id where a.id = ${appeal.id}`,
  );
  assert.equal(photo?.status, 'active');

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
  const texts = JSON.stringify(page);
  assert.ok(
    backlogTexts('de').complaints.every((complaint) => texts.includes(complaint.body)),
    'the German complaints are in German',
  );
  // Their topics are the form's codes, which the console names in the staff member's language.
  assert.deepEqual(page.items.map((item: { evidence: { topic: string } }) => item.evidence.topic).sort(), [
    'billing',
    'technical',
  ]);

  // Members wait for a fictional profile's answer, the oldest for over an hour.
  const operator = await staffBrowser(app, 'operator');
  const inbox = (await operator.browser.get('/api/staff/inbox')).json();
  assert.equal(inbox.waiting, BACKLOG.inbox * sites.length);
  assert.ok(inbox.oldestWaitSeconds > 3600, `oldest wait ${inbox.oldestWaitSeconds} s`);
  assert.deepEqual(new Set(inbox.items.map((item: { siteId: number }) => item.siteId)).size, sites.length);
  // No member waits on a profile of their own name, which reads to an operator like talking to oneself.
  for (const item of inbox.items as { member: { name: string }; profile: { name: string } }[]) {
    assert.notEqual(item.member.name, item.profile.name);
  }

  const left = (await moderator.browser.get('/api/staff/queues')).json().counts;
  await seedDemoData(app.db, { uploadsDir: config.uploadsDir, profiles: 40, log: { info() {} } });
  assert.deepEqual((await moderator.browser.get('/api/staff/queues')).json().counts, left);
});
