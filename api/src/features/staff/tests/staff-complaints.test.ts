import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { complaints, emailOutbox, staffAudit } from '../../../db/schema/index';
import { type MailData, renderMail } from '../../mail-delivery/render-mail';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

test('support answers a complaint from the complaints queue, the sender gets the answer, no other queue opens', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const visitor = new Browser(app, 'flirt.test');
  const filed = await visitor.request({
    method: 'POST',
    url: '/api/complaints.php',
    payload: {
      name: 'Anna Jansen',
      email: 'anna@example.com',
      topic: 'billing',
      message: 'I was charged twice for the same credit bundle on Monday.',
    },
    // Written on a page in German: the answer is written in German too.
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
  });
  assert.equal(filed.statusCode, 201, filed.body);
  const complaintId = Number(filed.json().reference.slice(2));

  const support = await staffBrowser(app, 'support');
  // The navigation's counts hold the queues support works, and only those.
  assert.deepEqual((await support.browser.get('/api/staff/queues')).json().counts, { complaints: 1 });
  const page = (await support.browser.get('/api/staff/queues/complaints')).json();
  assert.equal(page.items.length, 1);
  assert.equal(page.items[0].id, complaintId);
  assert.equal(page.items[0].evidence.topic, 'billing');
  assert.equal(page.items[0].evidence.reference, filed.json().reference);
  for (const queue of ['photos', 'profileReports', 'chatReports', 'appeals']) {
    const refused = await support.browser.get(`/api/staff/queues/${queue}`);
    assert.equal(refused.statusCode, 403, queue);
    assert.equal(refused.json().error, 'staff_permission_denied');
  }

  const claim = await support.browser.request({
    method: 'POST',
    url: `/api/staff/queues/complaints/${complaintId}/claim`,
  });
  assert.equal(claim.statusCode, 200, claim.body);
  const decided = await support.browser.request({
    method: 'POST',
    url: `/api/staff/queues/complaints/${complaintId}/decide`,
    payload: { decision: 'resolve', reason: 'Refunded the second charge and told her by mail.' },
  });
  assert.equal(decided.statusCode, 200, decided.body);

  const [row] = await app.db.select().from(complaints).where(eq(complaints.id, complaintId));
  assert.notEqual(row?.status, 'open');
  const audit = await app.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, 'queue.decide'), eq(staffAudit.targetId, complaintId)));
  assert.equal(audit.length, 1);
  assert.equal(audit[0]?.role, 'support');
  assert.deepEqual((await support.browser.get('/api/staff/queues')).json().counts, { complaints: 0 });

  const mails = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, 'anna@example.com'), eq(emailOutbox.template, 'complaint_reply')));
  assert.equal(mails.length, 1);
  const mail = mails[0]!;
  assert.equal(mail.locale, 'de');
  const rendered = renderMail(mail.template, 'de', mail.data as MailData, 'Flirt');
  assert.equal(rendered.subject, `Deine Beschwerde C-${String(complaintId).padStart(6, '0')} bei Flirt`);
  assert.match(rendered.text, /Hallo Anna Jansen,/);
  assert.match(rendered.text, /Unsere Antwort: „Refunded the second charge and told her by mail\.“/);
});

test('a complaint dismissed with an answer is answered too; a refused decision mails nothing', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  const filed = await new Browser(app, 'herz.test').request({
    method: 'POST',
    url: '/api/complaints.php',
    payload: {
      name: 'Ben',
      email: 'ben@example.com',
      topic: 'other',
      message: 'Your site is far too pink for me.',
    },
  });
  const complaintId = Number(filed.json().reference.slice(2));
  const support = await staffBrowser(app, 'support');
  const url = `/api/staff/queues/complaints/${complaintId}`;
  // Deciding without the claim is refused and sends nothing.
  const unclaimed = await support.browser.request({
    method: 'POST',
    url: `${url}/decide`,
    payload: { decision: 'dismiss', reason: 'Colours are a matter of taste.' },
  });
  assert.equal(unclaimed.statusCode, 409);
  const outbox = () => app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'complaint_reply'));
  assert.equal((await outbox()).length, 0);
  await support.browser.request({ method: 'POST', url: `${url}/claim` });
  const dismissed = await support.browser.request({
    method: 'POST',
    url: `${url}/decide`,
    payload: { decision: 'dismiss', reason: 'Colours are a matter of taste.' },
  });
  assert.equal(dismissed.statusCode, 200, dismissed.body);
  const mails = await outbox();
  assert.equal(mails.length, 1);
  // No page language was sent: the answer takes the site's (herz.test is German).
  assert.equal(mails[0]?.locale, 'de');
  assert.equal(mails[0]?.toAddress, 'ben@example.com');
});
