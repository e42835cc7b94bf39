import { filtersSummary, type SummaryLabels } from './filters-summary';

const labels: SummaryLabels = {
  gender: (value) => (value === 'female' ? 'Woman' : 'Man'),
  country: (code) => (code === 'GB' ? 'United Kingdom' : code),
  ageRange: (min, max) => `${min ?? '18'}–${max ?? '99'}`,
  more: (count) => `+${count}`,
};

describe('filtersSummary', () => {
  it('names gender, place and ages, and counts the rest', () => {
    expect(
      filtersSummary(
        {
          gender: 'female',
          country: 'GB',
          min_age: 25,
          max_age: 40,
          hair_color: 'red',
          interests: ['travel'],
        },
        labels,
      ),
    ).toEqual(['Woman', 'United Kingdom', '25–40', '+2']);
  });

  it('prefers the region over the country, and is empty without filters', () => {
    expect(filtersSummary({ country: 'GB', countryregion: 'Wales' }, labels)).toEqual(['Wales']);
    expect(filtersSummary({}, labels)).toEqual([]);
  });
});
