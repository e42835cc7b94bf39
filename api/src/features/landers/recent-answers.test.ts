// A site's lander members are asked of the database once per few seconds, however many visitors arrive.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recentAnswers } from './recent-answers';

test('an answer is kept for its age per key, shared by visitors arriving together, and a failure is not kept', async () => {
  let clock = 0;
  let queries = 0;
  const kept = recentAnswers<number>(10_000, () => clock);
  const query = async () => (queries += 1);

  assert.deepEqual(await Promise.all([kept('1:12', query), kept('1:12', query)]), [1, 1]);
  clock = 9_999;
  assert.equal(await kept('1:12', query), 1);
  assert.equal(await kept('2:12', query), 2, "another site's members are its own");
  clock = 10_000;
  assert.equal(await kept('1:12', query), 3, 'older than its age: asked again');

  await assert.rejects(kept('3:12', async () => Promise.reject(new Error('database gone'))));
  assert.equal(await kept('3:12', query), 4, 'the next visitor asks again after a failure');
});
