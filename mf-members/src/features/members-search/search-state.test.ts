import type { MemberCardData, MemberSearchPage } from '@dating/shared';
import { EMPTY_RESULTS, nextPage, type SearchResults, withPage } from './search-state';

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

describe('search results paging', () => {
  it('asks for the next page after the last page’s cursor, and appends it', () => {
    const first = withPage(EMPTY_RESULTS, 1, 'replace', answer([9, 8], 'cursor-1'));
    expect(nextPage(first)).toEqual({ pageNumber: 2, after: 'cursor-1' });
    const second = withPage(first, 2, 'append', answer([7, 6], 'cursor-2', { page: 2 }));
    expect(second.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(second.pages.flatMap((page) => page.results.map((member) => member.id))).toEqual([9, 8, 7, 6]);
    expect(nextPage(second)).toEqual({ pageNumber: 3, after: 'cursor-2' });
  });

  it('stops when the server says there is no next page', () => {
    const last = withPage(
      EMPTY_RESULTS,
      1,
      'replace',
      answer([9], null, { numResults: 1, numResults_capped: false }),
    );
    expect(nextPage(last)).toBeNull();
    expect(nextPage(EMPTY_RESULTS)).toBeNull();
  });

  it('goes on past the count’s cap while there is a next page', () => {
    // 1,000 counted (capped) in pages of 24: page 42 is the last the count knows of, but more follow.
    const deep: SearchResults = withPage(
      EMPTY_RESULTS,
      42,
      'replace',
      answer([5, 4], 'cursor-42', { page: 42 }),
    );
    expect(nextPage(deep)).toEqual({ pageNumber: 43, after: 'cursor-42' });
  });

  it('a jump of the pager starts the list again there, and scrolling goes on from that page', () => {
    const first = withPage(
      EMPTY_RESULTS,
      1,
      'replace',
      answer([9, 8], 'cursor-1', { similar_results: [card(1)], similar_numResults: 1 }),
    );
    const jumped = withPage(first, 5, 'replace', answer([3, 2], 'cursor-5', { page: 5 }));
    expect(jumped.pages).toEqual([{ pageNumber: 5, results: [card(3), card(2)] }]);
    expect(jumped.similar_results).toEqual([]);
    expect(nextPage(jumped)).toEqual({ pageNumber: 6, after: 'cursor-5' });
  });
});
