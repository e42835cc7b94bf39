import assert from 'node:assert/strict';
import { test } from 'node:test';
import { profileReports } from '../../../db/schema/index';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';

// Meaningful on PostgreSQL (npm run test:pg), where the claims really run at once on several connections.
test('two moderators claiming the same items at once: exactly one wins each', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const reporter = await createMember(app.db, { siteId: flirt.id, email: 'r@example.com' });
  const reported = await createMember(app.db, { siteId: flirt.id, email: 'x@example.com' });
  const reports = await app.db
    .insert(profileReports)
    .values(
      Array.from({ length: 10 }, () => ({ reporterId: reporter, reportedId: reported, reason: 'fake' })),
    )
    .returning({ id: profileReports.id });
  const moderators = await Promise.all([staffBrowser(app, 'moderator'), staffBrowser(app, 'moderator')]);
  for (const { id } of reports) {
    const answers = await Promise.all(
      moderators.map(({ browser }) =>
        browser.request({ method: 'POST', url: `/api/staff/queues/profileReports/${id}/claim` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(codes, [200, 409], answers.map((a) => a.body).join(' | '));
  }
  // And two decisions at once on one item: one closes it, the other finds it gone or not theirs.
  const [first] = reports;
  const winner = (await moderators[0]!.browser.get('/api/staff/queues/profileReports')).json().items[0]
    .claimedBy.id;
  const holder = moderators.find((m) => m.id === winner)!;
  const decide = () =>
    holder.browser.request({
      method: 'POST',
      url: `/api/staff/queues/profileReports/${first!.id}/decide`,
      payload: { decision: 'dismiss', reason: 'Nothing wrong found.' },
    });
  const decided = (await Promise.all([decide(), decide()])).map((r) => r.statusCode).sort();
  assert.equal(decided[0], 200);
  assert.notEqual(decided[1], 200);
});
