// The member search's first call, in one place: mf-members makes it when `/members` opens, and the server
// makes the same one for the page it sends, so that the first results (and the first photos) come with the
// page instead of after mf-members' script has run.
import { buildUrl, type QueryParams } from './api-url';
import type { MainImage, User } from './api-types';
import type { Gender } from './domain';
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

/** The URL of the search `/members` starts with, for `user` (null: a visitor) on a site of `countries`. */
export function firstSearchCall(
  user: SearchingMember | null,
  countries: readonly string[],
  trafficsource: string | null,
): string {
  return buildUrl(
    '/api/members.php',
    memberSearchQuery(defaultSearchFilters(user, countries), 1, trafficsource),
  );
}

/** The small version of a member's main photo, which search tiles show. */
export const thumbUrl = (image: Pick<MainImage, 'match' | 'filename' | 'thumb_filename'>): string =>
  image.match.replace(image.filename, image.thumb_filename);
