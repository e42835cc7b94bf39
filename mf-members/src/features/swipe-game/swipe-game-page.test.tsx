/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getBus, type MemberCardData, type SwipeDeck } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getSwipeDeck, swipeDeckQueryKey } from './api/get-swipe-deck';
import { sendSwipe } from './api/send-swipe';
import { undoPass } from './api/undo-pass';
import { SwipeGamePage } from './swipe-game-page';

jest.mock('./api/get-swipe-deck', () => ({
  ...jest.requireActual('./api/get-swipe-deck'),
  getSwipeDeck: jest.fn(),
}));
jest.mock('./api/send-swipe');
jest.mock('./api/undo-pass');
const mockedDeck = jest.mocked(getSwipeDeck);
const mockedSwipe = jest.mocked(sendSwipe);
const mockedUndo = jest.mocked(undoPass);

const card = (id: number, name: string): MemberCardData => ({
  id,
  name,
  age: 29,
  country: 'NL',
  region: null,
  city: null,
  main_image: null,
  fictional: false,
});
const RESETS_AT = '2026-11-26T00:00:00.000Z';
const deck = (cards: MemberCardData[], overrides: Partial<SwipeDeck> = {}): SwipeDeck => ({
  cards,
  likes_left: 4,
  likes_per_day: 4,
  resets_at: RESETS_AT,
  can_undo: false,
  ...overrides,
});
const FULL = [card(1, 'Anna'), card(2, 'Bea'), card(3, 'Cleo'), card(4, 'Dora')];

function renderPage() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <SwipeGamePage route={{ name: 'swipe-game', params: {} }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

const topCard = () => screen.getByTestId('swipe-card');

beforeEach(() => {
  resetBusForTests();
  jest.resetAllMocks();
});

describe('SwipeGamePage', () => {
  it('shows the first card and the likes left after a spinner', async () => {
    mockedDeck.mockResolvedValue(deck(FULL));
    renderPage();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(1);
    expect(await screen.findByText('4 of 4 likes left today')).toBeInTheDocument();
    expect(topCard()).toHaveAttribute('aria-label', expect.stringContaining('Anna'));
    expect(screen.getByRole('button', { name: 'Undo last pass' })).toBeDisabled();
  });

  it('a like takes the card off the stored deck, counts down and tells the likes lists', async () => {
    mockedDeck.mockResolvedValue(deck(FULL));
    mockedSwipe.mockResolvedValue({
      likes_left: 3,
      likes_per_day: 4,
      resets_at: RESETS_AT,
      match: false,
      profile: null,
    });
    const reloads = jest.fn();
    getBus().on('likes.reload-requested').subscribe(reloads);
    const { user, client } = renderPage();
    await screen.findByText('4 of 4 likes left today');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('3 of 4 likes left today')).toBeInTheDocument();
    expect(mockedSwipe).toHaveBeenCalledWith(1, 'like');
    expect(topCard()).toHaveAttribute('aria-label', expect.stringContaining('Bea'));
    expect(client.getQueryData<SwipeDeck>(swipeDeckQueryKey)?.cards.map((c) => c.id)).toEqual([2, 3, 4]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('a pass can be undone: the same card comes back on top', async () => {
    mockedDeck.mockResolvedValue(deck(FULL));
    mockedSwipe.mockResolvedValue({
      likes_left: 4,
      likes_per_day: 4,
      resets_at: RESETS_AT,
      match: false,
      profile: null,
    });
    mockedUndo.mockResolvedValue({ card: FULL[0]! });
    const { user } = renderPage();
    await screen.findByText('4 of 4 likes left today');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(topCard()).toHaveAttribute('aria-label', expect.stringContaining('Bea')));
    await user.click(screen.getByRole('button', { name: 'Undo last pass' }));
    await waitFor(() => expect(topCard()).toHaveAttribute('aria-label', expect.stringContaining('Anna')));
    expect(screen.getByRole('button', { name: 'Undo last pass' })).toBeDisabled();
  });

  it('the daily limit from the server turns the like button off with a clear message', async () => {
    mockedDeck.mockResolvedValue(deck(FULL, { likes_left: 1 }));
    mockedSwipe.mockRejectedValue(
      new ApiError(409, 'swipe_limit_reached', 'Limit', undefined, { resets_at: RESETS_AT }),
    );
    const { user } = renderPage();
    await screen.findByText('1 of 4 likes left today');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('No likes left today')).toBeInTheDocument();
    expect(screen.getByText(/You have used your 4 likes for today/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
  });

  it('fewer than three cards: the next ones join behind them, once', async () => {
    mockedDeck.mockResolvedValueOnce(deck([card(1, 'Anna')]));
    mockedDeck.mockResolvedValue(deck([card(1, 'Anna'), card(5, 'Eva')]));
    const { client } = renderPage();
    await waitFor(() =>
      expect(client.getQueryData<SwipeDeck>(swipeDeckQueryKey)?.cards.map((c) => c.id)).toEqual([1, 5]),
    );
    // The refill brought too few again: one more ask, which brings nothing new, and then no more.
    await waitFor(() => expect(mockedDeck).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockedDeck).toHaveBeenCalledTimes(3);
  });

  it('an empty deck says so and sends to the search', async () => {
    mockedDeck.mockResolvedValue(deck([]));
    renderPage();
    expect(await screen.findByText('You have seen everyone for now')).toBeInTheDocument();
  });

  it('a deck that cannot load shows the error', async () => {
    mockedDeck.mockRejectedValue(new ApiError(500, 'server_error', 'Broken'));
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
