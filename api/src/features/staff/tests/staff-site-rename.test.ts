import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import {
  remoteAssignments,
  remoteErrorCounts,
  remoteRegistryChanges,
  sites,
  staffAudit,
} from '../../../db/schema/index';
import { DEFAULT_FRONTEND_ROOT } from '../../../frontend/remote-packages';
import { createRemoteRegistry } from '../../../frontend/remote-registry';
import { changeAssignment, rollbackAssignment } from '../../../frontend/registry-store';
import { createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const only = (entry: string) => [{ entry, weight: 100 }];

test("renaming a site's domain moves what the remote registry keeps under it", async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const chat = { site: 'herz.test', remote: 'mf-chat' as const };
  await changeAssignment(app.db, chat, only('1.0.0'));
  await changeAssignment(app.db, chat, only('2.0.0'));
  await changeAssignment(app.db, { site: 'flirt.test', remote: 'mf-chat' }, only('3.0.0'));
  // Set by hand for a domain no site had yet: the renamed site's own assignment takes its place.
  await changeAssignment(app.db, { site: 'herzlich.test', remote: 'mf-members' }, only('9.9.9'));
  const hour = new Date('2026-11-27T10:00:00Z');
  await app.db
    .insert(remoteErrorCounts)
    .values({ site: 'herz.test', remote: 'mf-chat', entry: '2.0.0', hour, views: 40, loadErrors: 2 });
  // A registry that already read the assignments, as another instance would have.
  const registry = createRemoteRegistry({ root: DEFAULT_FRONTEND_ROOT, db: app.db });
  assert.equal((await registry.answer('herz.test', null)).entries['mf-chat'], '2.0.0');
  const { browser: admin } = await staffBrowser(app, 'admin');

  const renamed = await admin.request({
    method: 'PATCH',
    url: '/api/staff/sites/herz.test',
    payload: { domain: 'Herzlich.test' },
  });
  assert.equal(renamed.statusCode, 200, renamed.body);
  assert.equal(renamed.json().domain, 'herzlich.test');

  const assignments = await app.db
    .select({ site: remoteAssignments.site, remote: remoteAssignments.remote })
    .from(remoteAssignments)
    .orderBy(asc(remoteAssignments.site), asc(remoteAssignments.remote));
  assert.deepEqual(assignments, [
    { site: 'flirt.test', remote: 'mf-chat' },
    { site: 'herzlich.test', remote: 'mf-chat' },
  ]);
  const log = await app.db
    .select({ site: remoteRegistryChanges.site, action: remoteRegistryChanges.action })
    .from(remoteRegistryChanges)
    .where(eq(remoteRegistryChanges.remote, 'mf-chat'))
    .orderBy(asc(remoteRegistryChanges.id));
  assert.deepEqual(log, [
    { site: 'herzlich.test', action: 'set' },
    { site: 'herzlich.test', action: 'set' },
    { site: 'flirt.test', action: 'set' },
    { site: 'herzlich.test', action: 'rename' },
  ]);
  const [counts] = await app.db.select().from(remoteErrorCounts);
  assert.equal(counts?.site, 'herzlich.test', 'the guard keeps counting the same split');

  // Every instance sees the move at its next page load: the rename moved the registry's version.
  assert.equal((await registry.answer('herzlich.test', null)).entries['mf-chat'], '2.0.0');
  assert.notEqual((await registry.answer('herz.test', null)).entries['mf-chat'], '2.0.0');
  assert.equal((await registry.answer('flirt.test', null)).entries['mf-chat'], '3.0.0');
  const site = await new Browser(app, 'herzlich.test').get('/api/settings.php');
  assert.equal(site.json().name, herz.name);

  // Rollback passes over the rename: back to the build before the last real change.
  const back = await rollbackAssignment(app.db, { site: 'herzlich.test', remote: 'mf-chat' });
  assert.deepEqual(back, { rolledBack: true, variants: only('1.0.0') });

  const [audit] = await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'site.update'));
  assert.deepEqual(audit?.before, { domain: 'herz.test' });
  assert.deepEqual(audit?.after, { domain: 'herzlich.test' });

  // A refused rename moves nothing.
  const taken = await admin.request({
    method: 'PATCH',
    url: '/api/staff/sites/herzlich.test',
    payload: { domain: 'flirt.test' },
  });
  assert.equal(taken.statusCode, 409);
  const flirtRows = await app.db
    .select()
    .from(remoteAssignments)
    .where(eq(remoteAssignments.site, 'flirt.test'));
  assert.equal(flirtRows.length, 1);
  assert.equal((await app.db.select().from(sites).where(eq(sites.id, flirt.id)))[0]?.domain, 'flirt.test');
});

test('the console offers the closed signup mode and the site refuses signups at once', async (t) => {
  const { app } = await buildTestApp(t);
  const { herz } = await createSites(app.db);
  const { browser: admin } = await staffBrowser(app, 'admin');
  const closed = await admin.request({
    method: 'PATCH',
    url: '/api/staff/sites/herz.test',
    payload: { signups: 'closed' },
  });
  assert.equal(closed.statusCode, 200, closed.body);
  assert.equal(closed.json().signups, 'closed');
  const visitor = new Browser(app, 'herz.test');
  assert.equal((await visitor.get('/api/settings.php')).json().signups, 'closed');
  const [audit] = await app.db.select().from(staffAudit).where(eq(staffAudit.siteId, herz.id));
  assert.deepEqual(audit?.after, { signups: 'closed' });
  const put = await admin.request({
    method: 'PUT',
    url: '/api/staff/sites/herz.test/signups',
    payload: { signups: 'all' },
  });
  assert.deepEqual(put.json(), { domain: 'herz.test', signups: 'all' });
});
