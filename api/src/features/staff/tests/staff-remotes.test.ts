import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { remoteAssignments, remoteRegistryChanges, staffAudit } from '../../../db/schema/index';
import { fixtureRoot, remotesCommand } from '../../../frontend/frontend-test-app';
import { commandLineActor } from '../../../frontend/registry-actor';
import { createSites } from '../../../testing/fixtures';
import { createScratchPostgres } from '../../../testing/scratch-postgres';
import { staffBrowser } from '../../../testing/staff';
import { Browser, buildTestApp } from '../../../testing/test-app';

const manifest = (version: string) => `/mf/mf-landers/${version}/mf-manifest.json`;

/** What a fresh visitor of `host` with a random bucket is served as mf-landers. */
async function landersFor(app: FastifyInstance, host: string): Promise<string> {
  const response = await app.inject({
    url: '/mf/remotes.json',
    headers: { host, cookie: `mf_bucket=${randomBytes(12).toString('base64url')}` },
  });
  return response.json().remotes.mf_landers as string;
}

async function registryRows(app: FastifyInstance) {
  return {
    assignments: await app.db.select().from(remoteAssignments),
    changes: await app.db.select().from(remoteRegistryChanges),
    audit: await app.db.select().from(staffAudit).where(eq(staffAudit.action, 'registry.change')),
  };
}

test('the landers-and-remotes console', async (t) => {
  const root = fixtureRoot({ 'mf-landers': ['0.1.0', '2.0.0'] });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await buildTestApp(t, { frontendRoot: root });
  const { flirt, herz } = await createSites(app.db);
  const marketing = await staffBrowser(app, 'marketing');
  const post = (browser: Browser, path: string, payload: object) =>
    browser.request({ method: 'POST', url: `/api/staff/remotes/${path}`, payload });

  await t.test('a moderator may neither read nor change the registry', async () => {
    const moderator = await staffBrowser(app, 'moderator');
    const read = await moderator.browser.get(`/api/staff/remotes?site=${herz.id}`);
    assert.equal(read.statusCode, 403);
    assert.equal(read.json().error, 'staff_permission_denied');
    const split = await post(moderator.browser, 'mf-landers/set', { site: herz.id, entry: '2.0.0' });
    assert.equal(split.statusCode, 403);
    assert.equal((await registryRows(app)).changes.length, 0);
  });

  await t.test('the state per site: what each remote loads, from where, and what is built', async () => {
    const answer = await marketing.browser.get(`/api/staff/remotes?site=${herz.id}`);
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json();
    assert.deepEqual(body.site, { id: herz.id, domain: herz.domain });
    const landers = body.remotes.find((remote: { remote: string }) => remote.remote === 'mf-landers');
    assert.equal(landers.from, 'package');
    assert.deepEqual(landers.variants, [{ entry: '0.1.0', weight: 100 }]);
    assert.deepEqual([...landers.built].sort(), ['0.1.0', '2.0.0']);
    assert.equal(landers.guard, null);
    // The back office's own build is the engineers' (command line): not listed, not changeable here.
    assert.ok(!body.remotes.some((remote: { remote: string }) => remote.remote === 'mf-staff'));
  });

  await t.test('splits whose weights do not add up to 100 are refused and change nothing', async () => {
    const cases: [object, string][] = [
      [
        {
          variants: [
            { entry: '0.1.0', weight: 50 },
            { entry: '2.0.0', weight: 40 },
          ],
        },
        'registry_split_invalid',
      ],
      [
        {
          variants: [
            { entry: '0.1.0', weight: 50 },
            { entry: '0.1.0', weight: 50 },
          ],
        },
        'registry_split_invalid',
      ],
      [{ variants: [{ entry: '0.1.0', weight: 100 }] }, 'registry_split_invalid'],
      [
        {
          variants: [
            { entry: '0.1.0', weight: 50.5 },
            { entry: '2.0.0', weight: 49.5 },
          ],
        },
        'registry_split_invalid',
      ],
      [
        {
          variants: [
            { entry: '0.1.0', weight: 50 },
            { entry: '9.9.9', weight: 50 },
          ],
        },
        'registry_entry_unavailable',
      ],
      [
        {
          variants: [
            { entry: '0.1.0', weight: 50 },
            { entry: '2.0.0', weight: 50 },
          ],
          guard: { errorMargin: 0 },
        },
        'registry_guard_invalid',
      ],
    ];
    for (const [payload, error] of cases) {
      const refused = await post(marketing.browser, 'mf-landers/split', { site: herz.id, ...payload });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.equal(refused.json().error, error, JSON.stringify(payload));
      assert.ok(refused.json().message.length > 10);
    }
    const notBuilt = await post(marketing.browser, 'mf-landers/set', { site: herz.id, entry: '9.9.9' });
    assert.equal(notBuilt.json().error, 'registry_entry_unavailable');
    const shape = await post(marketing.browser, 'mf-nope/set', { site: herz.id, entry: '2.0.0' });
    assert.equal(shape.statusCode, 400);
    const ownBuild = await post(marketing.browser, 'mf-staff/set', { site: herz.id, entry: '0.1.0' });
    assert.equal(ownBuild.statusCode, 400);
    const fresh = await marketing.browser.get(`/api/staff/remotes?site=${herz.id}`);
    const freshLanders = fresh
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'mf-landers');
    assert.equal(freshLanders.rollback, null, 'the console knows there is nothing to undo');
    const nothing = await post(marketing.browser, 'mf-landers/rollback', { site: herz.id });
    assert.equal(nothing.statusCode, 409);
    assert.equal(nothing.json().error, 'registry_nothing_to_roll_back');
    const rows = await registryRows(app);
    assert.deepEqual([rows.assignments.length, rows.changes.length, rows.audit.length], [0, 0, 0]);
    assert.equal(await landersFor(app, herz.domain), manifest('0.1.0'));
  });

  await t.test('set, split with a guard, rollback and unset: live at once, audited, with who', async () => {
    const set = await post(marketing.browser, 'mf-landers/set', { site: herz.id, entry: '2.0.0' });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(await landersFor(app, herz.domain), manifest('2.0.0'));
    assert.equal(await landersFor(app, flirt.domain), manifest('0.1.0'), 'another site keeps its own');

    const split = await post(marketing.browser, 'mf-landers/split', {
      site: herz.id,
      variants: [
        { entry: '2.0.0', weight: 50 },
        { entry: '0.1.0', weight: 50 },
      ],
      guard: { errorMargin: 5, minViews: 20, conversion: false },
    });
    assert.equal(split.statusCode, 200, split.body);
    const landers = split.json().remotes.find((remote: { remote: string }) => remote.remote === 'mf-landers');
    assert.equal(landers.from, 'site');
    assert.deepEqual(landers.guard, {
      errorMargin: 5,
      minViews: 20,
      conversion: false,
      confidence: 95,
      minVisits: 200,
    });
    assert.equal(landers.control, '2.0.0', 'the first variant is the control');
    assert.deepEqual(
      landers.rollback,
      { to: [{ entry: '2.0.0', weight: 100 }] },
      'what a rollback returns to',
    );
    assert.equal(landers.lastGuard, null);
    assert.deepEqual(
      landers.errors.map((row: { entry: string; rate: number | null }) => [row.entry, row.rate]),
      [
        ['2.0.0', null],
        ['0.1.0', null],
      ],
    );
    const served = new Set<string>();
    for (let i = 0; i < 40 && served.size < 2; i++) served.add(await landersFor(app, herz.domain));
    assert.deepEqual([...served].sort(), [manifest('0.1.0'), manifest('2.0.0')]);

    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'registry.change'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    assert.equal(audit?.staffId, marketing.id);
    assert.equal(audit?.role, 'marketing');
    assert.equal(audit?.siteId, herz.id);
    assert.deepEqual(audit?.before, {
      site: herz.domain,
      remote: 'mf-landers',
      assignment: { variants: [{ entry: '2.0.0', weight: 100 }], guard: null },
    });

    const rollback = await post(marketing.browser, 'mf-landers/rollback', { site: herz.id });
    assert.equal(rollback.statusCode, 200, rollback.body);
    assert.equal(await landersFor(app, herz.domain), manifest('2.0.0'), 'back to what it was');

    const afterRollback = rollback
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'mf-landers');
    assert.deepEqual(afterRollback.rollback, { to: null }, 'next, back to no assignment of its own');

    const unset = await post(marketing.browser, 'mf-landers/unset', { site: herz.id });
    assert.equal(unset.statusCode, 200, unset.body);
    assert.equal(await landersFor(app, herz.domain), manifest('0.1.0'));

    const history = await marketing.browser.get(`/api/staff/remotes/mf-landers/history?site=${herz.id}`);
    assert.equal(history.statusCode, 200, history.body);
    const changes = history.json().changes as { action: string; by: string }[];
    assert.deepEqual(
      changes.map((change) => change.action),
      ['unset', 'rollback', 'set', 'set'],
    );
    const name = marketing.email.slice(0, marketing.email.indexOf('@'));
    assert.ok(changes.every((change) => change.by === name));
    assert.equal((await registryRows(app)).audit.length, 4, 'one audit row per change');
  });

  await t.test('a site-limited account sees and changes only its own sites', async () => {
    const limited = await staffBrowser(app, 'marketing', { sites: [herz.id] });
    assert.equal((await limited.browser.get(`/api/staff/remotes?site=${herz.id}`)).statusCode, 200);
    const other = await limited.browser.get(`/api/staff/remotes?site=${flirt.id}`);
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().error, 'staff_site_forbidden');
    assert.equal((await limited.browser.get('/api/staff/remotes?site=*')).statusCode, 403);
    const before = await registryRows(app);
    const refused = [
      await post(limited.browser, 'mf-landers/set', { site: flirt.id, entry: '2.0.0' }),
      await post(limited.browser, 'mf-landers/set', { site: '*', entry: '2.0.0' }),
      await post(limited.browser, 'mf-landers/unset', { site: flirt.id }),
      await limited.browser.get(`/api/staff/remotes/mf-landers/history?site=${flirt.id}`),
    ];
    assert.deepEqual(
      refused.map((response) => response.statusCode),
      [403, 403, 403, 403],
    );
    const after = await registryRows(app);
    assert.equal(after.changes.length, before.changes.length);
    assert.equal(await landersFor(app, flirt.domain), manifest('0.1.0'));
  });

  await t.test('an administrator may change the all-sites row, which every site follows', async () => {
    const admin = await staffBrowser(app, 'admin');
    const set = await post(admin.browser, 'mf-landers/set', { site: '*', entry: '2.0.0' });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().site, { id: null, domain: '*' });
    assert.equal(await landersFor(app, flirt.domain), manifest('2.0.0'));
    const herzState = await admin.browser.get(`/api/staff/remotes?site=${herz.id}`);
    const landers = herzState
      .json()
      .remotes.find((remote: { remote: string }) => remote.remote === 'mf-landers');
    assert.equal(landers.from, 'all sites');
  });

  await t.test(
    'the command line writes the same audit row, as the machine, and its user in history',
    async () => {
      const cli = await remotesCommand(app, root, 'set', 'mf-landers', '0.1.0', '--site', flirt.domain);
      assert.equal(cli.code, 0, cli.output);
      const [audit] = await app.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.action, 'registry.change'))
        .orderBy(desc(staffAudit.id))
        .limit(1);
      assert.equal(audit?.role, 'machine');
      assert.equal(audit?.staffId, null);
      assert.equal(audit?.siteId, flirt.id);
      const user = commandLineActor().actor!;
      const history = await remotesCommand(app, root, 'history', 'mf-landers', '--site', flirt.domain);
      assert.match(history.output, new RegExp(`${user}\\s+set\\s+0\\.1\\.0$`, 'm'));
    },
  );
});

const postgres = process.env.DATABASE_URL;

test(
  'a change in one instance’s console is what another instance serves on its next page load',
  { skip: !postgres && 'no DATABASE_URL' },
  async (t) => {
    const root = fixtureRoot({ 'mf-landers': ['0.1.0', '2.0.0'] });
    const database = await createScratchPostgres(postgres!, 'console_test');
    const { app: first } = await buildTestApp(t, { frontendRoot: root, databaseUrl: database.url });
    const { app: second } = await buildTestApp(t, { frontendRoot: root, databaseUrl: database.url });
    // After the apps' own closing hooks, which were registered first.
    t.after(async () => {
      await database.drop();
      rmSync(root, { recursive: true, force: true });
    });
    const { herz } = await createSites(first.db);
    assert.equal(await landersFor(second, herz.domain), manifest('0.1.0'), 'the second instance caches this');
    const marketing = await staffBrowser(first, 'marketing');
    const set = await marketing.browser.request({
      method: 'POST',
      url: '/api/staff/remotes/mf-landers/set',
      payload: { site: herz.id, entry: '2.0.0' },
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(await landersFor(second, herz.domain), manifest('2.0.0'));
    const rollback = await marketing.browser.request({
      method: 'POST',
      url: '/api/staff/remotes/mf-landers/rollback',
      payload: { site: herz.id },
    });
    assert.equal(rollback.statusCode, 200, rollback.body);
    assert.equal(await landersFor(second, herz.domain), manifest('0.1.0'));
  },
);
