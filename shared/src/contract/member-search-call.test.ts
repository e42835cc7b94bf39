import type { MainImage, User } from './api-types';
import {
  defaultSearchFilters,
  firstSearchCall,
  memberSearchQuery,
  searchFiltersFromAddress,
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

describe('a search named by its address (the search form sent without script)', () => {
  const from = (query: string) => searchFiltersFromAddress(new URLSearchParams(query));

  it('reads every filter the form sends, and "any" (an empty field) as no filter', () => {
    expect(
      from(
        'gender=female&country=gb&countryregion=+London+&min_age=30&max_age=45&hair_color=red&eye_color=&body_type=slim&relationship_status=single&tattoos=none&interests=travel&interests=music',
      ),
    ).toEqual({
      gender: 'female',
      country: 'GB',
      countryregion: 'London',
      min_age: 30,
      max_age: 45,
      hair_color: 'red',
      body_type: 'slim',
      relationship_status: 'single',
      tattoos: 'none',
      interests: ['travel', 'music'],
    });
    expect(from('gender=&country=&min_age=')).toEqual({});
  });

  it('is null when the address names no search, so the page starts with the defaults', () => {
    expect(from('')).toBeNull();
    expect(from('page=2&trafficsource=partner7')).toBeNull();
  });

  it('leaves out what the search does not know instead of failing the search', () => {
    expect(
      from(
        'gender=other&country=GBR&min_age=17&max_age=1000&hair_color=purple&interests=hacking&interests=travel',
      ),
    ).toEqual({ interests: ['travel'] });
    expect(from('countryregion=London')).toEqual({});
  });

  it('is the first call when the address names a search', () => {
    const filters = from('gender=male&min_age=40');
    expect(firstSearchCall(user('male', 'hetero'), ['GB'], null, filters)).toBe(
      '/api/members.php?gender=male&min_age=40&page=1&page_size=24',
    );
  });
});
