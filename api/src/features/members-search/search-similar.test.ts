import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { blocks, profiles, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { searchQuerySchema } from './search-query';
import { exactSimilar, searchMembers } from './search-repository';

const TODAY = new Date('2026-06-15T12:00:00Z');
const REGIONS = ['Kent', 'Essex', 'Devon'] as const;

// The similar profiles' statement starts before the first page is known (as soon as the count says few
// match) and leaves that page's members out afterwards. The answer must be exactly the one of the statement
// that leaves them out in SQL (`NOT IN`), for any filters, page size and count cap.
test('member search: similar results', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const women: number[] = [];
  for (let i = 0; i < 24; i++) {
    const id = await createMember(app.db, {
      siteId: flirt.id,
      email: `w${i}@example.com`,
      gender: 'female',
      withPhoto: i % 4 !== 0,
    });
    women.push(id);
    // Ages 25 to 48, three regions, ranks apart (and none for those without a photo).
    await app.db
      .update(profiles)
      .set({
        birthDate: `${2001 - i}-03-01`,
        region: REGIONS[i % REGIONS.length],
        rankedAt: i % 4 === 0 ? null : sql`${`2026-03-01T10:00:${String(i).padStart(2, '0')}Z`}::timestamptz`,
      })
      .where(eq(profiles.userId, id));
  }
  // One hidden member and one block: the similar profiles leave them out as the results do.
  await app.db.update(users).set({ invisible: true }).where(eq(users.id, women[5]!));
  await app.db.insert(blocks).values({ blockerId: women[9]!, blockedId: me });

  const search = (query: Record<string, unknown>, countCap?: number) =>
    searchMembers(app.db, {
      siteId: flirt.id,
      viewerId: me,
      cdnPrefix: '',
      enabledFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      query: searchQuerySchema.parse(query),
      today: TODAY,
      countCap,
    });
  const reference = async (query: Record<string, unknown>, shown: number[], countCap = 1000) => {
    const input = {
      siteId: flirt.id,
      viewerId: me,
      cdnPrefix: '',
      enabledFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const,
      query: searchQuerySchema.parse(query),
      today: TODAY,
    };
    const cards = shown.map((id) => ({ id }) as Parameters<typeof exactSimilar>[3][number]);
    const found = await exactSimilar(app.db, input, TODAY, cards, countCap);
    return { ids: found.rows.map((card) => card.id), total: Math.min(found.total, countCap) };
  };

  await t.test('few matches: the wider ages without the results, in the search order', async () => {
    // Woman i is 25 + i; Essex is every third from woman 1. Essex, 30-34: woman 7 alone.
    const query = { gender: 'female', country: 'GB', countryregion: 'Essex', min_age: 30, max_age: 34 };
    const found = await search(query);
    assert.deepEqual(
      found.results.map((card) => card.id),
      [women[7]],
    );
    // Ages 25-39, any region: women 0-14 but the hidden 5, the blocking 9 and the result 7; those with a
    // photo by rank, then those without one (0, 4, 8, 12), newest first.
    const expected = [14, 13, 11, 10, 6, 3, 2, 1, 12, 8, 4, 0].map((i) => women[i]);
    assert.deepEqual(
      found.similar_results.map((card) => card.id),
      expected,
    );
    assert.equal(found.similar_numResults, 12);
    assert.deepEqual(await reference(query, [women[7]!]), {
      ids: expected,
      total: 12,
    });
  });

  await t.test('property: the same as leaving the results out in SQL', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(undefined, ...REGIONS),
        fc.integer({ min: 18, max: 55 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(undefined, 1, 2, 3, 5, 8, 13),
        async (region, minAge, span, pageSize, countCap) => {
          const query = {
            gender: 'female',
            country: 'GB',
            countryregion: region,
            min_age: minAge,
            max_age: minAge + span,
            page_size: pageSize,
          };
          const found = await search(query, countCap);
          const shown = found.results.map((card) => card.id);
          // The count the search decides by stops one past the cap.
          const counted = found.numResults_capped ? (countCap ?? 1000) + 1 : found.numResults;
          const expected = counted < 6 ? await reference(query, shown, countCap) : { ids: [], total: 0 };
          assert.deepEqual(
            {
              ids: found.similar_results.map((card) => card.id),
              total: found.similar_numResults,
            },
            expected,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  await t.test('no similar results after a cursor or beyond page 1', async () => {
    // Essex, 25-40: five results.
    const query = { gender: 'female', country: 'GB', countryregion: 'Essex', min_age: 25, max_age: 40 };
    assert.equal((await search(query)).similar_results.length, 12);
    assert.deepEqual((await search({ ...query, page: 2 })).similar_results, []);
    await app.db
      .update(users)
      .set({ invisible: false })
      .where(inArray(users.id, [women[5]!]));
    const first = await search({ ...query, page_size: 1 });
    assert.ok(first.next);
    const after = await search({ ...query, page_size: 1, after: first.next });
    assert.deepEqual([after.similar_results, after.similar_numResults], [[], 0]);
  });
});
