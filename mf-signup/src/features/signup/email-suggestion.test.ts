import { suggestEmail } from './email-suggestion';

describe('suggestEmail', () => {
  it('suggests the well-known domain for a typo', () => {
    expect(suggestEmail('Anna@Gmial.com ')).toBe('anna@gmail.com');
    expect(suggestEmail('piet@hotmial.nl')).toBe('piet@hotmail.nl');
    expect(suggestEmail('jo@outlok.com')).toBe('jo@outlook.com');
    expect(suggestEmail('kai@gmx.dee')).toBe('kai@gmx.de');
    expect(suggestEmail('ida@protonmial.com')).toBe('ida@protonmail.com');
  });

  it('leaves real providers alone', () => {
    for (const email of ['a@proton.me', 'a@hey.com', 'a@pm.me', 'a@web.de', 'a@ziggo.nl', 'a@icloud.com']) {
      expect(suggestEmail(email)).toBeNull();
    }
  });

  it('stays quiet for domains it cannot know, short names and incomplete addresses', () => {
    expect(suggestEmail('anna@example.test')).toBeNull();
    expect(suggestEmail('anna@my-own-company.example')).toBeNull();
    expect(suggestEmail('anna@bay.com')).toBeNull();
    expect(suggestEmail('anna@gmail.com')).toBeNull();
    expect(suggestEmail('anna')).toBeNull();
  });
});
