import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSites } from '../../testing/fixtures';
import { buildTestApp } from '../../testing/test-app';

test('each site gets an installable manifest under its own name', async (t) => {
  const { app } = await buildTestApp(t);
  await createSites(app.db);
  for (const [host, name, lang] of [
    ['flirt.test', 'Flirt', 'en'],
    ['herz.test', 'Herz', 'de'],
  ] as const) {
    const response = await app.inject({ method: 'GET', url: '/api/manifest.php', headers: { host } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    const manifest = response.json();
    assert.equal(manifest.name, name);
    assert.equal(manifest.lang, lang);
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/members');
    // Chrome installs an app only with a 192 px and a 512 px icon.
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
  }
});
