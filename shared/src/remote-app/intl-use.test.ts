import { clearIntlUse, intlUsed } from './intl-use';

describe("a server render's use of Intl", () => {
  it('names the kinds of format used since it was cleared, in the contract’s order', () => {
    // Made before the count starts, as react-intl and shared's formatters keep theirs across renders.
    const dates = new Intl.DateTimeFormat('de', { dateStyle: 'long' });
    const numbers = new Intl.NumberFormat('de');
    numbers.format(1);
    clearIntlUse();
    expect(intlUsed()).toEqual([]);

    expect(dates.format(Date.UTC(2026, 0, 5, 12))).toBe('5. Januar 2026');
    expect(numbers.format(1200)).toBe('1.200');
    new Intl.ListFormat('de').format(['a', 'b']);
    expect(intlUsed()).toEqual(['NumberFormat', 'DateTimeFormat', 'ListFormat']);

    clearIntlUse();
    new Intl.PluralRules('de').select(1);
    expect(intlUsed()).toEqual([]);
  });

  it('counts every way of formatting, and formats as before', () => {
    clearIntlUse();
    expect(new Intl.NumberFormat('en').formatToParts(5)[0]).toEqual({ type: 'integer', value: '5' });
    expect(new Intl.DisplayNames('en', { type: 'region' }).of('DE')).toBe('Germany');
    expect(new Intl.RelativeTimeFormat('en').format(1, 'day')).toBe('in 1 day');
    expect(intlUsed()).toEqual(['NumberFormat', 'DisplayNames', 'RelativeTimeFormat']);
  });
});
