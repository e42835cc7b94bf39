import { formattingLocale } from '../contract/locales';
import { createFormatters } from './formatters';

describe('createFormatters', () => {
  const when = new Date(Date.UTC(2026, 0, 5, 14, 30));

  it('makes each of its Intl formats only when it is first used', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    try {
      // A tag no other test uses: the formatters are kept per locale.
      const formatters = createFormatters('sv', 'sv-FI');
      expect(made).not.toHaveBeenCalled();
      formatters.date(when, 'long');
      formatters.date(when, 'long');
      expect(made).toHaveBeenCalledTimes(1);
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      numbers.mockRestore();
    }
  });

  it('formats dates per locale', () => {
    expect(createFormatters('en').date(when, 'long')).toBe('January 5, 2026');
    expect(createFormatters('de').date(when, 'long')).toBe('5. Januar 2026');
    expect(createFormatters('nl').date(when, 'short')).toBe('05-01-2026');
    expect(createFormatters('fi').date('2026-01-05T14:30:00Z', 'medium')).toBe('5.1.2026');
  });

  it('formats numbers, currencies and percentages per locale', () => {
    expect(createFormatters('de').number(1234.5)).toBe('1.234,5');
    expect(createFormatters('en').currency(19.99, 'EUR')).toBe('€19.99');
    expect(createFormatters('nl').currency(19.99, 'EUR')).toBe('€\u00a019,99');
    expect(createFormatters('pl').currency(49, 'PLN')).toBe('49,00\u00a0zł');
    expect(createFormatters('en').percent(25)).toBe('25%');
    expect(createFormatters('fr').percent(25)).toBe('25\u00a0%');
  });

  it('says how long ago something happened', () => {
    const now = Date.UTC(2026, 0, 5, 15, 0);
    expect(createFormatters('en').relative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(createFormatters('en').relative(now - 24 * 3600_000, now)).toBe('yesterday');
    expect(createFormatters('sv').relative(now + 2 * 3600_000, now)).toBe('om 2 timmar');
  });

  it('joins lists', () => {
    expect(createFormatters('en').list(['Anna', 'Ben', 'Carl'])).toBe('Anna, Ben, and Carl');
    expect(createFormatters('da').list(['Anna', 'Ben'])).toBe('Anna og Ben');
  });

  it("formats times, dates and money as the site's country does (24-hour clock on an en_GB site)", () => {
    const british = createFormatters('en', formattingLocale('en', 'en_GB'));
    expect(british.locale).toBe('en');
    expect(british.time(when)).toMatch(/^\d{2}:30$/);
    expect(british.time(new Date(2026, 0, 5, 18, 25))).toBe('18:25');
    expect(british.date(when, 'short')).toBe('05/01/2026');
    expect(british.currency(9.74, 'GBP')).toBe('£9.74');
    expect(createFormatters('en').time(new Date(2026, 0, 5, 18, 25))).toMatch(/^6:25\sPM$/);
  });
});
