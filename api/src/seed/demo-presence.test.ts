import assert from 'node:assert/strict';
import { test } from 'node:test';
import { like } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { loadConfig } from '../plugins/config';
import { Browser, buildTestApp } from '../testing/test-app';
import { createDemoPresence, DEMO_PRESENCE_EVERY_MS, onlineInRound } from './demo-presence';

test('a share of the demo members is online in each round; visits last a few rounds and move on', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
  const rounds = [100, 101, 102, 103, 104, 110].map((round) => onlineInRound(ids, round));
  for (const online of rounds) assert.ok(online.size > 60 && online.size < 200, `${online.size} online`);
  const [first, second] = rounds;
  const stayed = [...first!].filter((id) => second!.has(id)).length;
  assert.ok(stayed > first!.size / 2 && stayed < first!.size, 'most stay into the next round, some leave');
  assert.deepEqual(onlineInRound(ids, 100), first, 'the same round, the same members');
});

test('demo members come online and are "recently" online after leaving; off under NODE_ENV=test', async (t) => {
  assert.equal(loadConfig({ NODE_ENV: 'test' }).demoPresence, false);
  assert.equal(loadConfig({ NODE_ENV: 'production' }).demoPresence, true);
  assert.equal(loadConfig({ NODE_ENV: 'production', DEMO_PRESENCE: '0' }).demoPresence, false);

  const { app } = await buildTestApp(t, { seedDemo: true, demoProfiles: 40 });
  const members = (
    await app.db.select({ id: users.id }).from(users).where(like(users.email, 'member%@demo.flirtlocal.test'))
  ).map((member) => member.id);
  assert.equal((await app.presence.onlineNow(members)).size, 0, 'nobody is online before it runs');
  const presence = createDemoPresence(app);
  // A round in which someone is online (with 40 members, most rounds have a few).
  let round = 1000;
  while (onlineInRound(members, round).size === 0) round++;
  await presence.tick(round * DEMO_PRESENCE_EVERY_MS);
  const online = await app.presence.onlineNow(members);
  assert.deepEqual(online, onlineInRound(members, round));

  const browser = new Browser(app, 'flirtlocal.test');
  await browser.login('premium@flirtlocal.test', 'demo-password-2024');
  const someone = [...online][0]!;
  assert.equal((await browser.get(`/api/member.php?id=${someone}`)).json().online, 'now');

  await presence.stop();
  assert.equal((await app.presence.onlineNow(members)).size, 0);
  assert.equal((await browser.get(`/api/member.php?id=${someone}`)).json().online, 'recently');
});
