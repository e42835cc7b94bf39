// `npm run bench:search` (root; `node --import tsx bench/members-search-bench.ts` from api/): member search
// at BENCH_PROFILES profiles (100,000) on PGlite, and on PostgreSQL when DATABASE_URL is set
// (BENCH_ENGINES=postgres for PostgreSQL alone; 1,000,000 profiles take ~2 minutes to seed there): p50/p99,
// requests per second and CPU per request of the typical searches, each in turns with the very statements it
// ran replayed directly through `pg` (on PostgreSQL; a bare Fastify route on PGlite), page 40 both
// by number (OFFSET) and after the cursor of page 39 (keyset, as the site pages), and the query plans
// (EXPLAIN ANALYZE) of the page and count queries on each engine. It prints figures; it does not judge them.
// BENCH_KEEP_DATABASE=1 keeps the seeded PostgreSQL database, BENCH_REUSE_DATABASE=<its URL> runs on it again
// without seeding (bench-runner.ts).
// Last figures and what the plans showed: docs/performance.md (member search at 1,000,000 profiles).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { sites, users } from '../src/db/schema/index';
import { COUNT_CAP, SIMILAR_LIMIT, searchQuerySchema } from '../src/features/members-search/search-query';
import {
  type PageStart,
  searchMembers,
  searchQueries,
  searchWhere,
  similarQuery,
  similarWhere,
} from '../src/features/members-search/search-repository';
import { bulkSeed } from './bulk-seed';
import { CONNECTIONS, DEMO, DURATION, PROFILES, runBenchmark, type Row } from './bench-runner';

const BROAD = 'gender=female&country=GB&min_age=25&max_age=45';
/** The searches members run most, from broad to narrow, and a deep page by number (the spec's `page`). */
const SEARCHES = [
  ['gender + country + ages', BROAD],
  ['+ region', 'gender=female&country=GB&countryregion=Region%203&min_age=25&max_age=45'],
  ['page 40 of the broad search, by number', `${BROAD}&page=40`],
  ['gender only', 'gender=male'],
  [
    'few matches (similar results)',
    'gender=female&country=IE&countryregion=Region%205&min_age=70&max_age=72',
  ],
] as const;
/** Page 40 as the site asks for it: after the `next` of page 39. */
const DEEP_PAGE = 40;

/** EXPLAIN ANALYZE of the page and count queries of a search, as the demo member runs it. */
async function explain(db: Db, query: string, deep = false, withSimilar = false) {
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
  const input = {
    siteId: site.id,
    viewerId: demo.id,
    cdnPrefix: '',
    enabledFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const,
  };
  const where = searchWhere({ ...input, query: parsed });
  let start: PageStart = { offset: (parsed.page - 1) * parsed.page_size };
  if (deep) {
    // The cursor page 39 ends with, found the way the site finds it.
    let after: string | undefined;
    for (let page = 1; page < DEEP_PAGE; page++) {
      const found = await searchMembers(db, {
        ...input,
        query: searchQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(query)), after }),
      });
      if (!found.next) {
        console.log(`  -- ${query} has fewer than ${DEEP_PAGE} pages`);
        return;
      }
      after = found.next;
    }
    const cursor = searchQuerySchema.parse({ after }).after;
    if (!cursor) return;
    start = { after: cursor };
  }
  // One row more than the page, as the API reads it (is there a next page?).
  const queries = searchQueries(db, where, parsed.page_size + 1, start);
  // A search with few matches also runs the similar profiles' statement (5 spare rows: at most 5 matches).
  const similar = similarQuery(
    db,
    similarWhere({ ...input, query: parsed }, new Date()),
    SIMILAR_LIMIT + 5,
    COUNT_CAP + 6,
  );
  for (const [label, builder] of [
    ['page', queries.rows],
    ['count', queries.count],
    ...(withSimilar ? ([['similar (page and count)', similar]] as const) : []),
  ] as const) {
    const plan = (await db.execute(sql`explain (analyze, costs off, timing on) ${builder}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`  -- ${label}: ${query}${deep ? ` after the cursor of page ${DEEP_PAGE - 1}` : ''}`);
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
    },
    async inspect(db, engine) {
      console.log(`\n[${engine}] query plans`);
      for (const [label, query] of SEARCHES) await explain(db, query, false, label.includes('similar'));
      await explain(db, BROAD, true);
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
        rows.push(...(await server.measureAgainstSql(`search: ${label}`, url)));
      }
      // Page 40 as the site's "load more" asks for it: after the cursor page 39 answered with.
      let after: string | null = null;
      for (let page = 1; page < DEEP_PAGE && (page === 1 || after); page++) {
        const url: string = `${server.base}/api/members.php?${BROAD}&page=${page}${after ? `&after=${after}` : ''}`;
        const found = (await (await fetch(url, { headers: server.headers })).json()) as {
          next: string | null;
        };
        after = found.next;
      }
      if (after) {
        const url = `${server.base}/api/members.php?${BROAD}&page=${DEEP_PAGE}&after=${after}`;
        rows.push(
          ...(await server.measureAgainstSql(
            `search: page ${DEEP_PAGE} of the broad search, after a cursor`,
            url,
          )),
        );
      } else console.log(`  the broad search has fewer than ${DEEP_PAGE} pages`);
      return rows;
    },
  },
  `${CONNECTIONS} connections, ${DURATION} s per search; ${PROFILES} profiles.`,
);
