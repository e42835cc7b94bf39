import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { encodeSearchCursor } from '@dating/shared/contract';
import { profiles, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { searchQuerySchema } from './search-query';
import { searchMembers } from './search-repository';

// Ranks one microsecond apart, so a cursor that rounded to milliseconds (a JS Date) would skip or repeat.
const RANKS = [
  '2026-03-01T10:00:00.000003Z',
  '2026-03-01T10:00:00.000002Z',
  '2026-03-01T10:00:00.000001Z',
  '2026-02-01T00:00:00Z',
  null,
] as const;
type Rank = (typeof RANKS)[number];

/** The search order, computed here: rank descending with no rank (no photo) last, then id descending. */
function expectedOrder(ranks: Map<number, Rank>): number[] {
  const key = (rank: Rank) => (rank === null ? -Infinity : RANKS.length - RANKS.indexOf(rank));
  return [...ranks.keys()].sort((a, b) => key(ranks.get(b)!) - key(ranks.get(a)!) || b - a);
}

test('member search: keyset paging', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const women: number[] = [];
  for (let i = 0; i < 14; i++) {
    women.push(
      await createMember(app.db, {
        siteId: flirt.id,
        email: `w${i}@example.com`,
        gender: 'female',
        withPhoto: i % 3 !== 0,
      }),
    );
  }

  /** Sets each member's rank directly (the triggers rank only on created_at, photo and activity changes). */
  const setRanks = async (ranks: Map<number, Rank>) => {
    for (const rank of new Set(ranks.values())) {
      const ids = [...ranks].filter(([, value]) => value === rank).map(([id]) => id);
      await app.db
        .update(profiles)
        .set({ rankedAt: rank === null ? null : sql`${rank}::timestamptz` })
        .where(inArray(profiles.userId, ids));
    }
  };

  /** Every page of a search, following `next` from the first page until it is null. */
  const pageThrough = async (pageSize: number) => {
    const base = { siteId: flirt.id, viewerId: me, cdnPrefix: '', enabledFields: ['gender'] as const };
    const pages: number[][] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const query = searchQuerySchema.parse({
        gender: 'female',
        page_size: pageSize,
        page: pages.length + 1,
        after,
      });
      const found = await searchMembers(app.db, { ...base, query });
      pages.push(found.results.map((card) => card.id));
      if (found.next === null) return pages;
      after = found.next;
    }
    throw new Error('next never ended');
  };

  await t.test('pages through ties on the rank: every member once, in order', async () => {
    // Four share one rank, three share another, five have none (members without a photo).
    const ranks = new Map<number, Rank>(
      women.map((id, i) => [id, i < 4 ? RANKS[0] : i < 7 ? RANKS[2] : i < 9 ? RANKS[3] : null]),
    );
    await setRanks(ranks);
    for (const pageSize of [1, 2, 3, 5, 14, 20]) {
      const pages = await pageThrough(pageSize);
      assert.deepEqual(pages.flat(), expectedOrder(ranks), `page size ${pageSize}`);
      assert.ok(
        pages.every((page) => page.length > 0),
        `no empty page at the end (page size ${pageSize})`,
      );
    }
  });

  await t.test('property: any ranks with ties and any page size page through exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...RANKS), { minLength: women.length, maxLength: women.length }),
        fc.integer({ min: 1, max: 6 }),
        async (assigned, pageSize) => {
          const ranks = new Map<number, Rank>(women.map((id, i) => [id, assigned[i]!]));
          await setRanks(ranks);
          assert.deepEqual((await pageThrough(pageSize)).flat(), expectedOrder(ranks));
        },
      ),
      { numRuns: 25 },
    );
  });

  const browser = new Browser(app, 'flirt.test');
  await browser.login('me@example.com', FIXTURE_PASSWORD);

  await t.test('over HTTP: next leads on as page numbers do; the last page has no next', async () => {
    const ranks = new Map<number, Rank>(women.map((id, i) => [id, RANKS[i % RANKS.length]!]));
    await setRanks(ranks);
    const first = (await browser.get('/api/members.php?gender=female&page_size=5')).json();
    assert.equal(typeof first.next, 'string');
    const byNumber = (await browser.get('/api/members.php?gender=female&page_size=5&page=2')).json();
    const byCursor = (
      await browser.get(`/api/members.php?gender=female&page_size=5&page=2&after=${first.next}`)
    ).json();
    assert.deepEqual(byCursor.results, byNumber.results);
    assert.equal(byCursor.page, 2);
    assert.equal(byCursor.numResults, 14);
    assert.deepEqual(byCursor.similar_results, []);
    const last = (
      await browser.get(`/api/members.php?gender=female&page_size=5&after=${byCursor.next}`)
    ).json();
    assert.equal(last.results.length, 4);
    assert.equal(last.next, null);
    // Exactly a page's worth left: still no next, and no empty page to ask for.
    const exact = (await browser.get('/api/members.php?gender=female&page_size=14')).json();
    assert.equal(exact.results.length, 14);
    assert.equal(exact.next, null);
  });

  await t.test('a well-formed cursor from elsewhere is just a place in the order', async () => {
    const farFuture = encodeSearchCursor({ r: Number.MAX_SAFE_INTEGER, i: 2_147_483_647 });
    const all = (await browser.get(`/api/members.php?gender=female&page_size=48&after=${farFuture}`)).json();
    assert.equal(all.results.length, 14);
    const end = encodeSearchCursor({ r: null, i: 1 });
    const none = await browser.get(`/api/members.php?gender=female&after=${end}`);
    assert.equal(none.statusCode, 200);
    assert.deepEqual([none.json().results, none.json().next], [[], null]);
  });

  await t.test('a malformed or forged cursor is a 400 validation_failed, never a 5xx', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const after of [
      '',
      'garbage!',
      'not-base64-json',
      b64('[1,2]'),
      b64('{"r":1,"i":2'),
      b64('{"r":-1,"i":2}'),
      b64('{"r":1.5,"i":2}'),
      b64('{"r":1e300,"i":2}'),
      b64('{"r":1,"i":0}'),
      b64('{"r":1,"i":99999999999}'),
      b64('{"r":"2026-01-01","i":2}'),
      b64('{"r":1,"i":2,"x":3}'),
      b64('{"i":2}'),
      'A'.repeat(5000),
      `${b64('{"r":1,"i":2}')}&after=${b64('{"r":1,"i":3}')}`,
    ]) {
      const response = await browser.get(`/api/members.php?gender=female&after=${after}`);
      assert.equal(response.statusCode, 400, `after=${after.slice(0, 40)}`);
      assert.equal(response.json().error, 'validation_failed');
    }
  });

  await t.test(
    'a load more answers with the count its cursor carries, if sealed for this very search',
    async () => {
      const first = (await browser.get('/api/members.php?gender=female&page_size=5')).json();
      assert.equal(first.numResults, 14);
      const cursor = JSON.parse(Buffer.from(first.next, 'base64url').toString()) as Record<string, unknown>;
      assert.equal(cursor.n, 14);
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      // Two leave after the first page: the carried count does not see it, a count would.
      await app.db
        .update(users)
        .set({ invisible: true })
        .where(inArray(users.id, women.slice(0, 2)));
      try {
        const page = (after: string, filters = 'gender=female') =>
          browser.get(`/api/members.php?${filters}&page_size=5&after=${after}`);
        assert.equal((await page(first.next)).json().numResults, 14);
        // Forged, stripped, or another search's: only a place in the order, and the search counts.
        for (const after of [
          b64({ ...cursor, n: 999 }),
          b64({ ...cursor, n: 13 }),
          b64({ r: cursor.r, i: cursor.i }),
          b64({ r: cursor.r, i: cursor.i, n: 14 }),
        ]) {
          const response = await page(after);
          assert.equal(response.statusCode, 200);
          assert.equal(response.json().numResults, 12, after);
          assert.deepEqual(response.json().results, (await page(first.next)).json().results);
        }
        assert.equal((await page(first.next, 'gender=female&min_age=18')).json().numResults, 12);
        // The next cursor carries the count it answered with, sealed again.
        const second = (await page(b64({ ...cursor, n: 999 }))).json();
        assert.equal((await page(second.next)).json().numResults, 12);
        // A seal that is not one is malformed.
        for (const s of ['short', 'x'.repeat(23), '!'.repeat(22)]) {
          const response = await page(b64({ ...cursor, s }));
          assert.equal(response.statusCode, 400, s);
          assert.equal(response.json().error, 'validation_failed');
        }
      } finally {
        await app.db
          .update(users)
          .set({ invisible: false })
          .where(inArray(users.id, women.slice(0, 2)));
      }
    },
  );

  await t.test('a member without a photo pages after every ranked one (cursor with no rank)', async () => {
    await app.db.update(profiles).set({ rankedAt: null }).where(eq(profiles.siteId, flirt.id));
    const pages = await pageThrough(4);
    assert.deepEqual(
      pages.flat(),
      [...women].sort((a, b) => b - a),
    );
  });
});
