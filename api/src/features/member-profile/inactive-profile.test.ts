import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { likes, profiles } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('a profile that is not active is 404 to everyone else, by every member-facing call', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'viewer@example.com', credits: 10 });
  const pending = await createMember(app.db, {
    siteId: flirt.id,
    email: 'pending@example.com',
    gender: 'female',
    withPhoto: true,
  });
  await app.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, pending));
  const viewer = new Browser(app);
  await viewer.login('viewer@example.com', FIXTURE_PASSWORD);

  const view = await viewer.get(`/api/member.php?id=${pending}`);
  assert.equal(view.statusCode, 404);
  assert.equal(view.json().error, 'member_not_found');
  for (const url of ['/api/like.php', '/api/photo-unlock.php', '/api/report.php']) {
    const response = await viewer.request({
      method: 'POST',
      url,
      payload: { profile_id: pending, reason: 'fake_profile' },
    });
    assert.ok([404, 400].includes(response.statusCode), `${url}: ${response.statusCode}`);
    if (response.statusCode === 404) assert.equal(response.json().error, 'member_not_found', url);
  }
  assert.equal((await app.db.select().from(likes)).length, 0);

  // The owner still sees their own profile.
  const owner = new Browser(app);
  await owner.login('pending@example.com', FIXTURE_PASSWORD);
  assert.equal((await owner.get(`/api/member.php?id=${pending}`)).statusCode, 200);
});
