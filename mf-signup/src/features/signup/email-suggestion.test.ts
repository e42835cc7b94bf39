import { suggestEmail } from './email-suggestion';

describe('suggestEmail', () => {
  it('suggests the well-known domain for a typo', () => {
    expect(suggestEmail('Anna@Gmial.com ')).toBe('anna@gmail.com');
    expect(suggestEmail('piet@hotmial.nl')).toBe('piet@hotmail.nl');
  });

  it('stays quiet for correct or incomplete addresses', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull();
    expect(suggestEmail('anna')).toBeNull();
    expect(suggestEmail('anna@my-own-company.example')).toBeNull();
  });
});
