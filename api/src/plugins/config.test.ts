import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config';

test('REDIS_KEY_PREFIX: dating- by default, a deployment may name its own, nothing that could break a key', () => {
  assert.equal(loadConfig({}).redisKeyPrefix, 'dating-');
  assert.equal(loadConfig({ REDIS_KEY_PREFIX: 'staging:flirt-' }).redisKeyPrefix, 'staging:flirt-');
  for (const bad of ['', 'two words', 'a*', 'x'.repeat(65)])
    assert.throws(() => loadConfig({ REDIS_KEY_PREFIX: bad }), /REDIS_KEY_PREFIX/);
});
