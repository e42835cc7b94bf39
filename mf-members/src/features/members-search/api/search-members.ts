import { api } from '@dating/shared';
import type { MemberCardData } from '../../member-card/member-card-types';
import type { SearchFilters } from '../search-state';

export interface SearchPage {
  page: number;
  page_size: number;
  numResults: number;
  /** There are more matches than numResults (the server stops counting at 1,000). */
  numResults_capped: boolean;
  results: MemberCardData[];
  similar_results: MemberCardData[];
  similar_numResults: number;
}

export const SEARCH_PAGE_SIZE = 24;

/** GET /api/members.php: one page of members matching the filters, newest first. */
export function searchMembers(
  filters: SearchFilters,
  page: number,
  trafficsource: string | null,
  signal?: AbortSignal,
) {
  return api.get<SearchPage>('/api/members.php', {
    query: {
      ...filters,
      interests: filters.interests && filters.interests.length ? filters.interests : undefined,
      page,
      page_size: SEARCH_PAGE_SIZE,
      trafficsource: trafficsource ?? undefined,
    },
    signal,
  });
}
