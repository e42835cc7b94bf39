import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sites } from '../db/schema/index';
import { buildFrontendApp, fixtureRoot, remotesCommand, writeFile as write } from './frontend-test-app';
import { registrySocketPath } from './registry-socket';
import { runRemotesCli } from './remotes-cli';

/** A repository-shaped folder with a built shell and two built versions of mf-chat. */
function frontendFixture(): string {
  const root = fixtureRoot({ 'mf-chat': ['0.1.0', '0.2.0'] });
  write(join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(join(root, 'shell/dist/97.0123abcd.js'), 'chunk');
  write(join(root, 'shell/dist/sw.js'), 'self.addEventListener("push", () => {})');
  // A production build writes compressed copies beside its scripts (build-config/webpack/precompress-plugins.mjs).
  for (const file of ['shell/dist/main.js', 'mf-chat/dist/0.1.0/app.1234.js']) {
    const source = `/* ${file} */ ${'export const padding = 1;'.repeat(50)}`;
    write(join(root, file), source);
    write(join(root, `${file}.gz`), gzipSync(source));
    write(join(root, `${file}.br`), brotliCompressSync(source));
  }
  write(join(root, 'mf-chat/dist/0.2.0/app.1234.js'), '/* app 0.2.0 */');
  return root;
}

describe('serveFrontend', () => {
  let root: string;
  let dataDir: string;
  let app: FastifyInstance;
  const cli = (...args: string[]) => remotesCommand(app, root, ...args);
  const registry = async (query = '', headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/mf/remotes.json${query}`, headers });
    assert.equal(response.statusCode, 200);
    return (response.json() as { remotes: Record<string, string> }).remotes;
  };

  before(async () => {
    root = frontendFixture();
    dataDir = join(root, '.data');
    app = await buildFrontendApp({ root, dataDir });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the registry defaults to each remote package version', async () => {
    const remotes = await registry();
    assert.deepEqual(remotes, {
      mf_members: '/mf/mf-members/0.1.0/mf-manifest.json',
      mf_chat: '/mf/mf-chat/0.1.0/mf-manifest.json',
      mf_payments: '/mf/mf-payments/0.1.0/mf-manifest.json',
      mf_signup: '/mf/mf-signup/0.1.0/mf-manifest.json',
      mf_landers: '/mf/mf-landers/0.1.0/mf-manifest.json',
      mf_staff: '/mf/mf-staff/0.1.0/mf-manifest.json',
    });
  });

  test('`remotes set` and `unset` change the registry on the next request, per site or for all', async () => {
    assert.equal((await cli('set', 'mf-chat', '0.2.0')).code, 0);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');

    const cdn = 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json';
    assert.equal((await cli('set', 'mf-landers', cdn, '--site', 'Herz.Test')).code, 0);
    assert.equal((await registry('?_force_domain=herz.test')).mf_landers, cdn);
    assert.equal(
      (await registry('', { host: 'www.herz.test:8080' })).mf_landers,
      cdn,
      'the Host header picks the site, as the site directory reads it',
    );
    assert.equal(
      (await registry()).mf_landers,
      '/mf/mf-landers/0.1.0/mf-manifest.json',
      'other sites keep the default',
    );

    assert.equal((await cli('unset', 'mf-chat')).code, 0);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.1.0/mf-manifest.json');
    assert.equal((await cli('unset', 'mf-landers', '--site', 'herz.test')).code, 0);
    assert.equal(
      (await registry('?_force_domain=herz.test')).mf_landers,
      '/mf/mf-landers/0.1.0/mf-manifest.json',
    );
  });

  test('`remotes set` refuses versions that are not built, names that are not remotes, unknown sites', async () => {
    const unbuilt = await cli('set', 'mf-chat', '9.9.9');
    assert.equal(unbuilt.code, 1);
    assert.match(unbuilt.output, /not built/);
    assert.equal((await cli('set', 'mf-nope', '0.1.0')).code, 2);
    assert.equal((await cli('set', 'mf-chat', '../../etc')).code, 2);
    const site = await cli('set', 'mf-chat', '0.2.0', '--site', 'nowhere.test');
    assert.equal(site.code, 2);
    assert.match(site.output, /Unknown site "nowhere.test". Sites: flirt.test, herz.test/);
    assert.equal((await cli('set', 'mf-chat')).code, 2);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.1.0/mf-manifest.json');
  });

  test('remote builds are served per version: entry files revalidated, chunks immutable', async () => {
    const entry = await app.inject({ url: '/mf/mf-chat/0.2.0/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, '/* 0.2.0 */');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const manifest = await app.inject({ url: '/mf/mf-chat/0.1.0/mf-manifest.json' });
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/mf/mf-chat/0.1.0/app.1234.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('missing builds, unknown remotes and path tricks answer 404', async () => {
    for (const url of [
      '/mf/mf-chat/9.9.9/remoteEntry.js',
      '/mf/not-a-remote/0.1.0/remoteEntry.js',
      '/mf/mf-chat/0.1.0/..%2F..%2Fpackage.json',
      '/mf/mf-chat/..%2F..%2Fshell/dist/index.html',
      '/missing-chunk.js',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
    }
  });

  test('pages get the shell: 200 on a route, 404 on an unknown path, JSON 404 under /api', async () => {
    for (const url of [
      '/',
      '/chats',
      '/members/12',
      '/credits/3/ideal',
      '/landers/gallery/x',
      '/pages/faq',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
    const unknown = await app.inject({ url: '/chats/1/2/3' });
    assert.equal(unknown.statusCode, 404);
    // The shell's page, its placeholder title replaced by the server's head (page-head.ts): no page, not indexed.
    assert.match(unknown.body, /<!doctype html><title>Flirt<\/title>/);
    assert.match(unknown.body, /<meta name="robots" content="noindex, nofollow"/);
    const api = await app.inject({ url: '/api/unknown.php' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().error, 'not_found');
  });

  test('pages carry the site registry inline, escaped so no entry can close the script', async () => {
    const hostile = 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json';
    assert.equal((await cli('set', 'mf-landers', hostile, '--site', 'herz.test')).code, 0);
    try {
      const page = await app.inject({ url: '/landers/gallery', headers: { host: 'herz.test' } });
      const inline = /<script id="mf-remotes" type="application\/json">(.*?)<\/script>/.exec(page.body);
      assert.ok(inline, 'the registry is in the page');
      assert.equal(
        page.body.match(/<script/g)?.length,
        2,
        'no script tag was injected by the entry: only the registry and the first answers',
      );
      assert.equal(JSON.parse(inline[1]!).remotes.mf_landers, hostile);
      const other = await app.inject({ url: '/landers/gallery' });
      assert.match(other.body, /"mf_landers":"\/mf\/mf-landers\/0.1.0\/mf-manifest.json"/);
    } finally {
      await cli('unset', 'mf-landers', '--site', 'herz.test');
    }
  });

  test("a page opened on a site's other domain names the main domain in its canonical link", async () => {
    await app.db
      .update(sites)
      .set({ otherDomains: ['herzklopfen.test'] })
      .where(eq(sites.domain, 'herz.test'));
    app.sites.invalidate();
    try {
      const canonical = async (host: string) =>
        /<link rel="canonical" href="([^"]*)"/.exec(
          (await app.inject({ url: '/', headers: { host } })).body,
        )?.[1];
      // Same site and page, so one cached head would do, were it not for the origin it names.
      assert.equal(await canonical('herz.test.localhost'), 'http://herz.test.localhost/');
      assert.equal(await canonical('herzklopfen.test.localhost'), 'https://herz.test/');
      assert.equal(await canonical('herzklopfen.test'), 'https://herz.test/');
    } finally {
      await app.db.update(sites).set({ otherDomains: [] }).where(eq(sites.domain, 'herz.test'));
      app.sites.invalidate();
    }
  });

  test('shell assets are served with their cache policy', async () => {
    const main = await app.inject({ url: '/main.js' });
    assert.equal(main.statusCode, 200);
    assert.equal(main.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/97.0123abcd.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    // A stable name with changing content (service worker, icons) is revalidated, never kept for a year.
    const worker = await app.inject({ url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.equal(worker.headers['cache-control'], 'no-cache');
  });

  test('a missing file is a 404, but a page whose parameter holds a dot is the page', async () => {
    const missing = await app.inject({ url: '/97.missing.js' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, 'not_found');
    const page = await app.inject({ url: '/staff/sites/flirtlocal.test' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
  });

  test('scripts go out brotli- or gzip-compressed as the browser accepts, with the same cache policy', async () => {
    for (const [url, original] of [
      ['/main.js', '/* shell/dist/main.js */'],
      ['/mf/mf-chat/0.1.0/app.1234.js', '/* mf-chat/dist/0.1.0/app.1234.js */'],
    ] as const) {
      const plain = await app.inject({ url });
      assert.equal(plain.headers['content-encoding'], undefined, `${url} without Accept-Encoding`);
      assert.ok(plain.body.startsWith(original));
      assert.match(String(plain.headers.vary), /accept-encoding/i, 'caches must key on the encoding');

      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      assert.equal(brotli.headers['content-encoding'], 'br', url);
      assert.match(String(brotli.headers['content-type']), /javascript/);
      assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body);
      assert.equal(brotli.headers['cache-control'], plain.headers['cache-control']);

      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip', url);
      assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
      assert.ok(gzip.rawPayload.length < plain.rawPayload.length);
    }
    // A file the build did not compress (too small to gain) is sent as it is.
    const worker = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(worker.statusCode, 200);
    assert.equal(worker.headers['content-encoding'], undefined);
    assert.match(worker.body, /addEventListener/);
  });
});

describe('`npm run remotes` on a PGlite install', () => {
  test('imports the old remotes.json once, goes through the running server, opens the folder when none runs', async () => {
    const root = fixtureRoot({ 'mf-chat': ['0.1.0', '0.2.0'] });
    const dataDir = mkdtempSync(join(tmpdir(), 'registry-pglite-'));
    const cdn = 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json';
    writeFileSync(
      join(dataDir, 'remotes.json'),
      JSON.stringify({ default: { 'mf-chat': '0.2.0' }, sites: { 'Herz.Test': { 'mf-landers': cdn } } }),
    );
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const cli = (...argv: string[]) => runRemotesCli(argv, { DATA_DIR: dataDir }, io, root);
    let app: FastifyInstance | null = null;
    try {
      app = await buildFrontendApp({ root, dataDir, pgliteDir: join(dataDir, 'pglite') });
      const remotes = async (host = 'flirt.test') =>
        (await app!.inject({ url: '/mf/remotes.json', headers: { host } })).json().remotes;
      assert.equal((await remotes()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');
      assert.equal((await remotes('herz.test')).mf_landers, cdn);
      assert.ok(!existsSync(join(dataDir, 'remotes.json')), 'read once: renamed so nobody edits it in vain');
      assert.ok(existsSync(join(dataDir, 'remotes.json.imported')));

      // PGlite is the server's alone: the command runs inside it, through the socket in the data folder.
      assert.ok(existsSync(registrySocketPath(dataDir)));
      assert.equal(await cli('set', 'mf-chat', '0.1.0'), 0);
      assert.equal((await remotes()).mf_chat, '/mf/mf-chat/0.1.0/mf-manifest.json');
      assert.equal(await cli('rollback', 'mf-chat'), 0);
      assert.equal((await remotes()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');
      assert.equal(await cli('set', 'mf-chat', '7.7.7'), 1);
      assert.match(lines.join('\n'), /mf-chat 7.7.7 is not built/);

      await app.close();
      app = null;
      lines.length = 0;
      // No server: the command opens the PGlite folder itself and sees the same registry.
      assert.equal(await cli('list'), 0);
      assert.match(lines.join('\n'), /mf-chat\s+0\.2\.0\s+\(all sites assignment\)/);
      assert.equal(await cli('list', '--site', 'herz.test'), 0);
      assert.ok(lines.some((line) => line.includes(cdn) && line.includes('site assignment')));
    } finally {
      await app?.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
