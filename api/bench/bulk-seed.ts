import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { firstRow } from '../src/db/first-row';

export interface BulkCounts {
  profiles: number;
  messages: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Set-based seeding (generate_series, no row-by-row inserts) on top of the demo sites: `profiles` members
 * split over the two sites, conversations between neighbours carrying `messages` messages, and 60 chats and
 * 200 received likes for the demo member the benchmark logs in as.
 */
export async function bulkSeed(db: Db, counts: BulkCounts, demoEmail: string, log: (line: string) => void) {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const [demo] = rowsOf<{ id: number; password_hash: string; site_id: number }>(
    await db.execute(sql`select id, password_hash, site_id from users where email = ${demoEmail}`),
  );
  if (!demo) throw new Error(`demo user ${demoEmail} is missing`);
  const sitesRows = rowsOf<{ first: number; last: number }>(
    await db.execute(sql`select min(id)::int as first, max(id)::int as last from sites`),
  );
  const { first, last } = firstRow(sitesRows, 'sites');

  // Every expression over the row number or an id is bigint: a product such as `id * 7919` overflows a 32-bit
  // integer above ~271,000 profiles. Activity is spread over two months, so the search order is realistic.
  await step(
    `${counts.profiles} users`,
    sql`insert into users (site_id, email, password_hash, status, language, is_fictional, signup_date, last_seen_at)
      select case when g % 3 = 0 then ${last}::int else ${first}::int end, 'bench' || g || '@bench.test', ${demo.password_hash},
        'confirmed', case when g % 3 = 0 then 'de' else 'en' end, g % 4 = 0, now() - make_interval(days => (g % 700)::int),
        now() - make_interval(secs => ((g * 7919) % 5000000)::int)
      from generate_series(1::bigint, ${counts.profiles}::bigint) g`,
  );
  const range = firstRow(
    rowsOf<{ low: number; high: number }>(
      await db.execute(
        sql`select min(id)::int as low, max(id)::int as high from users where email like 'bench%@bench.test'`,
      ),
    ),
    'bench users',
  );
  const low = range.low;
  // Photos first: the profiles trigger (0015_search_rank) then ranks each new profile as it is inserted, and the
  // photos trigger finds no profile to update yet. One member in ten has no photo (ranked after all others).
  await step(
    'photos',
    sql`insert into photos (user_id, filename, thumb_filename, status, is_main)
      select id, 'bench-' || id || '.jpg', 'bench-' || id || '-thumb.jpg', 'active', true
      from users where id between ${low} and ${range.high} and id % 10 <> 0`,
  );
  // Region, city, interests and body type come from a multiplicative hash of the id, so that they do not
  // depend on the site (g % 3), the gender (id % 2) or the country (id % 5): every combination occurs.
  await step(
    'profiles',
    sql`insert into profiles (user_id, site_id, name, status, gender, sexuality, birth_date, country, region, city,
        interests, hair_color, eye_color, body_type, relationship_status, tattoos, personal_text, signup_reason, created_at)
      select u.id, u.site_id, 'Member ' || u.id, 'active',
        case when u.id % 2 = 0 then 'female' else 'male' end,
        (array['hetero','hetero','hetero','hetero','bi','gay'])[1 + u.id % 6],
        date '1958-01-01' + ((u.id::bigint * 7919) % 17000)::int,
        case when u.site_id = ${last}::int then (array['DE','DE','AT','CH'])[1 + u.id % 4]
             else (array['GB','GB','IE','NL','BE'])[1 + u.id % 5] end,
        'Region ' || ((u.id::bigint * 2654435761 / 65536) % 12), 'City ' || ((u.id::bigint * 2654435761 / 65536) % 40),
        array[(array['travel','music','cooking','movies','hiking','wine'])[1 + (u.id::bigint * 2654435761 / 65536) % 6], 'reading'],
        (array['black','brown','blond','red','grey'])[1 + u.id % 5], (array['brown','blue','green'])[1 + u.id % 3],
        (array['slim','athletic','average','curvy'])[1 + (u.id::bigint * 2654435761 / 65536) % 4], 'single', 'none', 'Hello from member ' || u.id, 'dating', u.signup_date
      from users u where u.id between ${low} and ${range.high}`,
  );
  const pairs = counts.profiles - 1;
  await step(
    `${pairs} conversations`,
    sql`insert into conversations (user_low_id, user_high_id, last_message_at)
      select ${low}::int + g - 1, ${low}::int + g, now() - make_interval(mins => g % 10000)
      from generate_series(1, ${pairs}) g`,
  );
  const conv = firstRow(
    rowsOf<{ first: number }>(
      await db.execute(sql`select min(id)::int as first from conversations where user_low_id >= ${low}`),
    ),
    'bench conversations',
  );
  await step(
    `${counts.messages} messages`,
    sql`insert into messages (conversation_id, sender_id, body, created_at)
      select ${conv.first}::int + (g % ${pairs}), ${low}::int + (g % ${pairs}) + (g / ${pairs}) % 2,
        'Bench message ' || g, now() - make_interval(secs => ${counts.messages}::int - g)
      from generate_series(0, ${counts.messages}::int - 1) g`,
  );
  await step(
    'participants',
    sql`insert into conversation_participants (conversation_id, user_id, other_user_id, unread_count, last_message_at)
      select id, user_low_id, user_high_id, 1, last_message_at from conversations where user_low_id >= ${low}
      union all
      select id, user_high_id, user_low_id, 0, last_message_at from conversations where user_low_id >= ${low}`,
  );
  await step(
    "the demo member's chats and likes",
    sql`with partners as (
        select id from users where id between ${low} and ${range.high} and site_id = ${demo.site_id} limit 260
      ), chats as (
        insert into conversations (user_low_id, user_high_id, last_message_at)
        select ${demo.id}::int, id, now() from (select id from partners limit 60) p returning id, user_high_id
      ), participants as (
        insert into conversation_participants (conversation_id, user_id, other_user_id, unread_count, last_message_at)
        select id, ${demo.id}::int, user_high_id, 2, now() from chats
        union all select id, user_high_id, ${demo.id}::int, 0, now() from chats
      )
      insert into likes (from_user_id, to_user_id, is_new)
      select id, ${demo.id}::int, id % 5 = 0 from partners offset 60`,
  );
  // VACUUM too: it sets the visibility map, as autovacuum would have on a live site, so index-only scans (the
  // search's capped count) read no table rows.
  await step('vacuum analyze', sql`vacuum analyze`);
}
