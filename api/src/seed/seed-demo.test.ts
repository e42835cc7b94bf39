import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { Browser, buildTestApp } from '../testing/test-app';
import sharp from 'sharp';
import { localeForCountry } from '@dating/shared/contract';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { PAYMENT_DEMO_LOGINS } from './demo-payment-logins';
import { demoTexts } from './demo-texts';
import { seedDemoData } from './seed-demo';

const counts = async (db: Parameters<typeof seedDemoData>[0]) => {
  const result = await db.execute(sql`select
    (select count(*) from sites)::int as sites,
    (select count(*) from users)::int as users,
    (select count(*) from photos)::int as photos,
    (select count(*) from messages)::int as messages,
    (select count(*) from likes)::int as likes,
    (select count(*) from credit_ledger)::int as ledger`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
};

test('demo data: two sites, varied profiles with photos, demo logins with chats and likes; idempotent', async (t) => {
  const { app, config } = await buildTestApp(t, { seedDemo: true, demoProfiles: 60 });

  const before = await counts(app.db);
  assert.equal(before.sites, 2);
  assert.equal(before.users, 60 + DEMO_ACCOUNTS.length + PAYMENT_DEMO_LOGINS.length);
  assert.ok(before.photos > 50);
  // The operator inbox has facts on every fictional profile and the demo operator to log in with.
  const inbox = await app.db.execute(sql`select
    (select count(*) from users u where u.is_fictional and not exists
      (select 1 from operator_facts f where f.user_id = u.id))::int as without_facts,
    (select count(*) from users where is_fictional)::int as fictional,
    (select count(*) from staff_accounts where role = 'operator')::int as operators`);
  const inboxRow = (inbox as unknown as { rows: Record<string, number>[] }).rows[0]!;
  assert.ok(inboxRow.fictional! > 0);
  assert.equal(inboxRow.without_facts, 0);
  assert.equal(inboxRow.operators, 1);
  assert.ok(before.messages > 0);
  assert.ok(before.likes > 0);

  const [photo] = (
    (await app.db.execute(sql`select filename, thumb_filename from photos limit 1`)) as unknown as {
      rows: { filename: string; thumb_filename: string }[];
    }
  ).rows;
  assert.ok(existsSync(join(config.uploadsDir, photo!.filename)));
  const served = await app.inject({ method: 'GET', url: `/uploads/${photo!.thumb_filename}` });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/jpeg');

  const spread = (await app.db.execute(
    sql`select count(distinct gender)::int as genders, count(distinct country)::int as countries, count(distinct hair_color)::int as hair from profiles`,
  )) as unknown as { rows: { genders: number; countries: number; hair: number }[] };
  assert.equal(spread.rows[0]!.genders, 2);
  assert.ok(spread.rows[0]!.countries >= 5);
  assert.ok(spread.rows[0]!.hair >= 5);

  for (const account of DEMO_ACCOUNTS) {
    const browser = new Browser(app, account.domain);
    const user = (await browser.login(account.email, account.password)).json();
    assert.equal(user.profile.status, 'active');
    const chats = (await browser.get('/api/chats.php')).json();
    assert.ok(chats.length >= 3, `${account.email} has chats`);
    assert.ok(user.unread_messages > 0, `${account.email} has unread messages`);
    const likes = (await browser.get('/api/likes.php')).json();
    assert.ok(likes.profiles.length > 0 && likes.liked_by.length > 0, `${account.email} has likes both ways`);
    if (account.email.startsWith('premium@')) {
      assert.equal(user.paid_user, true);
      assert.ok(user.credits > 0);
    } else {
      assert.equal((await browser.get('/api/discountcode.php')).json().code, 'TIMEBONUS25');
    }
  }
  const gifted = (await app.db.execute(
    sql`select count(*)::int as n from messages where gift_id is not null`,
  )) as unknown as { rows: { n: number }[] };
  assert.ok(gifted.rows[0]!.n >= DEMO_ACCOUNTS.length, 'every demo login has a gift in a conversation');
  const german = (await new Browser(app, 'herzenssache.test').get('/api/settings.php')).json();
  assert.equal(german.niche, 3);
  assert.equal(german.domain_language, 'de_DE');

  await seedDemoData(app.db, { uploadsDir: config.uploadsDir, profiles: 60, log: app.log });
  assert.deepEqual(await counts(app.db), before, 'a second run changes nothing');
});

type Db = Parameters<typeof seedDemoData>[0];
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every demo member in seed order: name, country, gender, signup day and their photos in gallery order. */
const members = (db: Db) =>
  rowsOf<{
    email: string;
    name: string;
    country: string;
    gender: 'female' | 'male';
    signup_days: number;
    photos: { filename: string; thumb: string; main: boolean; position: number; status: string }[];
  }>(
    db,
    sql`select u.email, p.name, p.country, p.gender,
      (current_date - u.signup_date::date)::int as signup_days,
      coalesce((select json_agg(json_build_object('filename', ph.filename, 'thumb', ph.thumb_filename,
        'main', ph.is_main, 'position', ph.position, 'status', ph.status) order by ph.position)
        from photos ph where ph.user_id = u.id), '[]') as photos
      from users u join profiles p on p.user_id = u.id order by u.id`,
  );

test('every demo member has 1-4 photos, the first the main one; names fit their country; a re-seed draws the same', async (t) => {
  const first = await buildTestApp(t, { seedDemo: true, demoProfiles: 40 });
  const seeded = await members(first.app.db);
  assert.equal(seeded.length, 40 + DEMO_ACCOUNTS.length + PAYMENT_DEMO_LOGINS.length);
  for (const member of seeded) {
    const { photos } = member;
    assert.ok(photos.length >= 1 && photos.length <= 4, `${member.email} has ${photos.length} photos`);
    // A few members have a new photo a moderator has to see, or saw and rejected (demo-backlog.ts): the last
    // one, never the main.
    const approved = photos.filter((photo) => photo.status === 'active').length;
    assert.ok(approved >= photos.length - 1, `${member.email} has at most one photo not approved`);
    assert.deepEqual(
      photos.map((photo) => [photo.main, photo.position, photo.status === 'active']),
      photos.map((_, i) => [i === 0, i, i < approved]),
      `${member.email}: the first photo is the main one, the others follow in order`,
    );
  }
  const perMember = new Set(seeded.map((member) => member.photos.length));
  assert.ok(perMember.size >= 3, `members differ in how many photos they have: ${[...perMember]}`);

  // The files are the pictures the rows name: JPEGs in the profile frame, thumbnails beside them.
  const sample = seeded.find((member) => member.photos.length > 1)!;
  for (const photo of sample.photos) {
    const main = await sharp(join(first.config.uploadsDir, photo.filename)).metadata();
    const thumb = await sharp(join(first.config.uploadsDir, photo.thumb)).metadata();
    assert.deepEqual([main.format, main.width, main.height], ['jpeg', 360, 450]);
    assert.deepEqual([thumb.format, thumb.width, thumb.height], ['jpeg', 160, 200]);
  }
  // A member's profile shows the approved photos in their order to a member who may see them all.
  const premium = new Browser(first.app, 'flirtlocal.test');
  await premium.login('premium@flirtlocal.test', DEMO_ACCOUNTS[1].password);
  const many = seeded.find(
    (member) => member.photos.length > 2 && member.email.endsWith('@demo.flirtlocal.test'),
  )!;
  const [{ id }] = await rowsOf<{ id: number }>(
    first.app.db,
    sql`select id from users where email = ${many.email}`,
  );
  const view = (await premium.get(`/api/member.php?id=${id}`)).json();
  assert.deepEqual(
    view.photos.map((photo: { url: string }) => photo.url),
    many.photos.filter((photo) => photo.status === 'active').map((photo) => `/uploads/${photo.filename}`),
  );

  // Names in the language of the member's country (a Dutch member on the English site has a Dutch name).
  for (const member of seeded.filter((m) => m.email.includes('@demo.'))) {
    const names = demoTexts(localeForCountry(member.country) ?? 'en').names[member.gender];
    assert.ok(names.includes(member.name), `${member.name} (${member.country}) is a name of that country`);
  }

  // Nothing depends on Math.random or the clock: a second install has the same members, photos and dates.
  const second = await buildTestApp(t, { seedDemo: true, demoProfiles: 40 });
  assert.deepEqual(await members(second.app.db), seeded);
  assert.deepEqual(
    readFileSync(join(second.config.uploadsDir, sample.photos[1]!.filename)),
    readFileSync(join(first.config.uploadsDir, sample.photos[1]!.filename)),
  );
});
