import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { complaints, staffAudit } from '../../../db/schema/index';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

test('support answers a complaint from the complaints queue and opens no other queue', async (t) => {
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
});
