/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RankedMatch } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getMatches } from '../match-finder/api/get-matches';
import { MatchSuggestions } from './match-suggestions';

jest.mock('../match-finder/api/get-matches', () => ({
  ...jest.requireActual('../match-finder/api/get-matches'),
  getMatches: jest.fn(),
}));
const mockedGetMatches = jest.mocked(getMatches);

const testMatch = (id: number): RankedMatch => ({
  profile: {
    id,
    name: `Member ${id}`,
    age: 30,
    country: 'NL',
    region: null,
    city: null,
    main_image: null,
    fictional: false,
  },
  score: 80,
  reasons: [],
  liked: false,
});

function renderWidget() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MatchSuggestions />
    </QueryClientProvider>,
  );
}

beforeEach(() => mockedGetMatches.mockReset());

describe('MatchSuggestions', () => {
  it('shows at most four suggestions after a spinner', async () => {
    mockedGetMatches.mockResolvedValue([1, 2, 3, 4, 5].map(testMatch));
    renderWidget();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Suggestions for you' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(mockedGetMatches).toHaveBeenCalledWith(4, expect.any(AbortSignal));
  });

  it.each([
    ['fails', () => mockedGetMatches.mockRejectedValue(new ApiError(500, 'server_error', 'Broken'))],
    ['has none', () => mockedGetMatches.mockResolvedValue([])],
  ])('leaves its room empty when it %s', async (_case, answer) => {
    answer();
    const { container } = renderWidget();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
