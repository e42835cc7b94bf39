import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test as it } from 'node:test';
import type { Locale, PublishedRoutes, Settings } from '@dating/shared/contract';
import { createServerRenderer, serverBuildFile, type ServerRenderer } from './server-render';

// A server build as webpack writes it (CommonJS, `render` exported), whose pages are made by the test.
const BUILD = `
let renders = 0;
exports.render = async (request) => {
  renders += 1;
  const path = new URL(request.url).pathname;
  if (path === '/broken') throw new Error('page exploded');
  if (path === '/stuck') return new Promise(() => {});
  if (path === '/post') await fetch('/api/x', { method: 'POST' });
  const reply = await fetch('/api/greeting.php');
  const body = await reply.json();
  return { html: '<h1>' + body.text + ' ' + request.locale + ' #' + renders + '</h1>', headHtml: '', frameCss: '', queries: { queries: [] } };
};
`;

const request = (path: string) => ({
  url: `http://flirt.test${path}`,
  locale: 'de' as Locale,
  routes: { routes: [], landerKinds: {} } as PublishedRoutes,
  settings: { name: 'Flirt' } as Settings,
  user: null,
  layout: 'lander',
});

describe('server rendering by a remote version’s server build', () => {
  let root: string;
  let renderer: ServerRenderer;
  let logged: string[];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'server-render-'));
    const file = serverBuildFile(root, 'mf-landers', '2.0.0');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, BUILD);
    logged = [];
    renderer = createServerRenderer(root, { timeoutMs: 500, log: (message) => logged.push(message) });
  });
  afterEach(async () => {
    await renderer.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('knows which versions were published with a server build', () => {
    assert.equal(renderer.canRender('mf-landers', '2.0.0'), true);
    assert.equal(renderer.canRender('mf-landers', '1.0.0'), false);
    assert.equal(renderer.canRender('mf-members', '2.0.0'), false);
  });

  it("renders a page with the data the API answers as the visitor, one page at a time in the version's worker", async () => {
    const asked: string[] = [];
    const answer = async (url: string) => {
      asked.push(url);
      return { status: 200, body: { text: 'Hallo' } };
    };

    const pages = await Promise.all([
      renderer.render('mf-landers', '2.0.0', request('/landers/gallery'), answer),
      renderer.render('mf-landers', '2.0.0', request('/landers/video'), answer),
    ]);

    assert.deepEqual(
      pages.map((page) => page?.html),
      ['<h1>Hallo de #1</h1>', '<h1>Hallo de #2</h1>'],
    );
    assert.deepEqual(asked, ['/api/greeting.php', '/api/greeting.php']);
  });

  it('gives null for a version without a server build, a page that throws and a write, and logs why', async () => {
    const answer = async () => ({ status: 200, body: { text: 'Hallo' } });

    assert.equal(await renderer.render('mf-landers', '1.0.0', request('/landers/gallery'), answer), null);
    assert.equal(await renderer.render('mf-landers', '2.0.0', request('/broken'), answer), null);
    assert.equal(await renderer.render('mf-landers', '2.0.0', request('/post'), answer), null);
    assert.deepEqual(logged, [
      'a page could not be rendered on the server',
      'a page could not be rendered on the server',
    ]);
  });

  it("counts a page's time from when its build has loaded, not from the worker's start", async () => {
    const slow = serverBuildFile(root, 'mf-landers', '3.0.0');
    mkdirSync(dirname(slow), { recursive: true });
    // A build that takes longer to load than a page may take to render (500 ms here).
    writeFileSync(slow, `const until = Date.now() + 800; while (Date.now() < until);\n${BUILD}`);
    const answer = async () => ({ status: 200, body: { text: 'Hallo' } });

    const page = await renderer.render('mf-landers', '3.0.0', request('/landers/gallery'), answer);

    assert.equal(page?.html, '<h1>Hallo de #1</h1>');
    assert.deepEqual(logged, []);
  });

  it('gives up on a page that takes too long, and a fresh worker renders the next one', async () => {
    const answer = async () => ({ status: 200, body: { text: 'Hallo' } });

    assert.equal(await renderer.render('mf-landers', '2.0.0', request('/stuck'), answer), null);
    const next = await renderer.render('mf-landers', '2.0.0', request('/landers/gallery'), answer);

    assert.deepEqual(logged, ['a page took too long to render on the server']);
    assert.equal(next?.html, '<h1>Hallo de #1</h1>');
  });
});
