import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { remoteAssignments, signupRemoteVariants } from '../db/schema/index';
import { createSites } from '../testing/fixtures';
import { createScratchPostgres } from '../testing/scratch-postgres';
import { Browser, buildTestApp } from '../testing/test-app';
import { buildFrontendApp, fixtureRoot, remotesCommand } from './frontend-test-app';
import { parseSplit } from './registry-commands';
import { DEFAULT_FRONTEND_ROOT, packageVersion } from './remote-packages';
import { pickVariant } from './variant-pick';

const bucket = () => randomBytes(12).toString('base64url');
const manifest = (version: string) => `/mf/mf-landers/${version}/mf-manifest.json`;

describe('variant choice', () => {
  test('weights hold over many visitors, and a visitor always gets the same variant', () => {
    const variants = [
      { entry: 'a', weight: 70 },
      { entry: 'b', weight: 30 },
    ];
    const buckets = Array.from({ length: 10_000 }, bucket);
    const share = buckets.filter((b) => pickVariant(variants, b, 'mf-landers') === 'a').length / 10_000;
    assert.ok(share > 0.67 && share < 0.73, `70 % expected, got ${share}`);
    for (const b of buckets.slice(0, 200))
      assert.equal(pickVariant(variants, b, 'mf-landers'), pickVariant(variants, b, 'mf-landers'));
  });

  test('raising a variant from 50 to 70 % keeps everyone who had it; remotes split independently', () => {
    const before = [
      { entry: 'a', weight: 50 },
      { entry: 'b', weight: 50 },
    ];
    const later = [
      { entry: 'a', weight: 70 },
      { entry: 'b', weight: 30 },
    ];
    const buckets = Array.from({ length: 2000 }, bucket);
    for (const b of buckets)
      if (pickVariant(before, b, 'mf-landers') === 'a')
        assert.equal(pickVariant(later, b, 'mf-landers'), 'a');
    const same = buckets.filter(
      (b) => pickVariant(before, b, 'mf-landers') === pickVariant(before, b, 'mf-signup'),
    ).length;
    assert.ok(same > 800 && same < 1200, 'a visitor on variant a of one remote is not on a of every remote');
  });

  test('without a bucket the first variant answers', () => {
    assert.equal(
      pickVariant(
        [
          { entry: 'a', weight: 1 },
          { entry: 'b', weight: 99 },
        ],
        null,
        'mf-landers',
      ),
      'a',
    );
  });

  test('split arguments: whole percentages adding up to 100, URLs with = allowed', () => {
    assert.deepEqual(parseSplit(['1.0.0=50', 'https://cdn.example/x?v=2=50']), [
      { entry: '1.0.0', weight: 50 },
      { entry: 'https://cdn.example/x?v=2', weight: 50 },
    ]);
    assert.match(String(parseSplit(['1.0.0=60', '2.0.0=50'])), /add up to 110/);
    assert.match(String(parseSplit(['1.0.0=100'])), /at least two/);
    assert.match(String(parseSplit(['1.0.0=50', '1.0.0=50'])), /twice/);
    assert.match(String(parseSplit(['1.0.0=50.5', '2.0.0=49.5'])), /whole percentage/);
    assert.match(String(parseSplit(['=50', '2.0.0=50'])), /not <entry>=<percent>/);
  });
});

describe('split, stickiness and rollback over HTTP', () => {
  let root: string;
  let app: FastifyInstance;
  const cli = (...args: string[]) => remotesCommand(app, root, ...args);
  const landers = async (visitor: Browser) =>
    (await visitor.get('/mf/remotes.json')).json().remotes.mf_landers;

  before(async () => {
    root = fixtureRoot({ 'mf-landers': ['0.1.0', '2.0.0', '3.0.0'], 'mf-signup': ['2.0.0', '3.0.0'] });
    app = await buildFrontendApp({ root, dataDir: join(root, '.data') });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a 50 % split sends fresh visitors to both variants, each keeps theirs, pages agree', async () => {
    const split = await cli('split', 'mf-landers', '0.1.0=50', '2.0.0=50');
    assert.equal(split.code, 0, split.output);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const visitor = new Browser(app);
      const page = await visitor.get('/landers/gallery');
      assert.match(
        String(page.headers['cache-control']),
        /private/,
        'a split answer is not for shared caches',
      );
      assert.match(String(page.headers.vary), /cookie/);
      assert.ok(visitor.cookie('mf_bucket'), 'the page gives the visitor a bucket');
      const inline = /"mf_landers":"([^"]+)"/.exec(page.body)?.[1];
      const first = await landers(visitor);
      assert.equal(inline, first, 'the inline registry and /mf/remotes.json agree');
      for (let again = 0; again < 3; again++) assert.equal(await landers(visitor), first);
      seen.add(first);
    }
    assert.deepEqual([...seen].sort(), [manifest('0.1.0'), manifest('2.0.0')]);
    assert.equal((await cli('unset', 'mf-landers')).code, 0);
  });

  test('without a split nobody gets a cookie and the answer stays shareable', async () => {
    const visitor = new Browser(app);
    const response = await visitor.get('/mf/remotes.json');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(visitor.cookie('mf_bucket'), undefined);
  });

  test('a forged bucket value is replaced, not used', async () => {
    await cli('split', 'mf-landers', '0.1.0=50', '2.0.0=50');
    const response = await app.inject({
      url: '/mf/remotes.json',
      headers: { cookie: 'mf_bucket=<script>' },
    });
    const set = response.cookies.find((cookie) => cookie.name === 'mf_bucket');
    assert.match(String(set?.value), /^[A-Za-z0-9_-]{16}$/);
    assert.equal(set?.sameSite, 'Lax');
    assert.ok((set?.maxAge ?? 0) > 300 * 24 * 3600, 'long-lived');
    await cli('unset', 'mf-landers');
  });

  test('rollback walks back one change at a time, per site, and says when there is nothing left', async () => {
    // Its own remote: the other tests' changes are in mf-landers' log, and a rollback would undo them too.
    const signup = async (visitor: Browser) =>
      (await visitor.get('/mf/remotes.json')).json().remotes.mf_signup;
    const signupManifest = (version: string) => `/mf/mf-signup/${version}/mf-manifest.json`;
    const visitor = new Browser(app);
    const herz = new Browser(app, 'herz.test');
    assert.equal((await cli('set', 'mf-signup', '2.0.0')).code, 0);
    assert.equal((await cli('set', 'mf-signup', '3.0.0')).code, 0);
    assert.equal((await cli('set', 'mf-signup', '2.0.0', '--site', 'herz.test')).code, 0);
    assert.equal((await cli('split', 'mf-signup', '2.0.0=50', '3.0.0=50')).code, 0);

    assert.match((await cli('rollback', 'mf-signup')).output, /back to 3\.0\.0/);
    assert.equal(await signup(visitor), signupManifest('3.0.0'));
    assert.equal(await signup(herz), signupManifest('2.0.0'), 'the site keeps its own assignment');
    assert.equal((await cli('rollback', 'mf-signup')).code, 0);
    assert.equal(await signup(visitor), signupManifest('2.0.0'));
    assert.equal((await cli('rollback', 'mf-signup')).code, 0);
    assert.equal(await signup(visitor), signupManifest('0.1.0'), 'no assignment: the package version');
    const nothing = await cli('rollback', 'mf-signup');
    assert.equal(nothing.code, 1);
    assert.match(nothing.output, /no change for all sites to roll back/);

    assert.equal((await cli('rollback', 'mf-signup', '--site', 'herz.test')).code, 0);
    assert.equal(await signup(herz), signupManifest('0.1.0'));
    const history = await cli('history', 'mf-signup');
    assert.match(history.output, /set\s+2\.0\.0 50% \/ 3\.0\.0 50%/);
    assert.equal((history.output.match(/rollback/g) ?? []).length, 3);

    // Undoing an unset brings the assignment back.
    await cli('set', 'mf-signup', '3.0.0');
    await cli('unset', 'mf-signup');
    assert.equal(await signup(visitor), signupManifest('0.1.0'));
    await cli('rollback', 'mf-signup');
    assert.equal(await signup(visitor), signupManifest('3.0.0'));
    await cli('unset', 'mf-signup');
  });

  test('a split refuses unbuilt versions and weights that do not add up, changing nothing', async () => {
    assert.equal((await cli('split', 'mf-landers', '0.1.0=50', '9.9.9=50')).code, 1);
    assert.equal((await cli('split', 'mf-landers', '0.1.0=50', '2.0.0=40')).code, 2);
    assert.equal(await landers(new Browser(app)), manifest('0.1.0'));
    assert.equal((await app.db.select().from(remoteAssignments)).length, 0);
  });
});

describe('signups per variant', () => {
  test('the signup stores the variant the visitor was served, and `stats` counts them', async (t) => {
    const { app } = await buildTestApp(t);
    const { herz } = await createSites(app.db);
    const cli = (...args: string[]) => remotesCommand(app, DEFAULT_FRONTEND_ROOT, ...args);
    const [a, b] = ['https://cdn.example/a/mf-manifest.json', 'https://cdn.example/b/mf-manifest.json'];
    assert.equal((await cli('split', 'mf-landers', `${a}=50`, `${b}=50`)).code, 0);

    const expected = new Map<string, { signups: number; tracked: number }>();
    for (let i = 0; i < 12; i++) {
      const visitor = new Browser(app);
      const served = (await visitor.get('/mf/remotes.json')).json().remotes.mf_landers as string;
      const response = await visitor.request({
        method: 'POST',
        url: '/api/signup.php',
        payload: {
          email: `variant${i}@example.com`,
          name: `Variant${i}`,
          date_of_birth: '1990-04-12',
          password: 'a-good-password',
          gender: 'female',
          sexuality: 'hetero',
          // Every third one came without paid traffic.
          ...(i % 3 ? { tracking: { network: 'adnet' } } : {}),
        },
        headers: { 'x-forwarded-for': `10.1.0.${i + 1}` },
      });
      assert.equal(response.statusCode, 200, response.body);
      const rows = await app.db
        .select()
        .from(signupRemoteVariants)
        .where(eq(signupRemoteVariants.userId, response.json().id));
      assert.equal(rows.find((row) => row.remote === 'mf-landers')?.entry, served);
      assert.equal(
        rows.find((row) => row.remote === 'mf-chat')?.entry,
        packageVersion(DEFAULT_FRONTEND_ROOT, 'mf-chat'),
      );
      const counts = expected.get(served) ?? { signups: 0, tracked: 0 };
      expected.set(served, { signups: counts.signups + 1, tracked: counts.tracked + (i % 3 ? 1 : 0) });
    }

    const stats = await cli('stats', 'mf-landers');
    assert.equal(stats.code, 0);
    for (const [entry, { signups, tracked }] of expected)
      assert.match(
        stats.output,
        new RegExp(
          `flirt\\.test\\s+mf-landers\\s+${entry.replace(/[./]/g, '\\$&')}\\s+${signups}\\s+${tracked}$`,
          'm',
        ),
      );
    assert.doesNotMatch(stats.output, /mf-chat/, 'one remote asked for, one remote shown');
    assert.match((await cli('stats', '--site', herz.domain)).output, /none yet/);
    assert.match((await cli('stats', '--since', '2999-01-01')).output, /none yet/);
    assert.equal((await cli('stats', '--since', 'yesterday')).code, 2);
    assert.equal((await cli('stats', 'mf-nope')).code, 2);
  });
});

const postgres = process.env.DATABASE_URL;

describe('several instances on one PostgreSQL database', { skip: !postgres && 'no DATABASE_URL' }, () => {
  test('a change through one instance is what the other answers on its next request', async (t) => {
    const database = await createScratchPostgres(postgres!, 'registry_test');
    const root = fixtureRoot({ 'mf-landers': ['0.1.0', '2.0.0', '3.0.0'] });
    const dataDir = mkdtempSync(join(tmpdir(), 'registry-pg-'));
    const first = await buildFrontendApp({ root, dataDir, databaseUrl: database.url });
    const second = await buildFrontendApp({ root, dataDir, databaseUrl: database.url, createSites: false });
    t.after(async () => {
      await first.close();
      await second.close();
      await database.drop();
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });
    const landers = async (app: FastifyInstance, cookie = '') =>
      (await app.inject({ url: '/mf/remotes.json', headers: cookie ? { cookie } : {} })).json().remotes
        .mf_landers as string;

    assert.equal(await landers(second), manifest('0.1.0'));
    assert.equal((await remotesCommand(first, root, 'set', 'mf-landers', '2.0.0')).code, 0);
    assert.equal(await landers(second), manifest('2.0.0'));
    assert.equal((await remotesCommand(second, root, 'split', 'mf-landers', '2.0.0=50', '3.0.0=50')).code, 0);
    for (let i = 0; i < 10; i++) {
      const cookie = `mf_bucket=${bucket()}`;
      assert.equal(await landers(first, cookie), await landers(second, cookie), 'same visitor, same answer');
    }
    assert.equal((await remotesCommand(second, root, 'rollback', 'mf-landers')).code, 0);
    assert.equal(await landers(first), manifest('2.0.0'));

    // Commands typed at the same moment on both: each is logged, and the assignment is the last one logged.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        remotesCommand(i % 2 ? first : second, root, 'set', 'mf-landers', i % 3 ? '2.0.0' : '3.0.0'),
      ),
    );
    const history = await remotesCommand(first, root, 'history', 'mf-landers');
    const sets = history.output.split('\n').filter((line) => /\bset\b/.test(line));
    assert.equal(sets.length, 12);
    const last = /set\s+(\S+)$/.exec(sets.at(-1)!)?.[1];
    assert.equal(await landers(first), manifest(last!));
    assert.equal(await landers(second), manifest(last!));
  });
});
