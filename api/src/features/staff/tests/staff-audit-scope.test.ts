import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMember, createSites } from '../../../testing/fixtures';
import { staffBrowser } from '../../../testing/staff';
import { buildTestApp } from '../../../testing/test-app';

interface AuditEntry {
  action: string;
  actor: { id: number } | null;
  targetId: number | null;
  after: unknown;
}

test('an admin limited to one site reads no other site in the audit log, not even in rows of no site', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  await createMember(app.db, { siteId: herz.id, email: 'hidden@herz.example' });
  const everywhere = await staffBrowser(app, 'admin');
  const limited = await staffBrowser(app, 'admin', { sites: [flirt.id] });

  // Rows of no site: a search over every site, and accounts created for one site or the other.
  assert.equal((await everywhere.browser.get('/api/staff/members?q=hidden@herz.example')).statusCode, 200);
  const create = async (email: string, sites: number[]) => {
    const answer = await everywhere.browser.request({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email, name: 'New', role: 'moderator', sites },
    });
    assert.equal(answer.statusCode, 201, answer.body);
    return (answer.json() as { account: { id: number } }).account.id;
  };
  const flirtModerator = await create('flirt-mod@staff.test', [flirt.id]);
  const herzModerator = await create('herz-mod@staff.test', [herz.id]);
  assert.equal((await limited.browser.get('/api/staff/members?q=someone')).statusCode, 200);

  const read = async (browser: typeof limited.browser) =>
    ((await browser.get('/api/staff/audit')).json() as { entries: AuditEntry[] }).entries;
  const seen = await read(limited.browser);
  const text = JSON.stringify(seen);
  assert.ok(!text.includes('hidden@herz.example'), 'another admin’s search over every site');
  assert.ok(!text.includes('herz-mod@staff.test'), 'an account of the other site');
  assert.ok(
    !seen.some((entry) => entry.targetId === herzModerator && entry.action.startsWith('staff.')),
    'the other site’s account, by id',
  );
  // What they may see: the account of their own site, their own login and their own search.
  assert.ok(seen.some((entry) => entry.action === 'staff.created' && entry.targetId === flirtModerator));
  assert.ok(seen.some((entry) => entry.action === 'staff.login' && entry.actor?.id === limited.id));
  assert.ok(seen.some((entry) => entry.action === 'member.search' && entry.actor?.id === limited.id));
  assert.ok(!seen.some((entry) => entry.actor?.id === everywhere.id && entry.action === 'staff.login'));

  // An admin of every site reads every row.
  const all = JSON.stringify(await read(everywhere.browser));
  assert.ok(all.includes('hidden@herz.example'));
  assert.ok(all.includes('herz-mod@staff.test'));
});
