import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { Browser, buildTestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
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
  assert.equal(before.users, 60 + DEMO_ACCOUNTS.length);
  assert.ok(before.photos > 50);
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
    const likes = (await browser.get('/api/likes.php')).json();
    assert.ok(likes.profiles.length > 0 && likes.liked_by.length > 0, `${account.email} has likes both ways`);
    if (account.email.startsWith('premium@')) {
      assert.equal(user.paid_user, true);
      assert.ok(user.credits > 0);
    } else {
      assert.equal((await browser.get('/api/discountcode.php')).json().code, 'TIMEBONUS25');
    }
  }
  const german = (await new Browser(app, 'herzenssache.test').get('/api/settings.php')).json();
  assert.equal(german.niche, 3);
  assert.equal(german.domain_language, 'de_DE');

  await seedDemoData(app.db, { uploadsDir: config.uploadsDir, profiles: 60, log: app.log });
  assert.deepEqual(await counts(app.db), before, 'a second run changes nothing');
});
