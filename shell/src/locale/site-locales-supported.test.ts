import { answerSiteLocalesSupported } from './site-locales-supported';

const services = [Intl.NumberFormat, Intl.DateTimeFormat];
const originals = services.map((service) => service.supportedLocalesOf);
let asked: string[];

beforeEach(() => {
  asked = [];
  services.forEach((service, index) => {
    // The browser's own answer, counted: asking it is what loads the locale data.
    service.supportedLocalesOf = (
      locales?: string | readonly string[],
      options?: { localeMatcher?: 'best fit' | 'lookup' },
    ) => {
      asked.push(String(locales));
      return originals[index]!.call(service, locales, options);
    };
  });
  answerSiteLocalesSupported();
});

afterEach(() => {
  services.forEach((service, index) => (service.supportedLocalesOf = originals[index]!));
});

describe('answerSiteLocalesSupported', () => {
  it('answers for the site locales, alone or with a region, without asking the browser', () => {
    expect(Intl.NumberFormat.supportedLocalesOf('de')).toEqual(['de']);
    expect(Intl.DateTimeFormat.supportedLocalesOf('en-GB')).toEqual(['en-GB']);
    expect(Intl.NumberFormat.supportedLocalesOf(['nb-NO', 'nb-NO', 'sv'])).toEqual(['nb-NO', 'sv']);
    expect(asked).toEqual([]);
  });

  it('asks the browser about anything else', () => {
    expect(Intl.NumberFormat.supportedLocalesOf('ja')).toEqual(originals[0]!.call(Intl.NumberFormat, 'ja'));
    Intl.DateTimeFormat.supportedLocalesOf(['de', 'pt-BR']);
    Intl.NumberFormat.supportedLocalesOf('de-latn-DE');
    Intl.NumberFormat.supportedLocalesOf([]);
    expect(asked).toEqual(['ja', 'de,pt-BR', 'de-latn-DE', '']);
  });

  it('lets react-intl format the site locales as before', async () => {
    const { createIntl } = await import('react-intl');
    const intl = createIntl({
      locale: 'de-DE',
      messages: { 'x.count': '{count, plural, one {# Nachricht} other {# Nachrichten}}' },
      onError: (error) => {
        throw error;
      },
    });
    expect(intl.formatMessage({ id: 'x.count' }, { count: 1200 })).toBe('1.200 Nachrichten');
    expect(asked).toEqual([]);
  });
});
