// A page's server HTML is kept per request and used while every answer it read is the same (issue #33 item
// 5): here against a renderer that counts its renders and echoes what it was given.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ServerRenderRequest, ServerRenderResult, Settings } from '@dating/shared/contract';
import type { Answer, ServerRenderer } from './server-render';
import { withRenderCache, withStandIns, withTrackingValues } from './server-render-cache';

function countingRenderer(options: { html?: (request: ServerRenderRequest) => string } = {}) {
  const renders: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const renderer: ServerRenderer = {
    canRender: () => true,
    close: async () => undefined,
    async render(remote, version, request, answer) {
      renders.push(request.url);
      await gate;
      const copy = (await answer('/api/lander-copy.php'))?.body as { headline: string };
      const html =
        options.html?.(request) ??
        `<h1>${copy.headline}</h1><p>${remote}@${version} render ${renders.length}</p>`;
      return { html, headHtml: '', frameCss: '', queries: { queries: [] } };
    },
  };
  return {
    renderer,
    renders,
    hold() {
      let release = () => undefined as void;
      gate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

const request = (url: string, locale: ServerRenderRequest['locale'] = 'en'): ServerRenderRequest => ({
  url,
  locale,
  routes: { routes: [] } as unknown as ServerRenderRequest['routes'],
  settings: { name: 'Flirt' } as Settings,
  user: null,
  layout: 'lander',
});

function answers(headline: string) {
  const body: Record<string, Answer> = { '/api/lander-copy.php': { status: 200, body: { headline } } };
  return async (url: string) => body[url] ?? null;
}

const html = (result: ServerRenderResult | null) => result?.html;

describe('server render cache', () => {
  test('the same page with the same answers is rendered once; another version or locale is its own', async () => {
    const { renderer, renders } = countingRenderer();
    const cache = withRenderCache(renderer);
    const page = 'https://flirt.test/landers/gallery';
    const first = await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    const again = await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    assert.equal(html(again), html(first));
    assert.equal(renders.length, 1);

    const other = await cache.render('mf-landers', '1.1.0', request(page), answers('Meet'));
    assert.match(html(other) ?? '', /mf-landers@1\.1\.0 render 2/);
    await cache.render('mf-landers', '1.0.0', request(page, 'de'), answers('Meet'));
    assert.equal(renders.length, 3);
  });

  test('a changed answer (an edit of the lander copy) renders the page afresh', async () => {
    const { renderer, renders } = countingRenderer();
    const cache = withRenderCache(renderer);
    const page = 'https://flirt.test/landers/gallery';
    await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    const edited = await cache.render('mf-landers', '1.0.0', request(page), answers('Spring is here'));
    assert.match(html(edited) ?? '', /<h1>Spring is here<\/h1>/);
    assert.equal(renders.length, 2);
  });

  test('an entry older than its age is rendered again', async () => {
    let clock = 0;
    const { renderer, renders } = countingRenderer();
    const cache = withRenderCache(renderer, { maxAgeMs: 1000, now: () => clock });
    const page = 'https://flirt.test/landers/gallery';
    await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    clock = 999;
    await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    assert.equal(renders.length, 1);
    clock = 2001;
    await cache.render('mf-landers', '1.0.0', request(page), answers('Meet'));
    assert.equal(renders.length, 2);
  });

  test('past its size the least recently used page goes first', async () => {
    const { renderer, renders } = countingRenderer();
    const cache = withRenderCache(renderer, { maxEntries: 2 });
    const at = (kind: string) => request(`https://flirt.test/landers/${kind}`);
    await cache.render('mf-landers', '1.0.0', at('a'), answers('x'));
    await cache.render('mf-landers', '1.0.0', at('b'), answers('x'));
    await cache.render('mf-landers', '1.0.0', at('a'), answers('x'));
    await cache.render('mf-landers', '1.0.0', at('c'), answers('x'));
    assert.equal(renders.length, 3);
    await cache.render('mf-landers', '1.0.0', at('a'), answers('x'));
    assert.equal(renders.length, 3, 'a was used last and stayed');
    await cache.render('mf-landers', '1.0.0', at('b'), answers('x'));
    assert.equal(renders.length, 4, 'b went first');
  });

  test('visitors arriving together at a page not yet kept share one render', async () => {
    const { renderer, renders, hold } = countingRenderer();
    const cache = withRenderCache(renderer);
    const release = hold();
    const page = request('https://flirt.test/landers/gallery');
    const all = Promise.all([1, 2, 3].map(() => cache.render('mf-landers', '1.0.0', page, answers('Meet'))));
    release();
    const results = await all;
    assert.equal(renders.length, 1);
    assert.deepEqual(new Set(results.map(html)).size, 1);
  });

  test('each paid visit gets its own tracking values in the form of one shared render', async () => {
    const { renderer, renders } = countingRenderer({
      html: (page) => {
        const search = new URL(page.url).searchParams;
        return `<form action="/signup">${['network', 'sub1']
          .filter((field) => search.get(field))
          .map((field) => `<input type="hidden" name="${field}" value="${search.get(field)}"/>`)
          .join('')}</form>`;
      },
    });
    const cache = withRenderCache(renderer);
    const visit = (click: string) =>
      cache.render(
        'mf-landers',
        '1.0.0',
        request(`https://flirt.test/landers/gallery?network=ads&sub1=${encodeURIComponent(click)}`),
        answers('Meet'),
      );
    assert.equal(
      html(await visit('click-1')),
      '<form action="/signup"><input type="hidden" name="network" value="ads"/>' +
        '<input type="hidden" name="sub1" value="click-1"/></form>',
    );
    assert.match(
      html(await visit('"><script>x</script>')) ?? '',
      /value="&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/,
    );
    assert.equal(renders.length, 1);
  });

  test('a page that uses a tracking value elsewhere than a field is rendered for that visit alone', async () => {
    const { renderer, renders } = countingRenderer({
      html: (page) => `<p>From ${new URL(page.url).searchParams.get('network')}</p>`,
    });
    const cache = withRenderCache(renderer);
    const page = request('https://flirt.test/landers/gallery?network=ads');
    assert.equal(html(await cache.render('mf-landers', '1.0.0', page, answers('Meet'))), '<p>From ads</p>');
    assert.equal(renders.length, 2, 'the shared render could not be used: the page was drawn with the value');
  });

  test('stand-ins replace only non-blank single tracking values', () => {
    const { url, values } = withStandIns(
      'https://flirt.test/landers/gallery?network=ads&ref=%20&sub2=a&sub2=b&hl=de',
    );
    const search = new URL(url).searchParams;
    assert.equal(search.get('network'), 'ssr-tracking-network');
    assert.equal(search.get('ref'), ' ');
    assert.deepEqual(search.getAll('sub2'), ['a', 'b']);
    assert.equal(search.get('hl'), 'de');
    assert.deepEqual([...values], [['ssr-tracking-network', 'ads']]);
    assert.equal(
      withTrackingValues(
        { html: 'x', headHtml: '<link href="?network=ssr-tracking-network"/>', frameCss: '', queries: {} },
        values,
      ),
      null,
    );
  });
});
