import type { InfiniteData } from '@tanstack/react-query';
import type { MemberCardData, MemberSearchPage, SearchFilters } from '@dating/shared';
import type { SearchPageParam } from './api/search-members';
import { keptValue } from './kept-value';

/** The search the results are for: its filters (the form may have changed since) and the page it starts at. */
export interface AppliedSearch {
  filters: SearchFilters;
  /** 1, or the page the pager jumped to; infinite scroll goes on from there. */
  from: number;
}

export type SearchData = InfiniteData<MemberSearchPage, SearchPageParam>;

/**
 * What infinite scroll asks for next: the page after the last one shown, right after its cursor (keyset
 * paging: no member is skipped or shown twice, and the list goes on past the count's cap). None at the end.
 */
export function nextPageParam(
  last: MemberSearchPage,
  _pages: MemberSearchPage[],
  lastParam: SearchPageParam,
): SearchPageParam | undefined {
  return last.next === null ? undefined : { page: lastParam.page + 1, after: last.next };
}

export interface SearchResults {
  members: MemberCardData[];
  /** The numbers of the first and last page shown (the pager marks them). */
  firstPage: number;
  lastPage: number;
  numResults: number;
  numResultsCapped: boolean;
  /** The page size the server used (it may cap what was asked for). */
  pageSize: number;
  similar: MemberCardData[];
  similarCount: number;
}

/** The loaded pages as one list; the count is the latest page's, similar profiles come with page 1 only. */
export function searchResults(data: SearchData): SearchResults | null {
  const first = data.pages[0];
  const last = data.pages.at(-1);
  if (!first || !last) return null;
  const firstPage = data.pageParams[0]?.page ?? 1;
  return {
    members: data.pages.flatMap((page) => page.results),
    firstPage,
    lastPage: data.pageParams.at(-1)?.page ?? firstPage,
    numResults: last.numResults,
    numResultsCapped: last.numResults_capped,
    pageSize: last.page_size,
    similar: firstPage === 1 ? first.similar_results : [],
    similarCount: firstPage === 1 ? first.similar_numResults : 0,
  };
}

// Kept by this remote's module, as form state is: coming back from a profile finds the form as it was left,
// and the applied search names the results in the query store (which keeps them) and the scroll position.
export const searchFilters = keptValue<SearchFilters>({});
/** Null before the first search of the visit and after Clear. */
export const appliedSearch = keptValue<AppliedSearch | null>(null);
/** Whether the first search of this visit ran (spec: didInit): after Clear it does not run again. */
export const searchDidInit = keptValue(false);
export const searchScroll = keptValue(0);
