import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { runRemotesCli } from './remotes-cli';
import { serveFrontend } from './serve-frontend';

const REMOTES = ['mf-members', 'mf-chat', 'mf-payments', 'mf-signup', 'mf-landers'];

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** A repository-shaped folder with a built shell and two built versions of mf-chat. */
function fixtureRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-frontend-'));
  for (const remote of REMOTES)
    write(join(root, remote, 'package.json'), JSON.stringify({ version: '0.1.0' }));
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
  for (const version of ['0.1.0', '0.2.0']) {
    write(join(root, 'mf-chat/dist', version, 'mf-manifest.json'), JSON.stringify({ version }));
    write(join(root, 'mf-chat/dist', version, 'remoteEntry.js'), `/* ${version} */`);
    if (version !== '0.1.0')
      write(join(root, 'mf-chat/dist', version, 'app.1234.js'), `/* app ${version} */`);
  }
  return root;
}

describe('serveFrontend', () => {
  let root: string;
  let dataDir: string;
  let app: FastifyInstance;
  const cli = (...args: string[]) => {
    const lines: string[] = [];
    const code = runRemotesCli(
      args,
      { DATA_DIR: dataDir },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
      root,
    );
    return { code, output: lines.join('\n') };
  };
  const registry = async (query = '', headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/mf/remotes.json${query}`, headers });
    assert.equal(response.statusCode, 200);
    return (response.json() as { remotes: Record<string, string> }).remotes;
  };

  before(async () => {
    root = fixtureRoot();
    dataDir = join(root, '.data');
    app = Fastify();
    await app.register(serveFrontend, { dataDir, root });
    await app.ready();
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
    });
  });

  test('`remotes set` and `unset` change the registry on the next request, per site or for all', async () => {
    assert.equal(cli('set', 'mf-chat', '0.2.0').code, 0);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');

    const cdn = 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json';
    assert.equal(cli('set', 'mf-landers', cdn, '--site', 'Dating.Example').code, 0);
    assert.equal((await registry('?_force_domain=dating.example')).mf_landers, cdn);
    assert.equal(
      (await registry('', { host: 'dating.example:8080' })).mf_landers,
      cdn,
      'the Host header picks the site',
    );
    assert.equal(
      (await registry()).mf_landers,
      '/mf/mf-landers/0.1.0/mf-manifest.json',
      'other sites keep the default',
    );

    assert.equal(cli('unset', 'mf-chat').code, 0);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.1.0/mf-manifest.json');
    assert.equal(cli('unset', 'mf-landers', '--site', 'dating.example').code, 0);
    assert.equal(
      (await registry('?_force_domain=dating.example')).mf_landers,
      '/mf/mf-landers/0.1.0/mf-manifest.json',
    );
  });

  test('`remotes set` refuses versions that are not built and names that are not remotes', async () => {
    const unbuilt = cli('set', 'mf-chat', '9.9.9');
    assert.equal(unbuilt.code, 1);
    assert.match(unbuilt.output, /not built/);
    assert.equal(cli('set', 'mf-nope', '0.1.0').code, 2);
    assert.equal(cli('set', 'mf-chat', '../../etc').code, 2);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.1.0/mf-manifest.json');
  });

  test('a broken remotes.json keeps the last good registry', async () => {
    assert.equal(cli('set', 'mf-chat', '0.2.0').code, 0);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');
    const file = join(dataDir, 'remotes.json');
    writeFileSync(file, '{ not json');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    assert.equal((await registry()).mf_chat, '/mf/mf-chat/0.2.0/mf-manifest.json');
    rmSync(file);
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
    assert.match(unknown.body, /<title>shell<\/title>/);
    const api = await app.inject({ url: '/api/unknown.php' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().error, 'not_found');
  });

  test('pages carry the site registry inline, escaped so no entry can close the script', async () => {
    const hostile = 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json';
    assert.equal(cli('set', 'mf-landers', hostile, '--site', 'dating.example').code, 0);
    try {
      const page = await app.inject({ url: '/landers/gallery', headers: { host: 'dating.example' } });
      const inline = /<script id="mf-remotes" type="application\/json">(.*?)<\/script>/.exec(page.body);
      assert.ok(inline, 'the registry is in the page');
      assert.equal(page.body.match(/<script/g)?.length, 1, 'no script tag was injected by the entry');
      assert.equal(JSON.parse(inline[1]!).remotes.mf_landers, hostile);
      const other = await app.inject({ url: '/landers/gallery' });
      assert.match(other.body, /"mf_landers":"\/mf\/mf-landers\/0.1.0\/mf-manifest.json"/);
    } finally {
      cli('unset', 'mf-landers', '--site', 'dating.example');
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
