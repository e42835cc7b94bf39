import { api, type MemberSearchPage, type SearchFilters } from '@dating/shared';

export const SEARCH_PAGE_SIZE = 24;

/** GET /api/members.php: one page of members matching the filters, newest first. */
export function searchMembers(
  filters: SearchFilters,
  page: number,
  trafficsource: string | null,
  signal?: AbortSignal,
) {
  return api.get<MemberSearchPage>('/api/members.php', {
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
