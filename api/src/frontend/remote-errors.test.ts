// The per-version error counts: the shell's beacon, the views the server counts, `stats`, and a split's guard.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { remoteAssignments, remoteErrorCounts, remoteRegistryChanges } from '../db/schema/index';
import type { DbOrTx } from '../db/client';
import { createSites } from '../testing/fixtures';
import { createScratchPostgres } from '../testing/scratch-postgres';
import { Browser, buildTestApp } from '../testing/test-app';
import { buildFrontendApp, fixtureRoot, remotesCommand } from './frontend-test-app';
import type { ViewCounter } from './remote-error-counts';
import { checkErrorGuards, parseGuard } from './remote-error-guard';
import { REMOTE_ERRORS_PER_MINUTE } from './remote-errors-routes';

const counts = (db: DbOrTx) =>
  db.select().from(remoteErrorCounts).orderBy(asc(remoteErrorCounts.remote), asc(remoteErrorCounts.entry));

/** Hour rows as the beacon and the view counter write them, for the current hour. */
async function seed(
  db: DbOrTx,
  row: {
    site?: string;
    remote: string;
    entry: string;
    views: number;
    loadErrors?: number;
    renderErrors?: number;
  },
) {
  await db
    .insert(remoteErrorCounts)
    .values({ site: 'flirt.test', ...row, hour: sql`date_trunc('hour', now())` });
}

describe('POST /api/remote-errors.php', () => {
  test('counts a failure per site, remote, version and hour, keeping no more than a short summary', async (t) => {
    const { app } = await buildTestApp(t);
    await createSites(app.db);
    const browser = new Browser(app);
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      browser.request({ method: 'POST', url: '/api/remote-errors.php', payload, headers });

    const first = await send({
      remote: 'mf-chat',
      version: '1.2.0',
      kind: 'load',
      error:
        'ChunkLoadError: Loading chunk 12 failed. (https://cdn.example/mf-chat/1.2.0/page-chats.js?token=secret#x) for anna@example.com',
    });
    assert.equal(first.statusCode, 204, first.body);
    // sendBeacon sends no CSRF header; the browser's Sec-Fetch-Site says the call comes from the site itself.
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/remote-errors.php',
      headers: { host: 'flirt.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: { remote: 'mf-chat', version: '1.2.0', kind: 'render', error: 'TypeError: x is undefined' },
    });
    assert.equal(beacon.statusCode, 204, beacon.body);
    assert.equal(
      (await send({ remote: 'mf-chat', version: '1.2.0', kind: 'load', error: 'Error' })).statusCode,
      204,
    );

    const [row, ...others] = await counts(app.db);
    assert.equal(others.length, 0, 'one row for the version and hour');
    assert.equal(row?.site, 'flirt.test');
    assert.equal(row?.loadErrors, 2);
    assert.equal(row?.renderErrors, 1);
    assert.equal(row?.unhandledErrors, 0);

    const stored = await app.db.select().from(remoteErrorCounts);
    assert.equal(stored[0]?.lastError, 'Error');
    await send({
      remote: 'mf-chat',
      version: '1.2.0',
      kind: 'unhandled',
      error: `ChunkLoadError: https://cdn.example/a.js?token=secret for anna@example.com ${'x'.repeat(600)}`,
    });
    const [withSummary] = await counts(app.db);
    assert.ok(withSummary?.lastError?.startsWith('ChunkLoadError: https://cdn.example/a.js for [email] x'));
    assert.doesNotMatch(String(withSummary?.lastError), /secret|anna/);
    assert.ok((withSummary?.lastError?.length ?? 0) <= 160, 'truncated');
  });

  test('bad input is a 400 that counts nothing; a cross-site post is refused', async (t) => {
    const { app } = await buildTestApp(t);
    await createSites(app.db);
    const browser = new Browser(app);
    const base = { remote: 'mf-chat', version: '1.2.0', kind: 'load', error: 'Error' };
    for (const payload of [
      { ...base, remote: 'mf-unknown' },
      { ...base, kind: 'fatal' },
      { ...base, version: '1.2.0?user=5' },
      { ...base, version: '../../etc' },
      { ...base, error: 'x'.repeat(1001) },
      { ...base, userId: 5 },
      { remote: 'mf-chat', kind: 'load' },
    ]) {
      const response = await browser.request({ method: 'POST', url: '/api/remote-errors.php', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/remote-errors.php',
      headers: { host: 'flirt.test', 'sec-fetch-site': 'cross-site' },
      payload: base,
    });
    assert.equal(crossSite.statusCode, 403);
    assert.equal((await counts(app.db)).length, 0);
  });

  test('is limited per client address: a flood is refused and not counted', async (t) => {
    const { app } = await buildTestApp(t);
    await createSites(app.db);
    const browser = new Browser(app);
    const payload = { remote: 'mf-chat', version: '1.2.0', kind: 'load', error: 'Error' };
    const from = (address: string) =>
      browser.request({
        method: 'POST',
        url: '/api/remote-errors.php',
        payload,
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < REMOTE_ERRORS_PER_MINUTE; i++)
      assert.equal((await from('203.0.113.9')).statusCode, 204);
    const refused = await from('203.0.113.9');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().error, 'rate_limited');
    assert.equal((await from('203.0.113.10')).statusCode, 204, 'another address is counted on its own');
    const [row] = await counts(app.db);
    assert.equal(row?.loadErrors, REMOTE_ERRORS_PER_MINUTE + 1);
  });
});

describe('views, stats and the guard', () => {
  let root: string;
  let app: FastifyInstance & { remoteViews: ViewCounter };
  const cli = (...args: string[]) => remotesCommand(app, root, ...args);

  before(async () => {
    root = fixtureRoot({ 'mf-landers': ['1.4.0', '1.5.0'] });
    app = await buildFrontendApp({ root, dataDir: join(root, '.data') });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a page a remote shows counts a view of the version it serves; a shell page counts none', async () => {
    await app.db.delete(remoteErrorCounts);
    assert.equal((await cli('set', 'mf-landers', '1.5.0')).code, 0);
    for (let i = 0; i < 3; i++) await new Browser(app).get('/landers/gallery');
    await new Browser(app).get('/no-such-page');
    await app.remoteViews.flush(app.db);
    const rows = await counts(app.db);
    assert.deepEqual(
      rows.map((row) => [row.site, row.remote, row.entry, row.views]),
      [['flirt.test', 'mf-landers', '1.5.0', 3]],
    );
    assert.equal((await cli('unset', 'mf-landers')).code, 0);
  });

  test('stats prints views, errors and the error rate per version beside the signups', async () => {
    await app.db.delete(remoteErrorCounts);
    await seed(app.db, { remote: 'mf-landers', entry: '1.4.0', views: 200, loadErrors: 1, renderErrors: 1 });
    await seed(app.db, { remote: 'mf-landers', entry: '1.5.0', views: 50, renderErrors: 10 });
    await seed(app.db, { remote: 'mf-chat', entry: '0.1.0', views: 10 });
    const { code, output } = await cli('stats', 'mf-landers');
    assert.equal(code, 0, output);
    assert.match(output, /Signups per remote variant/);
    assert.match(output, /flirt\.test +mf-landers +1\.4\.0 +200 +2 \(1\/1\/0\) +1\.0%/);
    assert.match(output, /flirt\.test +mf-landers +1\.5\.0 +50 +10 \(0\/10\/0\) +20\.0%/);
    assert.doesNotMatch(output, /mf-chat/, 'only the remote asked for');
    // The registry's list shows the rate beside each entry it serves.
    assert.equal((await cli('split', 'mf-landers', '1.4.0=50', '1.5.0=50')).code, 0);
    const list = await cli('list');
    assert.match(list.output, /1\.4\.0 \[1\.0% errors in 200 views, 24 h\]/);
    assert.match(list.output, /1\.5\.0 \[20\.0% errors in 50 views, 24 h\]/);
    assert.equal((await cli('unset', 'mf-landers')).code, 0);
  });

  test('a guarded split rolls a failing variant back to the control, once, with a change saying why', async () => {
    await app.db.delete(remoteErrorCounts);
    const split = await cli(
      'split',
      'mf-landers',
      '1.4.0=50',
      '1.5.0=50',
      '--guard',
      'errors=5,min-views=100,conversion=off',
    );
    assert.equal(split.code, 0, split.output);
    assert.match(split.output, /Guard: error rate more than 5 points above the control's \(from 100 views\)/);

    // Too few views yet: 30 % of 40 views says little.
    await seed(app.db, { remote: 'mf-landers', entry: '1.4.0', views: 40, loadErrors: 1 });
    await seed(app.db, { remote: 'mf-landers', entry: '1.5.0', views: 40, renderErrors: 12 });
    assert.deepEqual(await checkErrorGuards(app.db), []);

    await app.db
      .update(remoteErrorCounts)
      .set({ views: 150, renderErrors: 9 })
      .where(eq(remoteErrorCounts.entry, '1.5.0'));
    // 6 % against the control's 2.5 %: within 5 points while the control has too few views to compare.
    assert.deepEqual(await checkErrorGuards(app.db), []);
    await app.db.update(remoteErrorCounts).set({ views: 400 }).where(eq(remoteErrorCounts.entry, '1.4.0'));
    // Two instances checking at the same moment: the registry lock lets one act, the other finds nothing.
    const [first, second] = await Promise.all([checkErrorGuards(app.db), checkErrorGuards(app.db)]);
    const acted = [...(first ?? []), ...(second ?? [])];
    assert.equal(acted.length, 1);
    assert.equal(acted[0]?.entry, '1.5.0');
    assert.deepEqual(await checkErrorGuards(app.db), [], 'a third check does nothing');

    const [assignment] = await app.db.select().from(remoteAssignments);
    assert.deepEqual(assignment?.variants, [{ entry: '1.4.0', weight: 100 }]);
    const changes = await app.db
      .select()
      .from(remoteRegistryChanges)
      .where(eq(remoteRegistryChanges.action, 'guard'));
    assert.equal(changes.length, 1);
    assert.match(
      String(changes[0]?.reason),
      /1\.5\.0 had 9 errors in 150 views \(6\.0%\) against 0\.3% of 1\.4\.0, more than 5 points above/,
    );
    const history = await cli('history', 'mf-landers');
    assert.match(history.output, /guard +1\.4\.0 +\(guard: 1\.5\.0 had 9 errors/);

    // A rate at the limit is not above it; an unguarded split is never touched.
    assert.equal((await cli('split', 'mf-landers', '1.4.0=50', '1.5.0=50')).code, 0);
    assert.deepEqual(await checkErrorGuards(app.db), []);
    assert.equal((await cli('unset', 'mf-landers')).code, 0);
  });

  test('guard arguments', () => {
    const defaults = { errorMargin: 2, minViews: 100, conversion: true, confidence: 95, minVisits: 200 };
    assert.deepEqual(parseGuard('on'), defaults);
    assert.deepEqual(parseGuard('errors=+2.5pp,min-views=500'), {
      ...defaults,
      errorMargin: 2.5,
      minViews: 500,
    });
    assert.deepEqual(parseGuard('conversion=99,min-visits=1000'), {
      ...defaults,
      confidence: 99,
      minVisits: 1000,
    });
    assert.deepEqual(parseGuard('errors=3,conversion=off'), {
      ...defaults,
      errorMargin: 3,
      conversion: false,
    });
    assert.match(String(parseGuard('errors=0')), /above 0/);
    assert.match(String(parseGuard('conversion=50')), /between 80 and 99\.9/);
    assert.match(String(parseGuard('min-visits=5')), /at least 10/);
    assert.match(String(parseGuard('error-rate=5%')), /not understood/);
  });
});

const postgres = process.env.DATABASE_URL;

describe(
  'the guard on two instances of one PostgreSQL database',
  { skip: !postgres && 'no DATABASE_URL' },
  () => {
    test('both check at the same moment: the variant is rolled back once', async (t) => {
      const database = await createScratchPostgres(postgres!, 'guard_test');
      const root = fixtureRoot({ 'mf-landers': ['1.4.0', '1.5.0'] });
      const dataDir = mkdtempSync(join(tmpdir(), 'guard-pg-'));
      const first = await buildFrontendApp({ root, dataDir, databaseUrl: database.url });
      const second = await buildFrontendApp({ root, dataDir, databaseUrl: database.url, createSites: false });
      t.after(async () => {
        await first.close();
        await second.close();
        await database.drop();
        rmSync(root, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
      });
      const split = await remotesCommand(
        first,
        root,
        'split',
        'mf-landers',
        '1.4.0=70',
        '1.5.0=30',
        '--guard',
        'errors=5,conversion=off',
      );
      assert.equal(split.code, 0, split.output);
      await seed(first.db, { remote: 'mf-landers', entry: '1.4.0', views: 700 });
      await seed(first.db, { remote: 'mf-landers', entry: '1.5.0', views: 300, loadErrors: 30 });
      const results = await Promise.all([
        checkErrorGuards(first.db),
        checkErrorGuards(second.db),
        checkErrorGuards(first.db),
        checkErrorGuards(second.db),
      ]);
      assert.equal(results.flat().length, 1);
      const [assignment] = await second.db.select().from(remoteAssignments);
      assert.deepEqual(assignment?.variants, [{ entry: '1.4.0', weight: 100 }]);
      const guards = await first.db
        .select()
        .from(remoteRegistryChanges)
        .where(eq(remoteRegistryChanges.action, 'guard'));
      assert.equal(guards.length, 1);
    });
  },
);
