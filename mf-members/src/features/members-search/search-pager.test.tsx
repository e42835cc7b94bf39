/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { pagerItems, SearchPager } from './search-pager';

describe('SearchPager', () => {
  it('offers first, last and the pages around the current one', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerItems(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]);
  });

  it('marks the current page and jumps to a page on click', async () => {
    const onPage = jest.fn();
    const { user } = renderWithProviders(
      <SearchPager current={2} firstShown={1} pageCount={5} onPage={onPage} />,
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage).toHaveBeenCalledWith(5);
  });
});
