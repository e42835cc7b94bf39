import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE_NAME } from '@dating/shared/contract';
import { buildFrontendApp, fixtureRoot, remotesCommand, writeFile } from './frontend-test-app';
import { preloadLinksFor } from './remote-preload';

/** The parts of a real mf-manifest.json the preload reads: each page and messages expose is one file. */
const manifest = (appChunks: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { path: './app', assets: { js: { sync: appChunks, async: ['page-members.1234abcd.js'] } } },
    { path: './page/members', assets: { js: { sync: ['page-members.1234abcd.js'] } } },
    { path: './page/members-id', assets: { js: { sync: ['page-members-id.5678abcd.js'] } } },
    { path: './messages/en', assets: { js: { sync: ['messages-en.0a0a0a0a.js'] } } },
    { path: './messages/de', assets: { js: { sync: ['messages-de.0d0d0d0d.js'] } } },
    { path: './match-suggestions', assets: { js: { sync: ['__federation_expose_match_suggestions.9.js'] } } },
  ],
});

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);

describe('preloadLinksFor', () => {
  test('names the manifest, remoteEntry.js and the files of the exposes asked for, in that order', () => {
    assert.deepEqual(
      preloadLinksFor('/mf/mf-members/0.3.0/mf-manifest.json', manifest(['__federation_expose_app.7e.js']), [
        './app',
        './page/members-id',
        './messages/de',
      ]),
      [
        '<link rel="preload" href="/mf/mf-members/0.3.0/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
        '<link rel="preload" href="/mf/mf-members/0.3.0/remoteEntry.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/mf/mf-members/0.3.0/__federation_expose_app.7e.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/mf/mf-members/0.3.0/page-members-id.5678abcd.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/mf/mf-members/0.3.0/messages-de.0d0d0d0d.js" as="script" fetchpriority="low">',
      ],
    );
  });

  test('skips an expose the build does not have (a route without its page file yet)', () => {
    const links = preloadLinksFor('/mf/mf-members/0.3.0/mf-manifest.json', manifest([]), [
      './page/profile',
      './messages/sv',
    ]);
    assert.equal(links.length, 2);
  });

  test('leaves out a manifest on another host and file names that are not plain script names', () => {
    assert.deepEqual(
      preloadLinksFor('https://cdn.example/mf-landers/2.0.0/mf-manifest.json', manifest([]), ['./app']),
      [],
    );
    const links = preloadLinksFor(
      '/mf/mf-landers/2.0.0/mf-manifest.json',
      manifest(['"><script>alert(1)</script>.js', '../../shell/main.js', 'ok.1.js']),
      ['./app'],
    );
    assert.equal(links.length, 3);
    assert.ok(links.every((link) => !link.includes('<script') && !link.includes('..')));
  });

  test('still preloads the manifest when the build has none on disk', () => {
    assert.equal(preloadLinksFor('/mf/mf-chat/0.1.0/mf-manifest.json', null, ['./app']).length, 1);
  });
});

describe('the page the server sends', () => {
  let root: string;
  let app: FastifyInstance;

  before(async () => {
    root = fixtureRoot({ 'mf-members': ['0.1.0'], 'mf-landers': ['0.1.0'] });
    writeFile(
      join(root, 'mf-members/dist/0.1.0/mf-manifest.json'),
      JSON.stringify(manifest(['__federation_expose_app.7ea33a2f.js'])),
    );
    app = await buildFrontendApp({ root, dataDir: join(root, '.data') });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string) => (await app.inject({ url })).body;

  test("preloads the route's remote, page and messages, before the shell's registry script", async () => {
    const html = await page('/members/42?tab=photos');
    assert.deepEqual(preloadsOf(html), [
      '/mf/mf-members/0.1.0/mf-manifest.json',
      '/mf/mf-members/0.1.0/remoteEntry.js',
      '/mf/mf-members/0.1.0/__federation_expose_app.7ea33a2f.js',
      '/mf/mf-members/0.1.0/page-members-id.5678abcd.js',
      '/mf/mf-members/0.1.0/messages-en.0a0a0a0a.js',
    ]);
    assert.ok(html.indexOf('rel="preload"') < html.indexOf('id="mf-remotes"'));
  });

  test("picks the messages of the visitor's locale as the shell will: ?hl, the cookie, the browser", async () => {
    const messagesOf = async (url: string, headers: Record<string, string> = {}) =>
      preloadsOf((await app.inject({ url, headers })).body).filter((href) => href?.includes('messages-'));
    assert.deepEqual(await messagesOf('/members?hl=de'), ['/mf/mf-members/0.1.0/messages-de.0d0d0d0d.js']);
    assert.deepEqual(await messagesOf('/members', { cookie: `${LOCALE_COOKIE_NAME}=de` }), [
      '/mf/mf-members/0.1.0/messages-de.0d0d0d0d.js',
    ]);
    assert.deepEqual(await messagesOf('/members', { 'accept-language': 'de-AT,en;q=0.5' }), [
      '/mf/mf-members/0.1.0/messages-de.0d0d0d0d.js',
    ]);
  });

  test("preloads nothing on the shell's own pages and on unknown paths", async () => {
    assert.deepEqual(preloadsOf(await page('/pages/terms')), []);
    assert.deepEqual(preloadsOf(await page('/no-such-page')), []);
  });

  test('follows the registry: another version, or none for a manifest on a CDN', async () => {
    assert.equal((await remotesCommand(app, root, 'set', 'mf-landers', '0.1.0')).code, 0);
    assert.ok(
      preloadsOf(await page('/landers/video/summer')).includes('/mf/mf-landers/0.1.0/mf-manifest.json'),
    );
    const cdn = 'https://cdn.example/mf-landers/2.0.0/mf-manifest.json';
    assert.equal((await remotesCommand(app, root, 'set', 'mf-landers', cdn)).code, 0);
    assert.deepEqual(preloadsOf(await page('/landers/video/summer')), []);
  });
});
