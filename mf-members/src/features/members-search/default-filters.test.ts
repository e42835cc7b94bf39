import type { User } from '@dating/shared';
import { defaultFilters } from './default-filters';

const user = (gender: 'male' | 'female', sexuality: User['profile']['sexuality'], country = 'GB') =>
  ({ profile: { gender, sexuality, country } }) as User;

describe('defaultFilters', () => {
  it('seeks the gender the orientation looks for, in the member’s country', () => {
    expect(defaultFilters(user('male', 'hetero'), ['GB', 'IE'])).toEqual({ gender: 'female', country: 'GB' });
    expect(defaultFilters(user('female', 'lesbian'), ['GB'])).toEqual({ gender: 'female', country: 'GB' });
    expect(defaultFilters(user('male', 'bi'), ['GB'])).toEqual({ gender: undefined, country: 'GB' });
  });

  it('falls back to the site’s first country', () => {
    expect(defaultFilters(user('male', 'gay', 'US'), ['NL', 'BE'])).toEqual({
      gender: 'male',
      country: 'NL',
    });
    expect(defaultFilters(null, ['DE'])).toEqual({ country: 'DE' });
  });
});
