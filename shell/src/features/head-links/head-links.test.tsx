import { headLinks } from './head-links';

describe('head links', () => {
  it('names the page without its query as canonical, with an alternate per locale and x-default', () => {
    const links = headLinks('https://flirtlocal.test', '/pages/faq', new URLSearchParams('network=x&ref=y'));
    expect(links.canonical).toBe('https://flirtlocal.test/pages/faq');
    expect(links.alternates).toHaveLength(12);
    expect(links.alternates).toContainEqual({
      hreflang: 'de',
      href: 'https://flirtlocal.test/pages/faq?hl=de',
    });
    expect(links.alternates.at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://flirtlocal.test/pages/faq',
    });
  });

  it('keeps a valid hl in the canonical URL, since the page in that language is its own address', () => {
    expect(headLinks('https://a.test', '/', new URLSearchParams('hl=pl')).canonical).toBe(
      'https://a.test/?hl=pl',
    );
    expect(headLinks('https://a.test', '/', new URLSearchParams('hl=xx')).canonical).toBe('https://a.test/');
  });
});
