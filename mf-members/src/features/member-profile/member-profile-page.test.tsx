/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { ApiError, type BusPayload, getBus, type MemberView, type Settings, type User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { searchQueryKey } from '../members-search/api/search-members';
import { blockMember } from './api/block-member';
import { getMember, memberQueryKey } from './api/get-member';
import { likeMember } from './api/like-member';
import { MemberProfilePage } from './member-profile-page';

jest.mock('./api/get-member', () => ({ ...jest.requireActual('./api/get-member'), getMember: jest.fn() }));
jest.mock('./api/like-member');
jest.mock('./api/block-member');
const mockedGetMember = jest.mocked(getMember);
const mockedLike = jest.mocked(likeMember);
const mockedBlock = jest.mocked(blockMember);

const SETTINGS = {
  countries: ['GB'],
  region_data: {},
  visible_profile_fields: [],
  visible_profile_notes: {},
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  fictional_warning: '',
} as unknown as Settings;
const VIEWER = { id: 1, paid_user: false, credits: 5 } as unknown as User;

const anna = (overrides: Partial<MemberView> = {}): MemberView => ({
  id: 7,
  name: 'Anna',
  age: 34,
  country: 'GB',
  region: null,
  city: 'Canterbury',
  fictional: false,
  main_image: null,
  fields: [],
  photos: [],
  photos_total: 0,
  photos_hidden: 0,
  unlock_credits: 0,
  liked: false,
  liked_me: false,
  match: false,
  blocked: false,
  ...overrides,
});

function renderPage(id = '7') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <MemberProfilePage route={{ name: 'members-id', params: { id } }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A text the page writes around an isolated name (<bdi>), as one sentence. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text);

let toasts: BusPayload<'toast.show'>[];

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
  getBus().publish('settings.loaded', { settings: SETTINGS });
  getBus().publish('session.changed', { user: VIEWER });
  toasts = [];
  getBus()
    .on('toast.show')
    .subscribe((toast) => toasts.push(toast));
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('MemberProfilePage', () => {
  it('shows the member after a spinner', async () => {
    mockedGetMember.mockResolvedValue(anna());
    renderPage();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(mockedGetMember).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it('says who blocked the viewer, and that a profile is gone', async () => {
    mockedGetMember.mockRejectedValueOnce(
      new ApiError(403, 'blocked_by_member', 'Blocked', undefined, { name: 'Anna' }),
    );
    renderPage();
    expect(
      await screen.findByText(sentence("You're blocked by Anna. You do not have access to this page.")),
    ).toBeInTheDocument();

    mockedGetMember.mockRejectedValueOnce(new ApiError(404, 'member_not_found', 'Gone'));
    renderPage('8');
    expect(await screen.findByText('This profile no longer exists')).toBeInTheDocument();
  });

  it('says a deleted member (410) is gone, not that loading failed', async () => {
    mockedGetMember.mockRejectedValueOnce(new ApiError(410, 'member_deleted', 'Deleted'));
    renderPage('9');
    expect(await screen.findByText('This profile no longer exists')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    mockedGetMember.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Broken'));
    mockedGetMember.mockResolvedValueOnce(anna());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Anna')).toBeInTheDocument();
  });

  it('offers a visitor the signup as a form to /signup with the visit’s tracking, opened in place with the script', async () => {
    getBus().publish('session.changed', { user: null });
    window.history.replaceState(null, '', '/members/7?network=ads&sub1=spring&hl=de');
    const opened: BusPayload<'signup.open'>[] = [];
    getBus()
      .on('signup.open')
      .subscribe((event) => opened.push(event));
    mockedGetMember.mockResolvedValue(anna());
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Sign up to meet Anna' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('action', '/signup');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({ network: 'ads', sub1: 'spring' });
    await user.click(button);
    expect(opened).toEqual([{ source: 'profile', profileId: 7 }]);
  });

  it('a like goes into the store: the button says Liked, and the member hears it', async () => {
    mockedGetMember.mockResolvedValue(anna());
    mockedLike.mockResolvedValue({
      created: true,
      match: false,
      profile: { id: 7, name: 'Anna', fictional: false, main_image: null },
    });
    const { user, client } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeDisabled();
    expect(client.getQueryData<MemberView>(memberQueryKey(7))?.liked).toBe(true);
    expect(toasts).toEqual([{ message: { text: 'You liked Anna.' }, variant: 'success' }]);
    expect(mockedGetMember).toHaveBeenCalledTimes(1);
  });

  it('a like back is a match: the note shows and the shell opens its match modal', async () => {
    mockedGetMember.mockResolvedValue(anna({ liked_me: true }));
    const profile = { id: 7, name: 'Anna', fictional: false, main_image: null };
    mockedLike.mockResolvedValue({ created: true, match: true, profile });
    const matches: BusPayload<'match.made'>[] = [];
    getBus()
      .on('match.made')
      .subscribe((match) => matches.push(match));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(
      await screen.findByText(sentence("It's a match: you and Anna like each other.")),
    ).toBeInTheDocument();
    expect(matches).toEqual([{ profile }]);
  });

  it('a failed like says why and changes nothing', async () => {
    mockedGetMember.mockResolvedValue(anna());
    mockedLike.mockRejectedValue(new ApiError(500, 'server_error', 'Broken'));
    const { user, client } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toBeEnabled();
    expect(toasts).toEqual([
      { message: { text: 'Something went wrong on our side. Please try again later.' }, variant: 'danger' },
    ]);
    expect(client.getQueryData<MemberView>(memberQueryKey(7))?.liked).toBe(false);
  });

  it('a block asks for the profile again and marks the searches stale', async () => {
    mockedGetMember.mockResolvedValueOnce(anna());
    mockedGetMember.mockResolvedValueOnce(anna({ blocked: true }));
    mockedBlock.mockResolvedValue({ ok: true });
    const { user, client } = renderPage();
    const search = searchQueryKey({ country: 'GB' }, 1, null);
    client.setQueryData(search, { pages: [], pageParams: [] });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(sentence('You blocked Anna.'))).toBeInTheDocument();
    expect(mockedBlock).toHaveBeenCalledWith(7);
    expect(mockedGetMember).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(search)?.isInvalidated).toBe(true);
    expect(toasts.at(-1)).toEqual({
      message: { text: 'Anna is blocked and can no longer contact you.' },
      variant: 'info',
    });
  });

  it('follows the live channel: a match by this member shows at once, another’s does not', async () => {
    mockedGetMember.mockResolvedValue(anna({ liked: true }));
    const { client } = renderPage();
    await screen.findByText('Anna');
    act(() => getBus().publish('live.match.made', { profileId: 8 }));
    expect(client.getQueryData<MemberView>(memberQueryKey(7))?.match).toBe(false);
    act(() => getBus().publish('live.match.made', { profileId: 7 }));
    expect(
      await screen.findByText(sentence("It's a match: you and Anna like each other.")),
    ).toBeInTheDocument();
    expect(mockedGetMember).toHaveBeenCalledTimes(1);
  });

  it('asks again when the conversation with this member closed, and shows that they blocked the viewer', async () => {
    mockedGetMember.mockResolvedValueOnce(anna());
    mockedGetMember.mockRejectedValueOnce(
      new ApiError(403, 'blocked_by_member', 'Blocked', undefined, { name: 'Anna' }),
    );
    renderPage();
    await screen.findByText('Anna');
    act(() => getBus().publish('live.conversation.closed', { conversationId: 3, profileId: 7 }));
    expect(
      await screen.findByText(sentence("You're blocked by Anna. You do not have access to this page.")),
    ).toBeInTheDocument();
  });
});
