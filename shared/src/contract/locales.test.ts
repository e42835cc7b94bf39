import {
  chooseLocale,
  COUNTRY_LOCALES,
  formattingLocale,
  isLocale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  localeForCountry,
  localeFromLanguageTag,
  parseAcceptLanguage,
} from './locales';

describe('locales', () => {
  it('lists the 11 product locales', () => {
    expect([...LOCALES].sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('NL')).toBe(false);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('keeps the locale cookie for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('reads language tags, including Norwegian aliases', () => {
    expect(localeFromLanguageTag('nl-BE')).toBe('nl');
    expect(localeFromLanguageTag('de_AT')).toBe('de');
    expect(localeFromLanguageTag('NO')).toBe('nb');
    expect(localeFromLanguageTag('nn-NO')).toBe('nb');
    expect(localeFromLanguageTag('pt-BR')).toBeNull();
    expect(localeFromLanguageTag('')).toBeNull();
    expect(localeFromLanguageTag('e')).toBeNull();
  });
});

describe('chooseLocale (spec section 4)', () => {
  it('prefers the cookie over everything else', () => {
    expect(chooseLocale({ cookie: 'fi', browserLanguages: ['de-DE'], domainLanguage: 'nl_NL' })).toBe('fi');
  });

  it('falls back to the first supported browser language', () => {
    expect(chooseLocale({ browserLanguages: ['pt-BR', 'sv-SE', 'de'], domainLanguage: 'nl_NL' })).toBe('sv');
  });

  it('uses the first two letters of domain_language when there is no cookie', () => {
    expect(chooseLocale({ browserLanguages: ['pt-BR'], domainLanguage: 'pl_PL' })).toBe('pl');
    expect(chooseLocale({ browserLanguages: [], domainLanguage: 'da' })).toBe('da');
  });

  it('ignores domain_language when a cookie exists, even an unsupported one', () => {
    expect(chooseLocale({ cookie: 'xx', browserLanguages: ['pt'], domainLanguage: 'pl_PL' })).toBe('en');
  });

  it('ends with en', () => {
    expect(chooseLocale({})).toBe('en');
    expect(chooseLocale({ browserLanguages: ['ja'], domainLanguage: 'pt_PT' })).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and drops wildcards and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, da, en-GB;q=0.8, *;q=0.1, de;q=0')).toEqual(['da', 'en-GB', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('feeds chooseLocale on the server', () => {
    expect(chooseLocale({ browserLanguages: parseAcceptLanguage('ja, nb-NO;q=0.9') })).toBe('nb');
  });
});

describe('country to language', () => {
  it('maps every country the spec lists to a supported locale', () => {
    const countries = [
      'US',
      'NL',
      'BE',
      'FR',
      'IT',
      'ES',
      'DE',
      'AT',
      'IE',
      'GB',
      'CA',
      'PL',
      'AU',
      'NZ',
      'CH',
      'DK',
      'FI',
      'NO',
      'SE',
    ];
    expect(Object.keys(COUNTRY_LOCALES).sort()).toEqual([...countries].sort());
    for (const country of countries) expect(isLocale(localeForCountry(country))).toBe(true);
  });

  it('maps the obvious pairs', () => {
    expect(localeForCountry('at')).toBe('de');
    expect(localeForCountry('NO')).toBe('nb');
    expect(localeForCountry('SE')).toBe('sv');
    expect(localeForCountry('DK')).toBe('da');
    expect(localeForCountry('IE')).toBe('en');
    expect(localeForCountry('BR')).toBeNull();
  });

  it("formats in the site's country: its own language and English take the site's region", () => {
    expect(formattingLocale('en', 'en_GB')).toBe('en-GB');
    expect(formattingLocale('de', 'de_DE')).toBe('de-DE');
    expect(formattingLocale('en', 'de_DE')).toBe('en-DE');
    expect(formattingLocale('pl', 'en_GB')).toBe('pl');
    expect(formattingLocale('en', 'de')).toBe('en');
    expect(formattingLocale('en', undefined)).toBe('en');
  });
});
