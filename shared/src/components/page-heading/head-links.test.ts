import { LANDER_FIRST_SCREEN_ID } from '../../contract/server-page';
import { applyHeadLinks, dropLanderFirstScreen, dropServerHead } from './head-links';

/** The head as the server writes it (api/src/frontend/page-head.ts). */
function serverHead() {
  document.head.innerHTML =
    '<title>Flirt</title>' +
    '<meta name="description" content="Flirt near you" data-head="server">' +
    '<link rel="canonical" href="https://a.test/landers/gallery" data-head="server">' +
    '<link rel="alternate" hreflang="de" href="https://a.test/landers/gallery?hl=de" data-head="server">' +
    '<link rel="alternate" hreflang="x-default" href="https://a.test/landers/gallery" data-head="server">' +
    '<meta property="og:title" content="Flirt" data-head="server">' +
    '<script type="application/ld+json">{}</script>';
}

describe('head links over the server head', () => {
  beforeEach(serverHead);

  it("updates the server's canonical and alternates in place instead of adding a second set", () => {
    const remove = applyHeadLinks({
      canonical: 'https://a.test/pages/faq',
      alternates: [
        { hreflang: 'de', href: 'https://a.test/pages/faq?hl=de' },
        { hreflang: 'fr', href: 'https://a.test/pages/faq?hl=fr' },
        { hreflang: 'x-default', href: 'https://a.test/pages/faq' },
      ],
    });
    const canonicals = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]?.getAttribute('href')).toBe('https://a.test/pages/faq');
    expect(document.head.querySelectorAll('link[hreflang="de"]')).toHaveLength(1);
    expect(document.head.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(
      'https://a.test/pages/faq?hl=de',
    );
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    dropServerHead();
    expect(document.head.querySelectorAll('link')).toHaveLength(4);

    remove();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('drops the tags that describe only the page the server sent, keeping the title', () => {
    dropServerHead();
    expect(document.head.querySelector('meta')).toBeNull();
    expect(document.head.querySelector('link')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.title).toBe('Flirt');
  });

  it("removes the lander's first screen", () => {
    document.body.innerHTML = `<div id="${LANDER_FIRST_SCREEN_ID}"><h1>Hi</h1></div><main></main>`;
    dropLanderFirstScreen();
    expect(document.getElementById(LANDER_FIRST_SCREEN_ID)).toBeNull();
    expect(document.querySelector('main')).not.toBeNull();
  });
});

describe('canonicalOrigin', () => {
  it("names the server's canonical origin (the main domain on an other domain), also once pages removed it", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module: it remembers the origin
      const fresh = require('./head-links') as typeof import('./head-links');
      document.head.innerHTML = '';
      expect(fresh.canonicalOrigin()).toBe(window.location.origin);
      serverHead();
      expect(fresh.canonicalOrigin()).toBe('https://a.test');
      expect(window.location.origin).not.toBe('https://a.test');
      document.head.innerHTML = '';
      expect(fresh.canonicalOrigin()).toBe('https://a.test');
    });
  });
});
