/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { getBus, type LikeCard, type LikesListResponse } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { likesListQuery } from './api/get-likes-list';
import { likeMember } from './api/like-member';
import { LikesList } from './likes-list';

jest.mock('./api/like-member', () => ({ likeMember: jest.fn() }));
const like = likeMember as jest.MockedFunction<typeof likeMember>;

const card = (id: number, name: string, extra: Partial<LikeCard> = {}): LikeCard => ({
  id,
  name,
  age: 31,
  country: 'GB',
  region: 'Kent',
  city: 'Canterbury',
  main_image: null,
  fictional: false,
  like_new: false,
  liked: false,
  liked_me: true,
  liked_at: '2026-11-24T18:00:00Z',
  ...extra,
});

function renderList(items: LikeCard[], type: LikesListResponse['type'] = 'received') {
  const client = createQueryClient();
  const page: LikesListResponse = {
    type,
    page: 1,
    page_size: 24,
    total: items.length,
    items,
    counts: { received: items.length, received_new: 1, given: 0, matches: 0 },
  };
  const query = likesListQuery(type);
  client.setQueryData(query.queryKey, { pages: [page], pageParams: [1] });
  // Keep the seeded page: the test is about rendering and actions, not about fetching.
  client.setQueryDefaults(query.queryKey, { staleTime: Infinity });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <LikesList type={type} label="Liked you" />
    </QueryClientProvider>,
  );
}

describe('LikesList', () => {
  beforeEach(() => {
    resetBusForTests();
    like.mockReset();
  });

  it('marks a fictional member, in a heading a screen reader names', () => {
    renderList([card(1, 'Mia', { fictional: true }), card(2, 'Zoe')]);
    const [mia, zoe] = within(screen.getByRole('list', { name: 'Liked you' })).getAllByRole('heading');
    expect(mia).toHaveTextContent('Fictional profile');
    expect(zoe).not.toHaveTextContent('Fictional profile');
  });

  it('shows each member with the new mark, links the profile and offers like back and a gift', () => {
    renderList([card(1, 'Mia', { like_new: true, online: 'now' }), card(2, 'Zoe', { liked: true })]);
    const items = within(screen.getByRole('list', { name: 'Liked you' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const mia = within(items[0]!);
    expect(mia.getByRole('link', { name: /^Mia\s*,\s*31$/ })).toHaveAttribute('href', '/likes/m/1');
    expect(mia.getByText('New')).toBeInTheDocument();
    expect(mia.getByTestId('online-status')).toHaveTextContent('Online now');
    expect(mia.getByRole('button', { name: 'Like back' })).toBeInTheDocument();
    expect(mia.getByRole('button', { name: 'Send a gift' })).toBeInTheDocument();
    // A like both ways is a match: chat instead of like back.
    const zoe = within(items[1]!);
    expect(zoe.getByText('Match')).toBeInTheDocument();
    expect(zoe.queryByTestId('online-status')).not.toBeInTheDocument();
    expect(zoe.queryByRole('button', { name: 'Like back' })).not.toBeInTheDocument();
    expect(zoe.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/members/2/chat');
  });

  it('liking back a member who liked you announces the match to the shell', async () => {
    const matches: unknown[] = [];
    getBus()
      .on('match.made')
      .subscribe((payload) => matches.push(payload));
    like.mockResolvedValue({
      created: true,
      match: true,
      profile: { id: 1, name: 'Mia', fictional: false, main_image: null },
    });
    const { user } = renderList([card(1, 'Mia', { like_new: true })]);
    await user.click(screen.getByRole('button', { name: 'Like back' }));
    expect(like).toHaveBeenCalledWith(1);
    await waitFor(() =>
      expect(matches).toEqual([{ profile: { id: 1, name: 'Mia', fictional: false, main_image: null } }]),
    );
  });

  it('an empty list leads to the search', () => {
    renderList([], 'matches');
    expect(screen.getByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/members');
  });
});
