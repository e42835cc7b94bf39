// `npm run bench -w @dating/api`: seeds BENCH_PROFILES profiles (100,000) and BENCH_MESSAGES messages
// (1,000,000) into a scratch database, starts the API server and a bare Fastify route, and measures
// GET /api/user.php, /api/chats.php, /api/likes.php, a member search and a lander's page HTML (next to the
// same page as a static file) with autocannon. Runs on PGlite,
// and also on PostgreSQL when DATABASE_URL is set (a scratch database bench_* beside it, dropped
// afterwards). On PostgreSQL each route is measured in turns with its same-work yardstick (bench/bare-server.ts:
// the same lookups in one named prepared statement with pg, the same JSON), with the API's queries per request
// and both sides' CPU per request. BENCH_ROUTES=user,chats measures only the routes whose label holds a word.
// BENCH_TWIN_PLANS=custom has the twins plan their statement per request (a diagnostic, bare-server.ts).
// Not a test: it prints figures, it does not judge them.
import { bulkSeed } from './bulk-seed';
import { CONNECTIONS, DEMO, DURATION, PROFILES, runBenchmark, type Row } from './bench-runner';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const log = (line: string) => console.log(line);

const ROUTES = [
  ['GET /api/user.php', '/api/user.php'],
  ['GET /api/chats.php', '/api/chats.php'],
  ['GET /api/likes.php', '/api/likes.php'],
  ['GET /api/members.php (search)', '/api/members.php?gender=female&country=GB&min_age=25&max_age=45'],
] as const;

runBenchmark(
  {
    name: 'bench',
    async seed(db, engine) {
      log(`\n[${engine}] seeding ${PROFILES} profiles and ${MESSAGES} messages`);
      await bulkSeed(db, { profiles: PROFILES, messages: MESSAGES }, DEMO.email, log);
    },
    async run(server) {
      const rows: Row[] = [];
      // BENCH_ROUTES=user,chats measures only the routes whose label holds one of the words.
      const only = process.env.BENCH_ROUTES?.split(',');
      for (const [label, path] of ROUTES) {
        if (only && !only.some((word) => label.includes(word))) continue;
        const check = await fetch(`${server.base}${path}`, { headers: server.headers });
        if (!check.ok)
          log(`  warning: ${label} answered ${check.status} ${(await check.text()).slice(0, 200)}`);
        rows.push(...(await server.measureAgainstYardstick(label, path)));
      }
      if (only && !only.includes('lander')) return rows;
      // The page the server writes for a lander visitor (head, first screen, first answers, registry),
      // right after the same shell page as a static file: its ratio is to that file's.
      const visitor = { host: server.headers.host ?? '' };
      const file = await server.measure(
        '  static file yardstick (index.html)',
        `${server.bareBase}/static/index.html`,
        {},
      );
      const lander = await server.measure(
        'GET /landers/gallery (page HTML, visitor)',
        `${server.base}/landers/gallery`,
        visitor,
      );
      rows.push({ ...file, ratio: 1 }, { ...lander, ratio: lander.rps / file.rps });
      return rows;
    },
  },
  `${CONNECTIONS} connections, ${DURATION} s per route; ${PROFILES} profiles, ${MESSAGES} messages.`,
);
