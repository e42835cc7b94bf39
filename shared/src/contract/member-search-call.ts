// The member search's first call, in one place: mf-members makes it when `/members` opens, and the server
// makes the same one for the page it sends, so that the first results (and the first photos) come with the
// page instead of after mf-members' script has run.
import { buildUrl, type QueryParams } from './api-url';
import type { MainImage, User } from './api-types';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  MIN_AGE,
  RELATIONSHIP_STATUSES,
  TATTOO_OPTIONS,
  type Gender,
} from './domain';
import type { SearchFilters } from './members-api';

export const SEARCH_PAGE_SIZE = 24;

/** What the defaults read of a member. */
export type SearchingMember = { profile: Pick<User['profile'], 'gender' | 'sexuality' | 'country'> };

/** What a member most likely looks for: the gender their orientation seeks, in their own country. */
export function defaultSearchFilters(
  user: SearchingMember | null | undefined,
  countries: readonly string[],
): SearchFilters {
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

/** Where a visitor came from, as the search page reads it from its own address: it decides what they see. */
export const searchTrafficSource = (searchParams: URLSearchParams): string | null =>
  searchParams.get('trafficsource') ?? searchParams.get('ref');

/** The filters a search sends in its address, with the values each may take where they are a list. */
const ADDRESS_CHOICES = {
  gender: GENDERS,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
} as const;

/** The query keys of a search's filters: what the search form sends when it is submitted without script. */
export const SEARCH_ADDRESS_FIELDS = [
  ...Object.keys(ADDRESS_CHOICES),
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'interests',
] as readonly string[];

const addressAge = (value: string | null): number | undefined => {
  if (value === null || !/^[0-9]{2,3}$/.test(value)) return undefined;
  const age = Number(value);
  return age >= MIN_AGE && age <= 120 ? age : undefined;
};

/**
 * The search an address names (the search form sent without script, or a link to such a search), or null
 * when it names none. An empty field is "any"; a value the search does not know is left out.
 */
export function searchFiltersFromAddress(searchParams: URLSearchParams): SearchFilters | null {
  if (!SEARCH_ADDRESS_FIELDS.some((field) => searchParams.has(field))) return null;
  const filters: Record<string, unknown> = {};
  for (const [field, choices] of Object.entries(ADDRESS_CHOICES)) {
    const value = searchParams.get(field);
    if (value !== null && (choices as readonly string[]).includes(value)) filters[field] = value;
  }
  const country = searchParams.get('country') ?? '';
  if (/^[A-Za-z]{2}$/.test(country)) filters.country = country.toUpperCase();
  const region = searchParams.get('countryregion')?.trim() ?? '';
  if (filters.country && region.length > 0 && region.length <= 100) filters.countryregion = region;
  filters.min_age = addressAge(searchParams.get('min_age'));
  filters.max_age = addressAge(searchParams.get('max_age'));
  const interests = searchParams
    .getAll('interests')
    .filter((interest) => (INTERESTS as readonly string[]).includes(interest));
  if (interests.length > 0) filters.interests = [...new Set(interests)];
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as SearchFilters;
}

/** The query of GET /api/members.php for one page of a search; `after` is the previous page's `next`. */
export function memberSearchQuery(
  filters: SearchFilters,
  page: number,
  trafficsource: string | null,
  after?: string | null,
): QueryParams {
  return {
    ...filters,
    interests: filters.interests && filters.interests.length ? filters.interests : undefined,
    page,
    page_size: SEARCH_PAGE_SIZE,
    after: after ?? undefined,
    trafficsource: trafficsource ?? undefined,
  };
}

/**
 * The URL of the search `/members` starts with, for `user` (null: a visitor) on a site of `countries`: the
 * search its address names (`searchFiltersFromAddress`), else what the member most likely looks for.
 */
export function firstSearchCall(
  user: SearchingMember | null,
  countries: readonly string[],
  trafficsource: string | null,
  addressFilters: SearchFilters | null = null,
): string {
  return buildUrl(
    '/api/members.php',
    memberSearchQuery(addressFilters ?? defaultSearchFilters(user, countries), 1, trafficsource),
  );
}

/** The small version of a member's main photo, which search tiles show. */
export const thumbUrl = (image: Pick<MainImage, 'match' | 'filename' | 'thumb_filename'>): string =>
  image.match.replace(image.filename, image.thumb_filename);
