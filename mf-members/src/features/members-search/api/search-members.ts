import { api, type SearchFilters } from '@dating/shared';

export const SEARCH_PAGE_SIZE = 24;

/**
 * GET /api/members.php: one page of members matching the filters, newest first. `after` (the previous page's
 * `next`) asks for the page right after it, which is how infinite scroll pages; without it `page` picks the
 * page by number (the pager's jumps).
 */
export function searchMembers(
  filters: SearchFilters,
  page: number,
  trafficsource: string | null,
  signal?: AbortSignal,
  after?: string | null,
) {
  return api.get('/api/members.php', {
    query: {
      ...filters,
      interests: filters.interests && filters.interests.length ? filters.interests : undefined,
      page,
      page_size: SEARCH_PAGE_SIZE,
      after: after ?? undefined,
      trafficsource: trafficsource ?? undefined,
    },
    signal,
  });
}
