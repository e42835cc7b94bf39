import type { MainImage, User } from './api-types';
import {
  defaultSearchFilters,
  firstSearchCall,
  memberSearchQuery,
  searchTrafficSource,
  thumbUrl,
} from './member-search-call';

const user = (gender: 'male' | 'female', sexuality: User['profile']['sexuality'], country = 'GB') =>
  ({ profile: { gender, sexuality, country } }) as User;

describe('defaultSearchFilters', () => {
  it('seeks the gender the orientation looks for, in the member’s country', () => {
    expect(defaultSearchFilters(user('male', 'hetero'), ['GB', 'IE'])).toEqual({
      gender: 'female',
      country: 'GB',
    });
    expect(defaultSearchFilters(user('female', 'lesbian'), ['GB'])).toEqual({
      gender: 'female',
      country: 'GB',
    });
    expect(defaultSearchFilters(user('male', 'bi'), ['GB'])).toEqual({ gender: undefined, country: 'GB' });
  });

  it('falls back to the site’s first country', () => {
    expect(defaultSearchFilters(user('male', 'gay', 'US'), ['NL', 'BE'])).toEqual({
      gender: 'male',
      country: 'NL',
    });
    expect(defaultSearchFilters(null, ['DE'])).toEqual({ country: 'DE' });
  });
});

describe('the first search call', () => {
  it('is the URL the search page asks for first, for a visitor and for a member', () => {
    expect(firstSearchCall(null, ['GB', 'IE'], null)).toBe('/api/members.php?country=GB&page=1&page_size=24');
    expect(firstSearchCall(user('male', 'hetero', 'IE'), ['GB', 'IE'], 'partner 7')).toBe(
      '/api/members.php?gender=female&country=IE&page=1&page_size=24&trafficsource=partner+7',
    );
  });

  it('leaves out what is unset and repeats a list’s key', () => {
    expect(memberSearchQuery({ country: 'GB', interests: [] }, 2, null)).toEqual({
      country: 'GB',
      interests: undefined,
      page: 2,
      page_size: 24,
      after: undefined,
      trafficsource: undefined,
    });
    expect(memberSearchQuery({ interests: ['music', 'travel'] }, 1, null, 'abc').interests).toEqual([
      'music',
      'travel',
    ]);
  });

  it('reads the traffic source as the search page does: trafficsource first, else ref', () => {
    expect(searchTrafficSource(new URLSearchParams('ref=b&trafficsource=a'))).toBe('a');
    expect(searchTrafficSource(new URLSearchParams('ref=b'))).toBe('b');
    expect(searchTrafficSource(new URLSearchParams(''))).toBeNull();
  });
});

it('a tile shows the small version of the main photo', () => {
  const image = {
    match: '/uploads/photos/7/abc.webp',
    filename: 'abc.webp',
    thumb_filename: 'abc-thumb.webp',
  } as MainImage;
  expect(thumbUrl(image)).toBe('/uploads/photos/7/abc-thumb.webp');
});
