import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { createMemoryCounter, createRedisCounter } from './attempt-counter';

test('in process: counts within the window, blocks as asked, forgets after the window', async () => {
  let now = 1_000_000;
  const counter = createMemoryCounter(() => now);
  const blockFrom3 = (count: number) => (count >= 3 ? 30_000 : 0);
  for (let i = 0; i < 2; i++) assert.equal((await counter.hit('k', 60_000, blockFrom3)).blockedUntil, 0);
  assert.equal((await counter.hit('k', 60_000, blockFrom3)).blockedUntil, now + 30_000);
  assert.deepEqual(await counter.get('k'), { count: 3, blockedUntil: now + 30_000 });
  now += 61_000;
  assert.deepEqual(await counter.get('k'), { count: 0, blockedUntil: 0 });
  await counter.hit('k', 60_000);
  await counter.reset('k');
  assert.equal((await counter.get('k')).count, 0);
});

// Two API instances on one Redis count together, so a second instance is no way round a limit.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
test(
  'on Redis: two instances share one count',
  { skip: redisUrl ? false : 'no TEST_REDIS_URL' },
  async (t) => {
    const first = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    const second = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    t.after(async () => {
      await first.quit();
      await second.quit();
    });
    const key = `test-${process.pid}-${Date.now()}`;
    const a = createRedisCounter(first);
    const b = createRedisCounter(second);
    await a.hit(key, 60_000);
    const state = await b.hit(key, 60_000, (count) => (count >= 2 ? 5_000 : 0));
    assert.equal(state.count, 2);
    assert.ok(state.blockedUntil > Date.now());
    assert.deepEqual(await a.get(key), state);
    await b.reset(key);
    assert.equal((await a.get(key)).count, 0);
  },
);
