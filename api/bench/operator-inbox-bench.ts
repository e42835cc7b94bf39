// `npm run bench:operators` (root; `node --import tsx bench/operator-inbox-bench.ts` from api/): the operator
// inbox's queue query at BENCH_WAITING waiting conversations (100,000), on PGlite, or on PostgreSQL when
// DATABASE_URL is set (a scratch database of its own, dropped after). Prints the queue page's time (p50, p90
// of BENCH_RUNS runs) for an operator of every site and language and for one site and language, beside a
// same-run yardstick (a 50-row primary-key range read of the same table), the machine's load average and
// core count, and the query plan. It prints figures; it does not judge them.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import { queueItems } from '../src/features/operator-inbox/inbox-queue';
import type { OperatorScope } from '../src/features/operator-inbox/inbox-scope';
import type { StaffIdentity } from '../src/features/staff/core/staff-session';
import { createSites } from '../src/testing/fixtures';
import { createScratchPostgres } from '../src/testing/scratch-postgres';

const WAITING = Number(process.env.BENCH_WAITING ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const FICTIONAL = 300;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function timed(db: Db, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms`;
}

async function seed(db: Db) {
  const { flirt, herz } = await createSites(db);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const total = WAITING + FICTIONAL;
  // Users 1..FICTIONAL are fictional; every member writes to one of them, so each member is one waiting row.
  await step(
    `${total} users`,
    sql`insert into users (site_id, email, password_hash, status, language, is_fictional)
      select case when g % 3 = 0 then ${herz.id}::int else ${flirt.id}::int end, 'bench' || g || '@bench.test', 'x',
        'confirmed', case when g % 3 = 0 then 'de' else 'en' end, g <= ${FICTIONAL}
      from generate_series(1, ${total}) g`,
  );
  await step(
    'profiles',
    sql`insert into profiles (user_id, site_id, name, status, gender, sexuality, birth_date, country)
      select id, site_id, 'Bench ' || id, 'active', 'female', 'hetero', date '1990-01-01', 'GB' from users`,
  );
  // Member g writes to a fictional profile of its own site: g' = 3k (+1 on the other site) among 1..FICTIONAL.
  await step(
    'conversations',
    sql`with base as (select min(id) - 1 as b from users)
      insert into conversations (user_low_id, user_high_id, last_message_at)
      select base.b + case when (m.id - base.b) % 3 = 0 then 3 * ((m.id - base.b) % 100 + 1)
        else 3 * ((m.id - base.b) % 100) + 1 end, m.id, now()
      from users m, base where not m.is_fictional`,
  );
  // The trigger of migration 0024 fills the queue from these, as it does from members' messages.
  await step(
    `${WAITING} messages (the trigger fills the queue)`,
    sql`insert into messages (conversation_id, sender_id, body, created_at)
      select id, user_high_id, 'Hello there', now() - make_interval(secs => (id % 86400)::int) from conversations`,
  );
  await db.execute(sql`analyze`);
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const scratch = serverUrl ? await createScratchPostgres(serverUrl, 'operators_bench') : null;
  const database = await openDatabase({ databaseUrl: scratch?.url ?? null, pgliteDir: null });
  const { db } = database;
  try {
    console.log(`operator inbox queue on ${database.engine}, ${WAITING} waiting conversations`);
    await seed(db);
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from operator_queue`),
    );
    console.log(`  waiting conversations in the queue: ${count?.n ?? 0}`);
    const staff = { id: 1, sites: null } as unknown as StaffIdentity;
    const everything: OperatorScope = { staff, sites: null, languages: null };
    const [site] = rowsOf<{ id: number }>(await db.execute(sql`select min(id)::int as id from sites`));
    const oneSite: OperatorScope = { staff, sites: [site?.id ?? 1], languages: ['en'] };

    const before = loadavg();
    const rows = [
      [
        'yardstick: 50 users by primary key',
        await timed(db, () =>
          db.execute(sql`select id, email from users where id > 1000 order by id limit 50`),
        ),
      ],
      ['queue page, every site and language', await timed(db, () => queueItems(db, everything))],
      ['queue page, one site, one language', await timed(db, () => queueItems(db, oneSite))],
    ];
    const after = loadavg();
    for (const [label, figures] of rows) console.log(`  ${label}: ${figures}`);
    console.log(
      `  machine: ${cpus().length} cores, load average ${before.map((l) => l.toFixed(2)).join(' ')} before, ${after.map((l) => l.toFixed(2)).join(' ')} after`,
    );
    const query = queueItems(db, oneSite).toSQL();
    const plan = rowsOf<Record<string, string>>(
      await db.execute(sql.raw(`explain analyze ${inline(query.sql, query.params)}`)),
    );
    console.log('  plan (one site, one language):');
    for (const line of plan) console.log(`    ${Object.values(line)[0]}`);
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

/** The statement with its parameters written in, for EXPLAIN (numbers and short strings only here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
