// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api, memberSearchQuery, type SearchFilters } from '@dating/shared';

/** Where a page of results starts: its number, and the cursor it comes right after (null: by number). */
export interface SearchPageParam {
  page: number;
  after: string | null;
}

/** Every search in this remote's store (a block changes them all). */
export const searchesQueryKey = ['members-search'] as const;

/**
 * One list of results in this remote's store: the filters, the page the list starts at (1, or where the
 * pager jumped to) and the traffic source, which decides what a visitor may see.
 */
export const searchQueryKey = (filters: SearchFilters, from: number, trafficsource: string | null) =>
  [...searchesQueryKey, filters, from, trafficsource] as const;

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
  // The contract writes the query, so the server can answer the first one inside the page.
  return api.get('/api/members.php', {
    query: memberSearchQuery(filters, page, trafficsource, after),
    signal,
  });
}
