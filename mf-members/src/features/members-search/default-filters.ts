import type { Gender, User } from '@dating/shared';
import type { SearchFilters } from '@dating/shared';

/** What a member most likely looks for: the gender their orientation seeks, in their own country. */
export function defaultFilters(user: User | null | undefined, countries: readonly string[]): SearchFilters {
  if (!user) return { country: countries[0] };
  const { gender, sexuality, country } = user.profile;
  const sought: Gender | undefined =
    sexuality === 'bi'
      ? undefined
      : sexuality === 'hetero'
        ? gender === 'male'
          ? 'female'
          : 'male'
        : gender;
  return { gender: sought, country: countries.includes(country) ? country : countries[0] };
}
