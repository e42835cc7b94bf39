// A public page of a remote version published with a server build arrives drawn, inside the area the shell
// adopts (issue #33 item 2); without a server build, or when its render fails, the page comes as before, with
// the lander's first screen.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { landerCopy } from '../db/schema/index';
import { createMember, createSites, FIXTURE_PASSWORD } from '../testing/fixtures';
import { Browser, buildTestApp, type TestApp } from '../testing/test-app';
import { fixtureRoot, remotesCommand, writeFile } from './frontend-test-app';
import { DEFAULT_FRONTEND_ROOT } from './remote-packages';
import { serverBuildFile } from './server-render';

// What the page's server build is given and what it fetched, written into its HTML for the test to read.
const BUILD = `
let renders = 0;
exports.render = async (request) => {
  const address = new URL(request.url);
  const path = address.pathname;
  if (path.includes('broken')) throw new Error('page exploded');
  renders += 1;
  const members = await (await fetch('/api/lander-members.php?limit=12')).json();
  const copy = await (await fetch('/api/lander-copy.php?kind=gallery')).json();
  const sub1 = address.searchParams.get('sub1');
  const seen = {
    path,
    locale: request.locale,
    layout: request.layout,
    site: request.settings.name,
    user: request.user,
    members: Array.isArray(members.members),
    routes: request.routes.routes.length > 0,
  };
  return {
    html:
      '<section data-lander="gallery"><h1>Drawn on the server</h1><pre>' + JSON.stringify(seen) + '</pre>' +
      '<p id="render">' + renders + ' ' + (copy.copy.en?.headline ?? 'built-in') + '</p>' +
      (sub1 ? '<form><input type="hidden" name="sub1" value="' + sub1 + '"/></form>' : '') +
      '</section>',
    headHtml: '<link rel="preload" as="image" href="/lead.jpg"/>',
    frameCss: 'body{margin:0}',
    queries: { mutations: [], queries: [{ queryKey: ['x'], state: { data: '</script><b>' } }] },
    // A page that formats numbers (the build names a kind the contract does not know, and markup, too).
    intl: path.includes('formats') ? ['Collator', 'NumberFormat', '"><b>'] : [],
  };
};
`;

describe('pages rendered on the server', () => {
  let root: string;
  let testApp: TestApp;
  let flirtId: number;
  const cleanups: (() => Promise<void>)[] = [];
  const visitor = () => new Browser(testApp.app, 'flirt.test');

  before(async () => {
    root = fixtureRoot({ 'mf-landers': ['0.1.0', '0.2.0', '0.3.0'] });
    writeFile(
      join(root, 'shell/dist/index.html'),
      readFileSync(join(DEFAULT_FRONTEND_ROOT, 'shell/src/index.html')),
    );
    writeFile(serverBuildFile(root, 'mf-landers', '0.1.0'), BUILD);
    writeFile(
      serverBuildFile(root, 'mf-landers', '0.3.0'),
      BUILD.replace('Drawn on the server', 'Drawn by version 0.3.0'),
    );
    testApp = await buildTestApp(
      { after: (fn) => void cleanups.push(fn as () => Promise<void>) },
      { frontendRoot: root },
    );
    const { flirt } = await createSites(testApp.app.db);
    flirtId = flirt.id;
    await createMember(testApp.app.db, { siteId: flirt.id, email: 'member@flirt.test' });
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  test("a lander comes drawn by its version's server build, in the remote's area, with its answers and frame", async () => {
    const response = await visitor().get('/landers/gallery/spring?hl=de');
    assert.equal(response.statusCode, 200);
    const html = response.body;

    const area =
      /<div id="shell-page"><\/div>(<div data-mf-area="mf-landers"><div><\/div><div data-server-rendered="0.1.0">[\s\S]*?<\/section><\/div><\/div>)<\/main>/.exec(
        html,
      );
    assert.ok(area, 'the area sits in #mf-area after the shell page slot');
    const seen = JSON.parse(/<pre>(.*?)<\/pre>/.exec(html)?.[1] ?? '{}');
    assert.deepEqual(seen, {
      path: '/landers/gallery/spring',
      locale: 'de',
      layout: 'lander',
      site: 'Flirt',
      user: null,
      members: true,
      routes: true,
    });
    assert.ok(!html.includes('lander-first-screen'), 'no first screen over a drawn page');
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    // The scripts are fetched once the drawn page is painted (after-paint-preloads.ts): none is live.
    const held = /<template data-after-paint>(.*?)<\/template>/.exec(head)?.[1] ?? '';
    assert.match(held, /<link rel="preload" href="\/mf\/mf-landers\/0\.1\.0\/mf-manifest\.json" as="fetch"/);
    assert.doesNotMatch(head.replace(held, ''), /<link rel="preload" href=/);
    assert.ok(
      head.includes('<link rel="preload" as="image" href="/lead.jpg"/><style>body{margin:0}</style>'),
    );
    // The answers as inert JSON: a value cannot close the script.
    assert.ok(
      head.includes(
        '<script id="server-queries-mf-landers" type="application/json">{"mutations":[],"queries":[{"queryKey":["x"],"state":{"data":"\\u003c/script>\\u003cb>"}}]}</script>',
      ),
    );
  });

  test('the kinds of Intl format a page formatted with are named on its element, for the browser to load first', async () => {
    const html = (await visitor().get('/landers/gallery/formats')).body;
    assert.ok(html.includes('<div data-server-rendered="0.1.0" data-server-intl="NumberFormat"><section'));
    assert.ok(!html.includes('"><b>'));
  });

  test('the HTML is kept per page and version: drawn again only when an answer it read changed', async () => {
    const drawn = async (path: string) => {
      const html = (await visitor().get(path)).body;
      return {
        render: /<p id="render">(.*?)<\/p>/.exec(html)?.[1],
        sub1: /name="sub1" value="(.*?)"/.exec(html)?.[1],
      };
    };
    const first = await drawn('/landers/gallery/kept');
    assert.deepEqual(await drawn('/landers/gallery/kept'), first, 'the second visitor gets the kept HTML');

    // Paid visits with their own click ids share one render, each with its own value in the form.
    const paid = await drawn('/landers/gallery/kept?network=ads&sub1=click-1');
    const other = await drawn('/landers/gallery/kept?network=ads&sub1=a%22b');
    assert.equal(other.render, paid.render);
    assert.deepEqual([paid.sub1, other.sub1], ['click-1', 'a&quot;b']);

    // Marketing edits the lander's headline in the console: the next visitor sees it.
    await testApp.app.db
      .insert(landerCopy)
      .values({ siteId: flirtId, kind: 'gallery', locale: 'en', field: 'headline', text: 'Spring dates' });
    const edited = await drawn('/landers/gallery/kept');
    assert.notEqual(edited.render, first.render);
    assert.match(edited.render ?? '', / Spring dates$/);
    assert.deepEqual(await drawn('/landers/gallery/kept'), edited);
  });

  test('a server build is not served to browsers', async () => {
    const response = await visitor().get('/mf/mf-landers/0.1.0/server/render.js');
    assert.equal(response.statusCode, 404);
    assert.equal((await visitor().get('/mf/mf-landers/0.1.0/remoteEntry.js')).statusCode, 200);
  });

  test("a logged-in member's page is drawn in the browser", async () => {
    const member = visitor();
    await member.login('member@flirt.test', FIXTURE_PASSWORD);
    const html = (await member.get('/landers/gallery/spring')).body;
    assert.ok(!html.includes('data-server-rendered'));
    // Nothing to paint before the scripts run: they are fetched at once.
    assert.ok(!html.includes('<template data-after-paint>'));
    assert.match(html, /<link rel="preload" href="\/mf\/mf-landers\/0\.1\.0\/mf-manifest\.json" as="fetch"/);
  });

  test('a page whose render fails comes with the first screen instead', async () => {
    // `broken` is the campaign slug here: the fake build throws on it.
    const html = (await visitor().get('/landers/gallery/broken')).body;
    assert.ok(!html.includes('data-server-rendered'));
    assert.ok(html.includes('id="lander-first-screen"'));
  });

  test("the registry's version writes the HTML: a swap changes the page the server sends", async () => {
    const set = await remotesCommand(testApp.app, root, 'set', 'mf-landers', '0.3.0', '--site', 'flirt.test');
    assert.equal(set.code, 0, set.output);
    const html = (await visitor().get('/landers/gallery/spring')).body;
    assert.ok(
      html.includes(
        '<div data-server-rendered="0.3.0"><section data-lander="gallery"><h1>Drawn by version 0.3.0</h1>',
      ),
    );
  });

  test('a version published without a server build is drawn in the browser, with the first screen', async () => {
    const set = await remotesCommand(testApp.app, root, 'set', 'mf-landers', '0.2.0', '--site', 'flirt.test');
    assert.equal(set.code, 0, set.output);
    const html = (await visitor().get('/landers/gallery/spring')).body;
    assert.ok(!html.includes('data-server-rendered'));
    assert.ok(html.includes('id="lander-first-screen"'));
  });
});

// The shell's own public pages (the home page, the content pages), by the shell's server build.
const SHELL_BUILD = `
exports.render = async (request) => {
  const path = new URL(request.url).pathname;
  if (path.includes('faq')) throw new Error('page exploded');
  const company = await (await fetch('/api/companyinfo.php')).json();
  return {
    html: '<section data-remote="shell"><h1>Shell page ' + path + ' ' + request.locale + '</h1><p>' +
      company.name + '</p></section>',
    headHtml: '',
    frameCss: 'body{margin:0}',
    queries: { mutations: [], queries: [{ queryKey: ['companyinfo'], state: { data: company } }] },
  };
};
`;

describe("the shell's pages rendered on the server", () => {
  let root: string;
  let testApp: TestApp;
  const cleanups: (() => Promise<void>)[] = [];
  const visitor = () => new Browser(testApp.app, 'flirt.test');
  const indexHtml = readFileSync(join(DEFAULT_FRONTEND_ROOT, 'shell/src/index.html'));
  const shellPage = (html: string) =>
    /<div id="shell-page">(<div data-server-rendered="([0-9a-f]{12})"><section data-remote="shell">[\s\S]*?<\/section><\/div>)<\/div><\/main>/.exec(
      html,
    );

  before(async () => {
    root = fixtureRoot({ 'mf-landers': ['0.1.0'] });
    writeFile(join(root, 'shell/dist/index.html'), indexHtml);
    writeFile(serverBuildFile(root, 'shell', ''), SHELL_BUILD);
    testApp = await buildTestApp(
      { after: (fn) => void cleanups.push(fn as () => Promise<void>) },
      { frontendRoot: root },
    );
    const { flirt } = await createSites(testApp.app.db);
    await createMember(testApp.app.db, { siteId: flirt.id, email: 'member@flirt.test' });
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  test('the home page and a content page come drawn inside #shell-page, with their answers and frame', async () => {
    for (const [path, heading] of [
      ['/', 'Shell page / en'],
      ['/pages/terms?hl=de', 'Shell page /pages/terms de'],
      ['/terms', 'Shell page /terms en'],
    ] as const) {
      const html = (await visitor().get(path)).body;
      const page = shellPage(html);
      assert.ok(page, `${path}: the page sits in #shell-page`);
      assert.ok(page[1]?.includes(`<h1>${heading}</h1>`), path);
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      assert.ok(head.includes('<style>body{margin:0}</style>'), path);
      assert.match(
        head,
        /<script id="server-queries-shell" type="application\/json">\{"mutations":\[\],"queries":\[\{"queryKey":\["companyinfo"\]/,
      );
      assert.ok(!html.includes('data-mf-area='), `${path}: no remote's area`);
    }
  });

  test("the shell's pages that are not public, or not its own, are drawn in the browser", async () => {
    for (const path of ['/complaints', '/no-such-page', '/login']) {
      const html = (await visitor().get(path)).body;
      assert.ok(!shellPage(html), path);
    }
  });

  test("a logged-in member's home is drawn in the browser", async () => {
    const member = visitor();
    await member.login('member@flirt.test', FIXTURE_PASSWORD);
    for (const path of ['/', '/pages/terms']) {
      const html = (await member.get(path)).body;
      assert.ok(!html.includes('data-server-rendered'), path);
      assert.ok(html.includes('<div id="shell-page"></div>'), path);
    }
  });

  test('a page whose render fails is sent as before', async () => {
    const html = (await visitor().get('/pages/faq')).body;
    assert.ok(!html.includes('data-server-rendered'));
    assert.ok(html.includes('<div id="shell-page"></div>'));
    assert.ok(!html.includes('server-queries-shell'));
  });

  test("the shell's server build is not served to browsers", async () => {
    assert.equal((await visitor().get('/server/render.js')).statusCode, 404);
    assert.equal((await visitor().get('/server/render.js.map')).statusCode, 404);
  });

  test('a shell built without a server build sends its pages as before', async () => {
    rmSync(serverBuildFile(root, 'shell', ''));
    // A new build: another index.html, seen within a second (cached-file.ts).
    writeFile(join(root, 'shell/dist/index.html'), `${indexHtml.toString('utf8')}<!-- rebuilt -->`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const html = (await visitor().get('/')).body;
    assert.ok(!html.includes('data-server-rendered'));
    assert.ok(html.includes('<div id="shell-page"></div>'));
  });
});
