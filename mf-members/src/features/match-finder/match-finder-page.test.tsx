/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { ApiError, type RankedMatch, type RouteName } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getMatches } from './api/get-matches';
import { MatchFinderPage } from './match-finder-page';

jest.mock('./api/get-matches', () => ({
  ...jest.requireActual('./api/get-matches'),
  getMatches: jest.fn(),
}));
const mockedGetMatches = jest.mocked(getMatches);

const testMatch = (id: number, name: string): RankedMatch => ({
  profile: {
    id,
    name,
    age: 31,
    country: 'NL',
    region: null,
    city: 'Utrecht',
    main_image: null,
    fictional: false,
  },
  score: 87,
  reasons: [],
  liked: false,
});

function testClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

function renderPage(name: RouteName = 'match-finder', client = testClient()) {
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <MatchFinderPage route={{ name, params: {} }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

beforeEach(() => mockedGetMatches.mockReset());

describe('MatchFinderPage', () => {
  it('lists the 20 best matches after a spinner', async () => {
    mockedGetMatches.mockResolvedValue([testMatch(1, 'Anna'), testMatch(2, 'Bea')]);
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Best matches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Anna')).toBeInTheDocument();
    expect(mockedGetMatches).toHaveBeenCalledWith(20, expect.any(AbortSignal));
  });

  it('asks for the first 6 right after signup, with the way to the search', async () => {
    mockedGetMatches.mockResolvedValue([testMatch(1, 'Anna')]);
    renderPage('signup-matches');
    expect(await screen.findByRole('heading', { name: 'Your first matches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all members' })).toHaveAttribute('href', '/members');
    expect(mockedGetMatches).toHaveBeenCalledWith(6, expect.any(AbortSignal));
  });

  it('sends a member without matches to the profile', async () => {
    mockedGetMatches.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows an error with a retry that loads again', async () => {
    mockedGetMatches.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Broken'));
    mockedGetMatches.mockResolvedValueOnce([testMatch(1, 'Anna')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Best matches' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedGetMatches).toHaveBeenCalledTimes(2);
  });

  it('a second visit shows the stored matches at once, without the spinner', async () => {
    mockedGetMatches.mockResolvedValue([testMatch(1, 'Anna')]);
    const first = renderPage();
    await screen.findByRole('list', { name: 'Best matches' });
    first.unmount();
    renderPage('match-finder', first.client);
    expect(screen.getByRole('list', { name: 'Best matches' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
