// `node --import tsx bench/members-search-bench.ts` (from api/): member search at BENCH_PROFILES profiles
// (100,000) on PGlite, and on PostgreSQL when DATABASE_URL is set: p50/p99 and requests per second of the
// typical searches next to a bare Fastify route in the same run, and the query plans (EXPLAIN ANALYZE) of
// the page and count queries on each engine. It prints figures; it does not judge them.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { sites, users } from '../src/db/schema/index';
import { searchQuerySchema } from '../src/features/members-search/search-query';
import { searchQueries, searchWhere } from '../src/features/members-search/search-repository';
import { bulkSeed } from './bulk-seed';
import { CONNECTIONS, DEMO, DURATION, PROFILES, runBenchmark, type Row } from './bench-runner';

/** The searches members run most, from broad to narrow, and a deep page. */
const SEARCHES = [
  ['gender + country + ages', 'gender=female&country=GB&min_age=25&max_age=45'],
  ['+ region', 'gender=female&country=GB&countryregion=Region%203&min_age=25&max_age=45'],
  ['page 40 of the broad search', 'gender=female&country=GB&min_age=25&max_age=45&page=40'],
  ['gender only', 'gender=male'],
  [
    'few matches (similar results)',
    'gender=female&country=IE&countryregion=Region%205&min_age=70&max_age=72',
  ],
] as const;

/** EXPLAIN ANALYZE of the page and count queries of a search, as the demo member runs it. */
async function explain(db: Db, query: string) {
  const [demo] = await db
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(eq(users.email, DEMO.email));
  const [site] = await db
    .select()
    .from(sites)
    .where(eq(sites.id, demo?.siteId ?? 0));
  if (!demo || !site) throw new Error('demo member missing');
  const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const where = searchWhere({
    siteId: site.id,
    viewerId: demo.id,
    cdnPrefix: '',
    query: parsed,
    enabledFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  });
  const queries = searchQueries(db, where, parsed.page_size, (parsed.page - 1) * parsed.page_size);
  for (const [label, builder] of [
    ['page', queries.rows],
    ['count', queries.count],
  ] as const) {
    const plan = (await db.execute(sql`explain (analyze, costs off, timing on) ${builder}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`  -- ${label}: ${query}`);
    for (const row of plan.rows) console.log(`     ${Object.values(row)[0]}`);
  }
}

runBenchmark(
  {
    name: 'bench_members',
    async seed(db, engine) {
      console.log(`\n[${engine}] seeding ${PROFILES} profiles`);
      await bulkSeed(db, { profiles: PROFILES, messages: 0 }, DEMO.email, (line) => console.log(line));
      await db.execute(sql`analyze`);
      console.log(`\n[${engine}] query plans`);
      await explain(db, SEARCHES[0][1]);
      await explain(db, SEARCHES[1][1]);
    },
    async run(server) {
      const rows: Row[] = [];
      for (const [label, query] of SEARCHES) {
        const url = `${server.base}/api/members.php?${query}`;
        const check = await fetch(url, { headers: server.headers });
        const body = (await check.json()) as { numResults?: number; similar_numResults?: number };
        console.log(
          `  ${label}: ${check.status}, ${body.numResults} results, ${body.similar_numResults} similar`,
        );
        rows.push(await server.measure(`search: ${label}`, url));
      }
      return rows;
    },
  },
  `${CONNECTIONS} connections, ${DURATION} s per search; ${PROFILES} profiles.`,
);
