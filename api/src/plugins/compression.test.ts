import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { buildTestApp } from '../testing/test-app';

test('answers go out compressed to browsers that accept it', async (t) => {
  const { app } = await buildTestApp(t);
  const { flirt } = await createSites(app.db);
  await createMember(app.db, { siteId: flirt.id, email: 'anna@example.com' });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: { host: 'flirt.test', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  await t.test(
    'API JSON in brotli or gzip, decoding to the same answer, varying on Accept-Encoding',
    async () => {
      const plain = await get('/api/interests.php');
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > 1024, 'the interest list is big enough to be worth compressing');

      const brotli = await get('/api/interests.php', 'gzip, deflate, br, zstd');
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.match(String(brotli.headers.vary), /accept-encoding/i);
      assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()), plain.json());
      assert.ok(brotli.rawPayload.length < plain.rawPayload.length / 2);

      const gzip = await get('/api/interests.php', 'gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
    },
  );

  await t.test('answers under a kilobyte are sent as they are', async () => {
    const small = await get('/api/user.php', 'br, gzip');
    assert.ok(small.rawPayload.length < 1024);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.doesNotThrow(() => small.json());
  });

  await t.test('a compressed request body is refused with a clear error, not unpacked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: {
        host: 'flirt.test',
        'x-requested-with': 'dating-web',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ email: 'anna@example.com', password: FIXTURE_PASSWORD })),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.headers['set-cookie'], undefined, 'nobody was logged in');
    assert.equal(response.json().error, 'invalid_json');
  });
});
