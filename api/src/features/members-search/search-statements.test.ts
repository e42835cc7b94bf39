import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SEARCH_FIELDS } from '@dating/shared/contract';
import { blocks, profiles, users } from '../../db/schema/index';
import { createMember, createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';
import { searchQuerySchema } from './search-query';
import {
  countStatementName,
  type PageStart,
  searchMembers,
  searchQueries,
  searchWhere,
} from './search-repository';

const TODAY = new Date('2026-06-15T12:00:00Z');
const HAIR = ['black', 'brown', 'blond'] as const;
const EYES = ['brown', 'blue'] as const;
const BODIES = ['slim', 'average', 'curvy'] as const;
const STATUSES = ['single', 'divorced'] as const;
const TATTOOS = ['none', 'some'] as const;
const INTERESTS = [['travel', 'music'], ['music'], ['cooking', 'travel'], []] as const;
const REGIONS = ['Kent', 'Essex', null] as const;
/** Ties on purpose (the id must break them) and members without a photo (no rank). */
const RANKS = [
  '2026-03-01T10:00:00.000002Z',
  '2026-03-01T10:00:00.000001Z',
  '2026-02-01T00:00:00Z',
  null,
] as const;

const pick = <T>(list: readonly T[], i: number, step: number): T => list[(i * step) % list.length]!;

// The search runs prepared statements, one per shape of the query (which filters, logged in or not, where
// the page starts), with every value a parameter. For any query they must answer exactly what the statements
// built for that query's values answer, and a statement prepared for one query's values must not carry them
// into the next query of the same shape.
test('member search: the prepared statements answer as the statements built per query', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz: other } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const members: number[] = [];
  for (let i = 0; i < 40; i++) {
    const id = await createMember(app.db, {
      siteId: i % 13 === 12 ? other.id : flirt.id,
      email: `m${i}@example.com`,
      gender: i % 5 === 0 ? 'male' : 'female',
      withPhoto: i % 4 !== 0,
    });
    members.push(id);
    const rank = i % 4 === 0 ? null : pick(RANKS, i, 3);
    await app.db
      .update(profiles)
      .set({
        birthDate: `${2004 - i}-0${1 + (i % 9)}-15`,
        country: i % 7 === 3 ? 'NL' : 'GB',
        region: pick(REGIONS, i, 1),
        hairColor: pick(HAIR, i, 1),
        eyeColor: pick(EYES, i, 1),
        bodyType: pick(BODIES, i, 2),
        relationshipStatus: pick(STATUSES, i, 1),
        tattoos: pick(TATTOOS, i, 3),
        interests: [...pick(INTERESTS, i, 1)],
        rankedAt: rank === null ? null : sql`${rank}::timestamptz`,
      })
      .where(eq(profiles.userId, id));
  }
  // Hidden members and blocks either way apply to every shape.
  await app.db.update(users).set({ invisible: true }).where(eq(users.id, members[6]!));
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, members[7]!));
  await app.db.insert(blocks).values([
    { blockerId: members[9]!, blockedId: me },
    { blockerId: me, blockedId: members[10]! },
  ]);

  const inputOf = (query: Record<string, unknown>, viewerId: number | null, countCap: number) => ({
    siteId: flirt.id,
    viewerId,
    cdnPrefix: '',
    enabledFields: SEARCH_FIELDS,
    query: searchQuerySchema.parse(query),
    today: TODAY,
    countCap,
  });
  /** The answer from statements built for this query's values (the benchmark EXPLAINs the same builders). */
  const reference = async (query: Record<string, unknown>, viewerId: number | null, countCap: number) => {
    const input = inputOf(query, viewerId, countCap);
    const { page, page_size: pageSize, after } = input.query;
    const start: PageStart = after ? { after } : { offset: (page - 1) * pageSize };
    const queries = searchQueries(app.db, searchWhere(input), pageSize + 1, start, countCap + 1);
    const [rows, [count]] = await Promise.all([queries.rows, queries.count]);
    return {
      ids: rows.slice(0, pageSize).map((row) => row.id),
      total: count?.count ?? 0,
      more: rows.length > pageSize,
    };
  };

  // Each filter in about one query of four, so that most queries match someone.
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
  const filters = fc.record({
    gender: sometimes(fc.constantFrom('male', 'female')),
    country: sometimes(fc.constantFrom('GB', 'NL', 'gb')),
    countryregion: sometimes(fc.constantFrom('Kent', 'Essex', 'Devon')),
    min_age: sometimes(fc.integer({ min: 18, max: 40 })),
    max_age: sometimes(fc.integer({ min: 40, max: 70 })),
    hair_color: sometimes(fc.constantFrom(...HAIR)),
    eye_color: sometimes(fc.constantFrom(...EYES)),
    body_type: sometimes(fc.constantFrom(...BODIES)),
    relationship_status: sometimes(fc.constantFrom(...STATUSES)),
    tattoos: sometimes(fc.constantFrom(...TATTOOS)),
    interests: sometimes(fc.constantFrom(['travel'], ['music', 'travel'], ['cooking'])),
  });
  let matched = 0;

  await fc.assert(
    fc.asyncProperty(
      filters,
      fc.boolean(),
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(2, 5, 1000),
      async (query, loggedIn, pageSize, page, countCap) => {
        const viewerId = loggedIn ? me : null;
        const first = { ...query, page_size: pageSize, page };
        const found = await searchMembers(app.db, inputOf(first, viewerId, countCap));
        const expected = await reference(first, viewerId, countCap);
        assert.deepEqual(
          found.results.map((card) => card.id),
          expected.ids,
        );
        assert.equal(found.numResults, Math.min(expected.total, countCap));
        assert.equal(found.numResults_capped, expected.total > countCap);
        assert.equal(found.next !== null, expected.more);
        if (found.results.length > 0) matched += 1;
        if (found.next === null) return;
        // The page after its cursor (a rank, or none for a member without a photo).
        const next = { ...query, page_size: pageSize, after: found.next };
        const after = await searchMembers(app.db, inputOf(next, viewerId, countCap));
        const expectedAfter = await reference(next, viewerId, countCap);
        assert.deepEqual(
          after.results.map((card) => card.id),
          expectedAfter.ids,
        );
        assert.equal(after.numResults, Math.min(expectedAfter.total, countCap));
      },
    ),
    { numRuns: 150 },
  );
  // The property means little if the queries matched nobody.
  assert.ok(matched > 30, `only ${matched} of 150 queries matched someone`);
});

// A named statement may be run with a generic plan, one for all values: only a count whose every filter is a
// column of its index gets a name. node-postgres refuses one name for two texts, so each shape has its own.
test('member search: only a count by the indexed filters is a named statement, one name per shape', () => {
  const broad = { gender: 'female', country: 'GB', bornBy: '2001-01-01', bornAfter: '1980-01-01' } as const;
  const named = [
    countStatementName(broad, 7),
    countStatementName(broad, null),
    countStatementName({ gender: 'female' }, 7),
    countStatementName({ country: 'GB' }, 7),
    countStatementName({}, 7),
  ];
  assert.ok(named.every((name) => name.startsWith('search_count_')));
  assert.equal(new Set(named).size, named.length);
  assert.equal(countStatementName({ ...broad }, 8), named[0], 'the viewer is a value, not a shape');
  assert.equal(countStatementName({ ...broad, region: 'Kent' }, 7), '');
  assert.equal(countStatementName({ gender: 'male', hairColor: 'black' }, null), '');
  assert.equal(countStatementName({ interests: ['music'] }, 7), '');
});
