import type { MemberCardData, MemberSearchPage } from '@dating/shared';
import type { SearchPageParam } from './api/search-members';
import { nextPageParam, type SearchData, searchResults } from './search-state';

const card = (id: number) => ({ id, name: `M${id}` }) as MemberCardData;

const answer = (
  ids: number[],
  next: string | null,
  extra: Partial<MemberSearchPage> = {},
): MemberSearchPage => ({
  page: 1,
  page_size: 2,
  numResults: 1000,
  numResults_capped: true,
  results: ids.map(card),
  similar_results: [],
  similar_numResults: 0,
  next,
  ...extra,
});

const loaded = (...pages: [SearchPageParam, MemberSearchPage][]): SearchData => ({
  pageParams: pages.map(([param]) => param),
  pages: pages.map(([, page]) => page),
});

describe('search results paging', () => {
  it('asks for the next page after the last page’s cursor, numbered on from the last one', () => {
    const first = answer([9, 8], 'cursor-1');
    expect(nextPageParam(first, [first], { page: 1, after: null })).toEqual({ page: 2, after: 'cursor-1' });
    const second = answer([7, 6], 'cursor-2', { page: 2 });
    expect(nextPageParam(second, [first, second], { page: 2, after: 'cursor-1' })).toEqual({
      page: 3,
      after: 'cursor-2',
    });
  });

  it('stops when the server says there is no next page', () => {
    const last = answer([9], null, { numResults: 1, numResults_capped: false });
    expect(nextPageParam(last, [last], { page: 1, after: null })).toBeUndefined();
  });

  it('goes on past the count’s cap while there is a next page', () => {
    // 1,000 counted (capped) in pages of 24: page 42 is the last the count knows of, but more follow.
    const deep = answer([5, 4], 'cursor-42', { page: 42 });
    expect(nextPageParam(deep, [deep], { page: 42, after: null })).toEqual({ page: 43, after: 'cursor-42' });
  });
});

describe('the results shown', () => {
  it('are the loaded pages in order, with the latest count and page 1’s similar profiles', () => {
    const results = searchResults(
      loaded(
        [
          { page: 1, after: null },
          answer([9, 8], 'cursor-1', { similar_results: [card(1)], similar_numResults: 1 }),
        ],
        [{ page: 2, after: 'cursor-1' }, answer([7, 6], 'cursor-2', { page: 2, numResults: 998 })],
      ),
    );
    expect(results?.members.map((member) => member.id)).toEqual([9, 8, 7, 6]);
    expect(results).toMatchObject({
      firstPage: 1,
      lastPage: 2,
      numResults: 998,
      numResultsCapped: true,
      similar: [card(1)],
      similarCount: 1,
    });
  });

  it('after a jump of the pager start at that page, without similar profiles', () => {
    const results = searchResults(
      loaded([{ page: 5, after: null }, answer([3, 2], 'cursor-5', { page: 5, similar_results: [card(1)] })]),
    );
    expect(results).toMatchObject({ firstPage: 5, lastPage: 5, similar: [], similarCount: 0 });
  });
});
