/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, getBus, type MemberCardData, type MemberSearchPage, type Settings } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { searchMembers } from './api/search-members';
import { SearchPage } from './search-page';
import { appliedSearch, searchDidInit, searchFilters, searchScroll } from './search-state';

jest.mock('./api/search-members', () => ({
  ...jest.requireActual('./api/search-members'),
  searchMembers: jest.fn(),
}));
const mockedSearch = jest.mocked(searchMembers);

const SETTINGS = {
  countries: ['GB', 'DE'],
  region_data: {},
  interests: [],
  search_fields: ['gender', 'country'],
  logged_out_search: true,
  logged_out_search_trafficsource: false,
} as unknown as Settings;

const card = (id: number, name: string): MemberCardData => ({
  id,
  name,
  age: 30,
  country: 'GB',
  region: null,
  city: 'Leeds',
  main_image: null,
  fictional: false,
});

const found = (members: MemberCardData[], extra: Partial<MemberSearchPage> = {}): MemberSearchPage => ({
  page: 1,
  page_size: 2,
  numResults: members.length,
  numResults_capped: false,
  results: members,
  similar_results: [],
  similar_numResults: 0,
  next: null,
  ...extra,
});

/** The store's own rules (30 s fresh), failing at once. */
function testClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

function renderPage(client: QueryClient = testClient()) {
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <SearchPage route={{ name: 'members', params: {} }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

const resultNames = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  mockedSearch.mockReset();
  // The form and the applied search outlive the page, as they do between visits of /members.
  searchFilters.set({});
  appliedSearch.set(null);
  searchDidInit.set(false);
  searchScroll.set(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  resetBusForTests();
  getBus().publish('settings.loaded', { settings: SETTINGS });
  getBus().publish('session.changed', { user: null });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  scrollTo.mockRestore();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SearchPage', () => {
  it('searches first with what a visitor most likely looks for, after a spinner', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna'), card(2, 'Bea')]));
    renderPage();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading…')).toBe(true);
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Anna, 30', 'Bea, 30']);
    expect(mockedSearch).toHaveBeenCalledWith({ country: 'GB' }, 1, null, expect.any(AbortSignal), null);
  });

  it('shows the cached results and scroll position at once when the member comes back', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const first = renderPage();
    await screen.findByText('1 member found');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    first.unmount();

    renderPage(first.client);
    // Synchronously: no spinner, no new request, and the list where it was left.
    expect(resultNames()).toEqual(['Anna, 30']);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('asks again behind the shown list once it is stale, without a spinner', async () => {
    mockedSearch.mockResolvedValueOnce(found([card(1, 'Anna')]));
    const first = renderPage();
    await screen.findByText('1 member found');
    first.unmount();
    await first.client.invalidateQueries({ queryKey: ['members-search'] });

    mockedSearch.mockResolvedValueOnce(found([card(3, 'Cleo'), card(1, 'Anna')]));
    renderPage(first.client);
    expect(resultNames()).toEqual(['Anna, 30']);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Cleo, 30', 'Anna, 30']);
  });

  it('searches with the form’s filters, and asks the server again for the same filters', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const { user } = renderPage();
    await screen.findByText('1 member found');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 member found');
    expect(mockedSearch).toHaveBeenLastCalledWith(
      { country: 'GB', gender: 'female' },
      1,
      null,
      expect.any(AbortSignal),
      null,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 member found');
    expect(mockedSearch).toHaveBeenCalledTimes(3);
  });

  it('folds the form in a closed <details> whose summary says what is active and opens it without script', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const { user } = renderPage();
    await screen.findByText('1 member found');
    const form = screen.getByRole('search');
    const details = form.closest('details')!;
    const summary = details.querySelector(':scope > summary')!;
    // Closed on every screen; wide screens show the form by their stylesheet, not by an attribute.
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveTextContent('Filters');
    expect(within(summary as HTMLElement).getByTestId('filters-summary')).toHaveTextContent('United Kingdom');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    await user.click(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('starts the list at the page the pager jumps to', async () => {
    mockedSearch.mockResolvedValueOnce(
      found([card(9, 'Anna'), card(8, 'Bea')], { numResults: 10, next: 'cursor-1' }),
    );
    const { user } = renderPage();
    await screen.findByText('10 members found');
    mockedSearch.mockResolvedValueOnce(
      found([card(1, 'Jo'), card(0, 'Kim')], { page: 5, numResults: 10, next: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(resultNames()).toEqual(['Jo, 30', 'Kim, 30']));
    expect(mockedSearch).toHaveBeenLastCalledWith({ country: 'GB' }, 5, null, expect.any(AbortSignal), null);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the page in the URL and history, starts it at the top of the results, and Back returns', async () => {
    mockedSearch.mockResolvedValueOnce(
      found([card(9, 'Anna'), card(8, 'Bea')], { numResults: 10, next: 'cursor-1' }),
    );
    const { user } = renderPage();
    await screen.findByText('10 members found');
    const results = document.getElementById('members-search-results')!;
    jest.spyOn(results, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    mockedSearch.mockResolvedValueOnce(
      found([card(1, 'Jo'), card(0, 'Kim')], { page: 2, numResults: 10, next: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(resultNames()).toEqual(['Jo, 30', 'Kim, 30']));
    expect(window.location.search).toBe('?page=2');
    // The top of the results (1200 - 900), not the pager at the bottom where the click was.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    expect(results).toHaveFocus();

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(resultNames()).toEqual(['Anna, 30', 'Bea, 30']));
    // Page 1 came from the store: Back asks the server nothing.
    expect(mockedSearch).toHaveBeenCalledTimes(2);
  });

  it('opens at the page a link or a reload names', async () => {
    window.history.replaceState(null, '', '/members?page=3');
    mockedSearch.mockResolvedValue(found([card(5, 'Liv')], { page: 3, numResults: 10 }));
    renderPage();
    await waitFor(() => expect(resultNames()).toEqual(['Liv, 30']));
    expect(mockedSearch).toHaveBeenCalledWith({ country: 'GB' }, 3, null, expect.any(AbortSignal), null);
  });

  it('starts with the search its address names (the form sent before the script ran), then keeps it out of the address', async () => {
    window.history.replaceState(null, '', '/members?gender=male&country=&trafficsource=partner7');
    mockedSearch.mockResolvedValue(found([card(6, 'Max')]));
    const { user } = renderPage();
    await waitFor(() => expect(resultNames()).toEqual(['Max, 30']));
    expect(mockedSearch).toHaveBeenCalledWith(
      { gender: 'male' },
      1,
      'partner7',
      expect.any(AbortSignal),
      null,
    );
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByLabelText('Country')).toHaveValue('');

    // A search made with script keeps its filters in the page; the address keeps only the traffic source.
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mockedSearch).toHaveBeenLastCalledWith(
        { gender: 'female' },
        1,
        'partner7',
        expect.any(AbortSignal),
        null,
      ),
    );
    expect(`${window.location.pathname}${window.location.search}`).toBe('/members?trafficsource=partner7');
  });

  it('searches with what the form shows, also a choice not yet in the page (made as it hydrated)', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const { user } = renderPage();
    await screen.findByText('1 member found');
    // As the browser keeps a choice made on the server's page: on screen, no event the page has seen yet.
    (screen.getByLabelText('Gender') as HTMLSelectElement).value = 'female';
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mockedSearch).toHaveBeenLastCalledWith(
        { gender: 'female', country: 'GB' },
        1,
        null,
        expect.any(AbortSignal),
        null,
      ),
    );
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
  });

  it('sends the form to this page by GET with each filter named, so it works before the script runs', async () => {
    window.history.replaceState(null, '', '/members?hl=pl&ref=partner7&page=2&gender=male');
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    renderPage();
    await screen.findByText('1 member found');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(screen.getByLabelText('Gender')).toHaveAttribute('name', 'gender');
    expect(screen.getByLabelText('Country')).toHaveAttribute('name', 'country');
    // The address's language and traffic source go along; its old search and page do not.
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['gender', 'male'],
      ['country', ''],
      ['hl', 'pl'],
      ['ref', 'partner7'],
    ]);
    // Clear is a link to the search without filters that keeps the language and traffic source.
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute(
      'href',
      '/members?hl=pl&ref=partner7',
    );
  });

  it('says what went wrong, and Try again asks again', async () => {
    mockedSearch.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Broken'));
    mockedSearch.mockResolvedValueOnce(found([card(1, 'Anna')]));
    const { user } = renderPage();
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 member found')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side. Please try again later.')).toBeNull();
  });

  it('shows the empty state when nobody matches', async () => {
    mockedSearch.mockResolvedValue(found([]));
    renderPage();
    expect(await screen.findByText('Nobody matches these filters yet')).toBeInTheDocument();
  });

  it('Clear empties the results and does not search again by itself', async () => {
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const { user } = renderPage();
    await screen.findByText('1 member found');
    await user.click(screen.getByRole('link', { name: 'Clear' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(screen.queryByText('1 member found')).toBeNull();
    expect(mockedSearch).toHaveBeenCalledTimes(1);
  });

  it('Clear also takes the search the address named out of the address, keeping its other parameters', async () => {
    window.history.replaceState(null, '', '/members?gender=male&hl=pl&page=2');
    mockedSearch.mockResolvedValue(found([card(1, 'Anna')]));
    const { user } = renderPage();
    await screen.findByText('1 member found');
    await user.click(screen.getByRole('link', { name: 'Clear' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/members?hl=pl');
    expect(screen.getByLabelText('Gender')).toHaveValue('');
  });

  it('asks a visitor to sign up where the site shows members only after login, and searches nothing', () => {
    getBus().publish('settings.loaded', { settings: { ...SETTINGS, logged_out_search: false } });
    renderPage();
    // A form to the signup page, which needs no script.
    expect(screen.getByRole('button', { name: 'Sign up free' }).closest('form')).toHaveAttribute(
      'action',
      '/signup',
    );
    expect(mockedSearch).not.toHaveBeenCalled();
  });
});
