import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../../testing/fixtures';
import { Browser, buildTestApp } from '../../testing/test-app';

test('match finder and own profile', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  const me = await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  await app.db
    .update(profiles)
    .set({
      interests: ['travel', 'music', 'hiking', 'wine'],
      signupReason: 'relationship',
      city: 'Canterbury',
      region: 'Kent',
    })
    .where(eq(profiles.userId, me));
  const best = await createMember(app.db, { siteId: flirt.id, email: 'best@example.com', gender: 'female' });
  await app.db
    .update(profiles)
    .set({ interests: ['travel', 'music', 'hiking', 'wine'], signupReason: 'relationship' })
    .where(eq(profiles.userId, best));
  const far = await createMember(app.db, { siteId: flirt.id, email: 'far@example.com', gender: 'female' });
  await app.db
    .update(profiles)
    .set({ interests: ['golf'], country: 'NL', region: null, city: 'Utrecht', birthDate: '1960-01-01' })
    .where(eq(profiles.userId, far));
  const lesbian = await createMember(app.db, {
    siteId: flirt.id,
    email: 'l@example.com',
    gender: 'female',
    sexuality: 'lesbian',
  });
  const browser = new Browser(app);
  await browser.login('me@example.com', FIXTURE_PASSWORD);

  await t.test('ranks by fit both ways and explains why', async () => {
    const list = (await browser.get('/api/match-finder.php')).json();
    assert.deepEqual(
      list.map((m: { profile: { id: number } }) => m.profile.id),
      [best, far],
    );
    assert.ok(!list.some((m: { profile: { id: number } }) => m.profile.id === lesbian));
    const [top, last] = list;
    assert.ok(top.score > last.score);
    const kinds = top.reasons.map((r: { kind: string }) => r.kind);
    assert.deepEqual(kinds, ['interests', 'city', 'goal', 'age']);
    assert.deepEqual(top.reasons[0].interests, ['travel', 'music', 'hiking', 'wine']);
    assert.deepEqual(last.reasons, []);
    assert.equal((await browser.get('/api/match-finder.php?limit=1')).json().length, 1);
    assert.equal((await browser.get('/api/match-finder.php?limit=0')).statusCode, 400);
  });

  await t.test('own profile: read, change, validation', async () => {
    const mine = (await browser.get('/api/profile.php')).json();
    assert.equal(mine.id, me);
    const put = (payload: unknown) => browser.request({ method: 'PUT', url: '/api/profile.php', payload });
    const changed = await put({
      name: 'Robin',
      hair_color: 'red',
      interests: ['yoga', 'yoga', 'art'],
      personal_text: 'Hi!',
      region: null,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(
      [
        changed.json().name,
        changed.json().hair_color,
        changed.json().interests,
        changed.json().personal_text,
        changed.json().region,
      ],
      ['Robin', 'red', ['yoga', 'art'], 'Hi!', null],
    );
    for (const bad of [
      { name: '@robin' },
      { hair_color: 'pink' },
      { date_of_birth: '2015-01-01' },
      { country: 'US' },
      { email: 'x@y.z' },
    ]) {
      const response = await put(bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.equal(response.json().error, 'validation_failed');
    }
    assert.equal((await browser.get('/api/profile.php')).json().name, 'Robin');
  });
});

test('members who fit equally well come in the same order on every visit: the newer id first', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'me@example.com', gender: 'male' });
  const twins: number[] = [];
  for (let twin = 0; twin < 6; twin++) {
    twins.push(
      await createMember(app.db, { siteId: flirt.id, email: `twin${twin}@example.com`, gender: 'female' }),
    );
  }
  // Same profile, same moment: only the id tells them apart (as for demo members seeded together). Written
  // in a shuffled order, so the rows are stored in neither id order.
  for (const index of [2, 5, 0, 3, 1, 4]) {
    await app.db
      .update(profiles)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(profiles.userId, twins[index] as number));
  }
  const browser = new Browser(app);
  await browser.login('me@example.com', FIXTURE_PASSWORD);
  const ids = (list: { profile: { id: number } }[]) => list.map((match) => match.profile.id);
  const expected = [...twins].sort((a, b) => b - a);
  for (let visit = 0; visit < 3; visit++) {
    assert.deepEqual(ids((await browser.get('/api/match-finder.php')).json()), expected);
  }
});
