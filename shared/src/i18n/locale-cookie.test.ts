import { localeCookie, readLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads a supported locale among other cookies', () => {
    expect(readLocaleCookie('a=1; lang=nb; b=2')).toBe('nb');
    expect(readLocaleCookie('lang=xx')).toBeNull();
    expect(readLocaleCookie('language=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('writes a site-wide cookie for 365 days', () => {
    expect(localeCookie('de', { secure: true })).toBe(
      'lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    document.cookie = localeCookie('fi', { secure: false });
    expect(readLocaleCookie(document.cookie)).toBe('fi');
  });
});
