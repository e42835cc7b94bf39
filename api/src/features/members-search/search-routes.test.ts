import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { blocks, photos, profiles, sites, users } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';
import { searchQuerySchema } from './search-query';
import { searchMembers } from './search-repository';

test('member search', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt, herz } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const women: number[] = [];
  for (let i = 0; i < 30; i++) {
    const id = await createMember(app.db, {
      siteId: flirt.id,
      email: `w${i}@example.com`,
      gender: 'female',
      withPhoto: i % 2 === 0,
    });
    // Ages 20..49 and distinct signup times, so order and age filters are checkable.
    await app.db
      .update(profiles)
      .set({
        birthDate: `${2006 - i}-01-01`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        region: i < 3 ? 'Essex' : 'Kent',
        hairColor: i === 7 ? 'red' : 'brown',
      })
      .where(eq(profiles.userId, id));
    women.push(id);
  }
  const man = await createMember(app.db, { siteId: flirt.id, email: 'man@example.com', gender: 'male' });
  const elsewhere = await createMember(app.db, {
    siteId: herz.id,
    email: 'de@example.com',
    gender: 'female',
  });
  const [invisible, deleted, blockedByMe, blockingMe, disabled] = women.slice(25) as [
    number,
    number,
    number,
    number,
    number,
  ];
  await app.db.update(users).set({ invisible: true }).where(eq(users.id, invisible));
  await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted));
  await app.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, disabled));
  await app.db.insert(blocks).values([
    { blockerId: me, blockedId: blockedByMe },
    { blockerId: blockingMe, blockedId: me },
  ]);
  const hidden = [invisible, deleted, blockedByMe, blockingMe, disabled, me, elsewhere];

  const browser = new Browser(app, 'flirt.test');
  await t.test('logged out: refused unless the site allows it', async () => {
    const refused = await browser.get('/api/members.php');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'authentication_required');
    await app.db.update(sites).set({ loggedOutSearchTrafficsource: true }).where(eq(sites.id, flirt.id));
    app.sites.invalidate();
    assert.equal((await browser.get('/api/members.php')).statusCode, 403);
    assert.equal((await browser.get('/api/members.php?trafficsource=ads')).statusCode, 200);
    await app.db
      .update(sites)
      .set({ loggedOutSearchTrafficsource: false, loggedOutSearch: true })
      .where(eq(sites.id, flirt.id));
    app.sites.invalidate();
    assert.equal((await browser.get('/api/members.php')).statusCode, 200);
  });

  await browser.login('me@example.com', FIXTURE_PASSWORD);

  await t.test('pages, count and order; hidden members never appear', async () => {
    const first = (await browser.get('/api/members.php?gender=female&page_size=10')).json();
    assert.equal(first.numResults, 25);
    assert.equal(first.results.length, 10);
    const second = (await browser.get('/api/members.php?gender=female&page_size=10&page=3')).json();
    assert.equal(second.results.length, 5);
    const all = [];
    for (let page = 1; page <= 3; page++) {
      all.push(
        ...(await browser.get(`/api/members.php?gender=female&page_size=10&page=${page}`)).json().results,
      );
    }
    const ids = all.map((card: { id: number }) => card.id);
    assert.equal(new Set(ids).size, 25);
    for (const id of hidden) assert.ok(!ids.includes(id), `member ${id} must not be listed`);
    // Members with a photo first (even ones, newest first), then those without one: a new account without
    // a photo never outranks them.
    assert.deepEqual(ids.slice(0, 3), [women[24], women[22], women[20]]);
    const firstWithout = ids.findIndex((id: number) => women.indexOf(id) % 2 === 1);
    assert.ok(ids.slice(firstWithout).every((id: number) => women.indexOf(id) % 2 === 1));
    assert.ok(
      !(await browser.get('/api/members.php'))
        .json()
        .results.some((card: { id: number }) => hidden.includes(card.id)),
    );
    assert.ok(
      (await browser.get('/api/members.php?gender=male'))
        .json()
        .results.some((card: { id: number }) => card.id === man),
    );
  });

  await t.test(
    'recent activity moves a member with a photo up; activity without a photo does not',
    async () => {
      await app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, women[0]!));
      await app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, women[1]!));
      const ids = (await browser.get('/api/members.php?gender=female&page_size=30'))
        .json()
        .results.map((card: { id: number }) => card.id);
      assert.equal(ids[0], women[0]);
      assert.ok(ids.indexOf(women[1]) > ids.indexOf(women[2]), 'no photo stays behind every photo');
    },
  );

  await t.test('age and region filters; similar results when few match', async () => {
    const aged = (await browser.get('/api/members.php?gender=female&min_age=30&max_age=34')).json();
    assert.equal(aged.numResults, 5);
    assert.ok(aged.results.every((card: { age: number }) => card.age >= 30 && card.age <= 34));
    // countryregion is not among the fixture site's search fields: ignored.
    assert.equal(
      (await browser.get('/api/members.php?gender=female&countryregion=Essex')).json().numResults,
      25,
    );
    await app.db
      .update(sites)
      .set({ searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'hair_color'] })
      .where(eq(sites.id, flirt.id));
    app.sites.invalidate();
    const essex = (await browser.get('/api/members.php?gender=female&country=gb&countryregion=Essex')).json();
    assert.equal(essex.numResults, 3);
    assert.equal(essex.similar_numResults, 22);
    assert.ok(essex.similar_results.every((card: { region: string }) => card.region === 'Kent'));
    const red = (await browser.get('/api/members.php?gender=female&hair_color=red')).json();
    assert.deepEqual(
      red.results.map((card: { id: number }) => card.id),
      [women[7]],
    );
  });

  await t.test('counts stop at the cap and say there are more', async () => {
    const base = { siteId: flirt.id, viewerId: me, cdnPrefix: '', enabledFields: ['gender'] as const };
    const query = searchQuerySchema.parse({ gender: 'female' });
    const capped = await searchMembers(app.db, { ...base, query, countCap: 10 });
    assert.deepEqual([capped.numResults, capped.numResults_capped, capped.results.length], [10, true, 24]);
    const exact = await searchMembers(app.db, { ...base, query, countCap: 25 });
    assert.deepEqual([exact.numResults, exact.numResults_capped], [25, false]);
  });

  await t.test('bad filters: 400 validation_failed', async () => {
    for (const query of [
      'min_age=17',
      'min_age=40&max_age=30',
      'gender=robot',
      'page=0',
      'interests=knitting',
      'page_size=500',
    ]) {
      const response = await browser.get(`/api/members.php?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error, 'validation_failed');
    }
  });
});

test('member search: a card shows the approved main photo, the fictional mark and a recent visit', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const fictional = await createMember(app.db, {
    siteId: flirt.id,
    email: 'fictional@example.com',
    gender: 'female',
    withPhoto: true,
    isFictional: true,
  });
  const pending = await createMember(app.db, {
    siteId: flirt.id,
    email: 'pending@example.com',
    gender: 'female',
    withPhoto: true,
  });
  await app.db.update(photos).set({ status: 'pending' }).where(eq(photos.userId, pending));
  const seen = await createMember(app.db, { siteId: flirt.id, email: 'seen@example.com', gender: 'female' });
  await app.db
    .update(users)
    .set({ lastSeenAt: new Date(Date.now() - 60_000) })
    .where(eq(users.id, seen));
  const [photo] = await app.db.select().from(photos).where(eq(photos.userId, fictional));

  const browser = new Browser(app, 'flirt.test');
  await browser.login('me@example.com', FIXTURE_PASSWORD);
  const found = (await browser.get('/api/members.php?gender=female')).json();
  const card = (id: number) => found.results.find((result: { id: number }) => result.id === id);
  assert.equal(card(fictional).fictional, true);
  assert.equal(card(fictional).main_image.filename, photo!.filename);
  assert.equal(card(fictional).main_image.thumb_filename, photo!.thumbFilename);
  assert.equal(card(fictional).main_image.status, 'active');
  assert.equal(card(fictional).online, undefined);
  assert.equal(card(pending).main_image, null, 'a photo not yet approved is not shown');
  assert.equal(card(pending).fictional, false);
  assert.equal(card(seen).main_image, null);
  assert.equal(card(seen).online, 'recently');
});
