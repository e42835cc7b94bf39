import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sealCount, sealedCount } from './search-count-seal';

test('a search count is only taken from a cursor sealed for the same search', () => {
  const context = JSON.stringify([1, 7, 1000, { gender: 'female' }]);
  const sealed = sealCount(context, 1001);
  assert.match(sealed.s, /^[A-Za-z0-9_-]{22}$/);
  assert.equal(sealedCount(context, { r: 1, i: 2, ...sealed }), 1001);
  // Another count under the same seal, the same count for another search, viewer or cap, or no seal.
  assert.equal(sealedCount(context, { r: 1, i: 2, n: 1000, s: sealed.s }), null);
  for (const other of [
    JSON.stringify([1, 8, 1000, { gender: 'female' }]),
    JSON.stringify([1, null, 1000, { gender: 'female' }]),
    JSON.stringify([2, 7, 1000, { gender: 'female' }]),
    JSON.stringify([1, 7, 10, { gender: 'female' }]),
    JSON.stringify([1, 7, 1000, { gender: 'male' }]),
  ]) {
    assert.equal(sealedCount(other, { r: 1, i: 2, ...sealed }), null, other);
  }
  assert.equal(sealedCount(context, { r: 1, i: 2, n: 1001 }), null);
  assert.equal(sealedCount(context, { r: 1, i: 2, s: sealed.s }), null);
  assert.equal(sealedCount(context, { r: 1, i: 2, n: 1001, s: 'A'.repeat(22) }), null);
});
