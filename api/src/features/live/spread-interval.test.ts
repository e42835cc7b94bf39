import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { spreadInterval } from './spread-interval';

test('every item is visited once per period, a slice per tick', (t) => {
  mock.timers.enable({ apis: ['setInterval'] });
  t.after(() => mock.timers.reset());
  const items = new Set(Array.from({ length: 50 }, (_, i) => i));
  const visits = new Map<number, number>();
  const stop = spreadInterval(
    items,
    (slice) => slice.forEach((item) => visits.set(item, (visits.get(item) ?? 0) + 1)),
    1_000,
    100,
  );
  mock.timers.tick(100);
  assert.equal(visits.size, 5);
  mock.timers.tick(900);
  assert.equal(visits.size, 50);
  assert.ok([...visits.values()].every((count) => count === 1));
  // The next round starts over (one tick notices the end of the last one).
  mock.timers.tick(1_100);
  assert.ok([...visits.values()].every((count) => count === 2));
  stop();
  mock.timers.tick(1_000);
  assert.ok([...visits.values()].every((count) => count === 2));
});

test('items added during a round join it; deleted ones are not visited', (t) => {
  mock.timers.enable({ apis: ['setInterval'] });
  t.after(() => mock.timers.reset());
  const items = new Set([1, 2, 3, 4]);
  const visited: number[] = [];
  const stop = spreadInterval(items, (slice) => visited.push(...slice), 400, 100);
  mock.timers.tick(100);
  items.delete(2);
  items.add(5);
  mock.timers.tick(300);
  stop();
  assert.deepEqual(visited, [1, 3, 4, 5]);
});

test('the keys of a map', (t) => {
  mock.timers.enable({ apis: ['setInterval'] });
  t.after(() => mock.timers.reset());
  const slices: number[][] = [];
  const stop = spreadInterval(
    new Map([
      [7, 'a'],
      [8, 'b'],
    ]),
    (slice) => slices.push(slice),
    100,
    100,
  );
  mock.timers.tick(100);
  stop();
  assert.deepEqual(slices, [[7, 8]]);
});
