import type { MemberCardData, MemberSearchPage, SearchFilters } from '@dating/shared';
import { keptValue } from './kept-value';

export interface SearchResults {
  /** Pages loaded so far, in order; infinite scroll appends, the pager starts again at a page. */
  pages: { pageNumber: number; results: MemberCardData[] }[];
  numResults: number;
  numResultsCapped: boolean;
  /** The page size the server used (it may cap what was asked for). */
  pageSize: number;
  similar_results: MemberCardData[];
  similar_numResults: number;
  /** The last loaded page's cursor: the next page starts right after it; null when there is none. */
  next: string | null;
}

export const EMPTY_RESULTS: SearchResults = {
  pages: [],
  numResults: 0,
  numResultsCapped: false,
  pageSize: 24,
  similar_results: [],
  similar_numResults: 0,
  next: null,
};

/** The results once a page arrived: a new list ('replace'), or the list with the page appended (infinite scroll). */
export function withPage(
  current: SearchResults,
  pageNumber: number,
  mode: 'replace' | 'append',
  found: MemberSearchPage,
): SearchResults {
  const page = { pageNumber, results: found.results };
  return {
    pages: mode === 'append' ? [...current.pages, page] : [page],
    numResults: found.numResults,
    numResultsCapped: found.numResults_capped,
    pageSize: found.page_size,
    similar_results:
      pageNumber === 1 ? found.similar_results : mode === 'append' ? current.similar_results : [],
    similar_numResults: pageNumber === 1 ? found.similar_numResults : current.similar_numResults,
    next: found.next,
  };
}

/**
 * What infinite scroll asks for next: the page after the last one shown, right after its cursor (keyset
 * paging: no member is skipped or shown twice, and the list goes on past the count's cap). Null at the end.
 */
export function nextPage(results: SearchResults): { pageNumber: number; after: string } | null {
  const last = results.pages.at(-1);
  if (!last || results.next === null) return null;
  return { pageNumber: last.pageNumber + 1, after: results.next };
}

// Kept by this remote's module: they outlive the page, so coming back from a profile shows the same filters,
// results and scroll position without asking the server again.
export const searchFilters = keptValue<SearchFilters>({});
/** The filters the shown results were found with (the form may have changed since). */
export const appliedFilters = keptValue<SearchFilters | null>(null);
export const searchResults = keptValue<SearchResults>(EMPTY_RESULTS);
/** Whether the first search of this visit ran (spec: didInit). */
export const searchDidInit = keptValue(false);
export const searchScroll = keptValue(0);
