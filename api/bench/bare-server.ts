// The yardsticks: bare Fastify routes on the same machine, so the API's figures can be read as a ratio.
// `/bare` answers a constant, `/static/index.html` is the shell's page as a plain static file. With DATABASE_URL each hot route has a same-work twin under /same/: it does
// the same lookups as the API route (session by cookie, site by host, then the route's rows) in ONE SQL
// query with `pg`, and answers the same JSON, shaped by the same small functions the API uses. No hooks, no
// schema serializer, no ORM: what the API spends beyond this is what the benchmark is about. Each query is a
// named prepared statement (pg's `{ name, text, values }`), as a careful hand-written route would run it:
// PostgreSQL parses it once per connection and, after five executions, may keep a generic plan. An unnamed
// query is parsed and planned on every request, which made the twin slower than the routes it measures.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { ageOn } from '@dating/shared/contract';
import { maskContacts } from '../src/features/messages/message-text-rules';
import { messageKind } from '../src/features/messages/message-view';
import { toMemberCard } from '../src/features/members-search/member-card';
import { mainImage } from '../src/features/profiles/profile-view';
import { presenceOf } from '../src/features/presence/presence-store';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));

// The static file yardstick of the pages the API writes (a lander's HTML): the shell's built index.html as
// @fastify/static sends a file, with nothing written into it.
void app.register(fastifyStatic, {
  root: resolve(import.meta.dirname, '../../shell/dist'),
  prefix: '/static/',
  cacheControl: false,
});

// As drizzle reads them: a `date` stays the text YYYY-MM-DD.
pg.types.setTypeParser(1082, (value: string) => value);
const databaseUrl = process.env.DATABASE_URL;
/**
 * `BENCH_TWIN_PLANS=custom` (a diagnostic, not the yardstick): the twins' statements go unnamed, so PostgreSQL
 * parses and plans each one per request for its values, as it does the API's search statements (which stay
 * unnamed because a generic plan of some searches is far worse, docs/performance.md). It shows how much of a
 * route's gap to its twin is the twin's generic plan.
 */
const statementName = (name: string) => (process.env.BENCH_TWIN_PLANS === 'custom' ? undefined : name);
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;

// The session (cookie `sid`, hashed), on the site of the Host (else the first site), of a member not deleted: what the API's site
// and session hooks look up, here as the first part of each query ($1 token hash, $2 domain).
const ME = `me as (
  select s.user_id, s.site_id, st.cdn_prefix, u.paid_user
  from sessions s
  join sites st on st.id = s.site_id
    and st.id = coalesce((select id from sites where domain = $2), (select min(id) from sites))
  join users u on u.id = s.user_id and u.deleted_at is null
  where s.token_hash = $1 and s.expires_at > now() and s.created_at > now() - interval '90 days'
)`;

const PHOTO = `left join photos ph on ph.user_id = p.user_id and ph.is_main`;
const NOT_BLOCKED = (a: string, b: string) =>
  `not exists (select 1 from blocks b where (b.blocker_id = ${a} and b.blocked_id = ${b}) or (b.blocker_id = ${b} and b.blocked_id = ${a}))`;

const USER_SQL = `with ${ME}
select me.cdn_prefix, u.id, u.email, u.status as user_status, u.credits, u.paid_user, u.signup_date, u.language,
  u.invisible, u.is_fictional, p.*, ph.filename as photo_filename, ph.thumb_filename as photo_thumb,
  ph.status as photo_status,
  coalesce((select array_agg(r.reason order by r.reason) from notification_disabled_reasons r where r.user_id = u.id), '{}') as disabled,
  (select coalesce(sum(cp.unread_count), 0)::int from conversation_participants cp where cp.user_id = u.id and cp.hidden_at is null) as unread
from me join users u on u.id = me.user_id join profiles p on p.user_id = u.id ${PHOTO}`;

const CHATS_SQL = `with ${ME}
select me.user_id as viewer, me.paid_user as viewer_paid, me.cdn_prefix, cp.conversation_id, cp.last_message_at,
  cp.unread_count, p.user_id as profile_id, p.name, u.is_fictional, u.invisible, u.last_seen_at,
  ph.filename as photo_filename, ph.thumb_filename as photo_thumb, ph.status as photo_status,
  m.sender_id, m.body, m.gift_id, m.photo_filename as message_photo, m.created_at as sent_at
from me
join conversation_participants cp on cp.user_id = me.user_id and cp.hidden_at is null
join profiles p on p.user_id = cp.other_user_id
join users u on u.id = cp.other_user_id and u.deleted_at is null
${PHOTO}
left join lateral (
  select m.sender_id, m.body, m.gift_id, m.photo_filename, m.created_at from messages m
  where m.conversation_id = cp.conversation_id order by m.id desc limit 1
) m on true
where ${NOT_BLOCKED('me.user_id', 'cp.other_user_id')}
order by cp.last_message_at desc nulls last, cp.conversation_id desc
limit 30`;

const LIKES_SQL = `with ${ME}
select l.given, l.id, l.is_new from me, lateral (
  select true as given, l.to_user_id as id, l.is_new, l.created_at from likes l
  join users u on u.id = l.to_user_id and u.deleted_at is null
  where l.from_user_id = me.user_id and ${NOT_BLOCKED('l.to_user_id', 'me.user_id')}
  union all
  select false, l.from_user_id, l.is_new, l.created_at from likes l
  join users u on u.id = l.from_user_id and u.deleted_at is null
  where l.to_user_id = me.user_id and ${NOT_BLOCKED('l.from_user_id', 'me.user_id')}
) l
order by l.given desc, l.is_new desc, l.created_at desc`;

// The benchmark's search (gender, country, ages; page 1 of 24, the count capped at 1,000) as the API runs
// it: listable members of the site, not the viewer, no block either way, ranked by photo and activity.
const SEARCH_WHERE = `p.site_id = me.site_id
  and p.status = 'active'
  and p.user_id not in (select id from users where deleted_at is not null or invisible)
  and p.user_id <> me.user_id
  and p.user_id not in (select blocked_id from blocks where blocker_id = me.user_id union all select blocker_id from blocks where blocked_id = me.user_id)
  and p.gender = $3 and p.country = $4 and p.birth_date <= $5 and p.birth_date > $6`;
const SEARCH_SQL = `with ${ME},
found as (
  select p.user_id as id, p.name, p.birth_date, p.country, p.region, p.city, u.is_fictional as fictional,
    u.invisible, u.last_seen_at, ph.filename as photo_filename, ph.thumb_filename as photo_thumb,
    ph.status as photo_status, coalesce(p.ranked_at, '-infinity'::timestamptz) as rank
  from me, profiles p join users u on u.id = p.user_id ${PHOTO}
  where ${SEARCH_WHERE}
  -- The API's keyset order (migration 0016 indexes this expression, not ranked_at itself).
  order by coalesce(p.ranked_at, '-infinity'::timestamptz) desc, p.user_id desc
  limit 24
),
counted as (select count(*)::int as total from (select 1 from me, profiles p where ${SEARCH_WHERE} limit 1001) c)
select me.cdn_prefix, counted.total, found.* from me cross join counted left join found on true
order by found.rank desc, found.id desc`;

function who(request: FastifyRequest): [string, string] {
  const token = request.cookies.sid ?? '';
  const domain = (request.headers.host ?? '').replace(/:.*$/, '');
  return [createHash('sha256').update(token).digest('hex'), domain];
}

type DbRow = Record<string, unknown>;
const text = (value: unknown) => value as string;
const nullableText = (value: unknown) => value as string | null;
const photoOf = (row: DbRow) => ({
  photoFilename: nullableText(row.photo_filename),
  photoThumb: nullableText(row.photo_thumb),
  photoStatus: row.photo_status as 'active' | null,
});
const refused = (reply: FastifyReply) =>
  reply.code(403).send({ error: 'authentication_required', message: 'Log in first.' });

function bornOnOrBefore(years: number, today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

if (pool) {
  app.addHook('onRequest', async (request) => {
    // The one cookie the yardsticks read, without @fastify/cookie and its hooks.
    const cookies: Record<string, string> = {};
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    }
    (request as FastifyRequest & { cookies: Record<string, string> }).cookies = cookies;
  });

  app.get('/same/api/user.php', async (request, reply) => {
    const { rows } = await pool.query({
      name: statementName('same_user'),
      text: USER_SQL,
      values: who(request),
    });
    const row = rows[0] as DbRow | undefined;
    if (!row) return refused(reply);
    const cdnPrefix = text(row.cdn_prefix);
    return {
      id: row.id,
      email: row.email,
      status: row.user_status,
      credits: row.credits,
      paid_user: row.paid_user,
      signup_date: (row.signup_date as Date).toISOString(),
      language: row.language,
      invisible: row.invisible,
      notifications_disabled: row.disabled,
      fictional_icon: row.is_fictional,
      profile: {
        id: row.user_id,
        name: row.name,
        status: row.status,
        main_image: mainImage(photoOf(row), cdnPrefix),
        gender: row.gender,
        sexuality: row.sexuality,
        date_of_birth: row.birth_date,
        age: ageOn(text(row.birth_date)),
        country: row.country,
        region: row.region,
        city: row.city,
        interests: row.interests,
        hair_color: row.hair_color,
        eye_color: row.eye_color,
        body_type: row.body_type,
        relationship_status: row.relationship_status,
        tattoos: row.tattoos,
        personal_text: row.personal_text,
        signup_reason: row.signup_reason,
        fictional: row.is_fictional,
      },
      unread_messages: row.unread,
    };
  });

  app.get('/same/api/chats.php', async (request) => {
    const { rows } = await pool.query({
      name: statementName('same_chats'),
      text: CHATS_SQL,
      values: who(request),
    });
    return (rows as DbRow[]).map((row) => {
      const mine = row.sender_id === row.viewer;
      const body = nullableText(row.body) ?? '';
      const shown = row.sent_at ? (mine || row.viewer_paid ? body : maskContacts(body).text) : '';
      return {
        conversation: {
          id: row.conversation_id,
          last_message_at: (row.last_message_at as Date | null)?.toISOString() ?? null,
        },
        profile: {
          id: row.profile_id,
          name: row.name,
          fictional: row.is_fictional,
          main_image: mainImage(photoOf(row), text(row.cdn_prefix)),
          online: presenceOf(
            {
              id: row.profile_id as number,
              invisible: row.invisible as boolean,
              lastSeenAt: row.last_seen_at as Date | null,
            },
            new Set(),
          ),
        },
        num_unread_messages: row.unread_count,
        last_message: row.sent_at
          ? {
              kind: messageKind({
                giftId: row.gift_id as number | null,
                photoFilename: nullableText(row.message_photo),
              }),
              preview: shown.length > 80 ? `${shown.slice(0, 79)}…` : shown,
              mine,
              sent_at: (row.sent_at as Date).toISOString(),
            }
          : null,
      };
    });
  });

  app.get('/same/api/likes.php', async (request) => {
    const { rows } = await pool.query({
      name: statementName('same_likes'),
      text: LIKES_SQL,
      values: who(request),
    });
    const entry = (row: DbRow) => ({ id: row.id, like_new: row.is_new });
    return {
      profiles: (rows as DbRow[]).filter((row) => row.given).map(entry),
      liked_by: (rows as DbRow[]).filter((row) => !row.given).map(entry),
    };
  });

  app.get('/same/api/members.php', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const today = new Date();
    const { rows } = await pool.query({
      name: statementName('same_search'),
      text: SEARCH_SQL,
      values: [
        ...who(request),
        query.gender,
        query.country,
        bornOnOrBefore(Number(query.min_age), today),
        bornOnOrBefore(Number(query.max_age) + 1, today),
      ],
    });
    const first = rows[0] as DbRow | undefined;
    if (!first) return refused(reply);
    const cdnPrefix = text(first.cdn_prefix);
    const total = first.total as number;
    return {
      page: 1,
      page_size: 24,
      numResults: Math.min(total, 1000),
      numResults_capped: total > 1000,
      results: (rows as DbRow[])
        .filter((row) => row.id !== null)
        .map((row) =>
          toMemberCard(
            {
              id: row.id as number,
              name: text(row.name),
              birthDate: text(row.birth_date),
              country: text(row.country),
              region: nullableText(row.region),
              city: nullableText(row.city),
              fictional: row.fictional as boolean,
              invisible: row.invisible as boolean,
              lastSeenAt: row.last_seen_at as Date | null,
              ...photoOf(row),
            },
            cdnPrefix,
          ),
        ),
      // The benchmark's search finds far more than the threshold for similar members.
      similar_results: [],
      similar_numResults: 0,
    };
  });

  // The SQL a route ran, captured in the API server (query-counter.ts) and registered here by the benchmark:
  // GET /sql/<id> runs those statements directly through `pg`, as the route ran them (the same names, texts
  // and values; the first one alone, as a route's session lookup comes first, then the rest in parallel,
  // as the search runs its page and count), and answers their rows as JSON.
  const replays: { name?: string; text: string; values: unknown[] }[][] = [];
  app.post('/sql', async (request) => {
    replays.push(request.body as (typeof replays)[number]);
    return { id: replays.length - 1 };
  });
  app.get('/sql/:id', async (request, reply) => {
    const statements = replays[Number((request.params as { id: string }).id)] ?? [];
    const run = ({ name, text, values }: (typeof statements)[number]) =>
      pool.query({ ...(name ? { name } : {}), text, values });
    const [first, ...rest] = statements;
    if (!first) return reply.code(404).send({ error: 'not_found' });
    const results = [await run(first), ...(await Promise.all(rest.map(run)))];
    return results.map((result) => result.rows);
  });

  app.addHook('onClose', async () => {
    await pool.end();
  });
}

void app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  console.log(`listening ${(app.server.address() as { port: number }).port}`);
});
