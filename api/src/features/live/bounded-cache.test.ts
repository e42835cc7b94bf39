import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoundedCache } from './bounded-cache';

test('the least recently used entry goes first when the cache is full', () => {
  const cache = new BoundedCache<number, string>(2, 60_000);
  cache.set(1, 'a');
  cache.set(2, 'b');
  assert.equal(cache.get(1), 'a');
  cache.set(3, 'c');
  assert.equal(cache.get(2), undefined);
  assert.equal(cache.get(1), 'a');
  assert.equal(cache.get(3), 'c');
  assert.equal(cache.size, 2);
});

test('an entry older than the TTL is gone, however often it was used', () => {
  let now = 1_000;
  const cache = new BoundedCache<number, string>(10, 100, () => now);
  cache.set(1, 'a');
  now += 99;
  assert.equal(cache.get(1), 'a');
  now += 1;
  assert.equal(cache.get(1), undefined);
  assert.equal(cache.size, 0);
  cache.set(1, 'b');
  now += 50;
  assert.equal(cache.get(1), 'b');
});

test('delete and clear', () => {
  const cache = new BoundedCache<number, string>(10, 60_000);
  cache.set(1, 'a');
  cache.set(2, 'b');
  cache.delete(1);
  assert.equal(cache.get(1), undefined);
  assert.equal(cache.get(2), 'b');
  cache.clear();
  assert.equal(cache.size, 0);
});
