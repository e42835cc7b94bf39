import { atom } from 'jotai';
import type { MemberCardData, SearchFilters } from '@dating/shared';

export interface SearchResults {
  /** Pages loaded so far, in order; infinite scroll appends, the pager starts again at a page. */
  pages: { pageNumber: number; results: MemberCardData[] }[];
  numResults: number;
  numResultsCapped: boolean;
  /** The page size the server used (it may cap what was asked for). */
  pageSize: number;
  similar_results: MemberCardData[];
  similar_numResults: number;
}

export const EMPTY_RESULTS: SearchResults = {
  pages: [],
  numResults: 0,
  numResultsCapped: false,
  pageSize: 24,
  similar_results: [],
  similar_numResults: 0,
};

// Module-level atoms (jotai's default store): they outlive the page, so coming back from a profile shows the
// same filters, results and scroll position without asking the server again.
export const searchFiltersAtom = atom<SearchFilters>({});
/** The filters the shown results were found with (the form may have changed since). */
export const appliedFiltersAtom = atom<SearchFilters | null>(null);
export const searchResultsAtom = atom<SearchResults>(EMPTY_RESULTS);
/** Whether the first search of this visit ran (spec: didInit). */
export const searchDidInitAtom = atom(false);
export const searchScrollAtom = atom(0);
