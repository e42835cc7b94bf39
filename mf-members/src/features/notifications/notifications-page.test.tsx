/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type NotificationItem, type NotificationsResponse } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getNotifications, notificationsQueryKey } from './api/get-notifications';
import { markNotificationsRead } from './api/mark-notifications-read';
import { NotificationsPage } from './notifications-page';

jest.mock('./api/get-notifications', () => ({
  ...jest.requireActual('./api/get-notifications'),
  getNotifications: jest.fn(),
}));
jest.mock('./api/mark-notifications-read');
const mockedGet = jest.mocked(getNotifications);
const mockedMarkRead = jest.mocked(markNotificationsRead);

const item = (kind: NotificationItem['kind'], id: number, name: string, at: string, read: boolean) => ({
  kind,
  profile: { id, name, age: 33, country: 'NL', region: null, city: null, main_image: null, fictional: false },
  at,
  read,
});
const NEW_LIKE = item('like', 7, 'Anna', '2026-11-25T10:00:00.000Z', false);
const OLD_VISIT = item('visit', 8, 'Bea', '2026-11-24T10:00:00.000Z', true);

function testClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

function renderPage(client = testClient()) {
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <NotificationsPage route={{ name: 'notifications', params: {} }} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

beforeEach(() => jest.resetAllMocks());

describe('NotificationsPage', () => {
  it('lists them newest first, marks the unread as new and tells the server they are seen', async () => {
    mockedGet.mockResolvedValue({ unread: 1, items: [NEW_LIKE, OLD_VISIT] });
    mockedMarkRead.mockResolvedValue(undefined as never);
    const { client } = renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const [like, visit] = within(await screen.findByRole('list')).getAllByRole('link');
    expect(like).toHaveTextContent('Anna likes you');
    expect(like).toHaveAttribute('href', '/members/7');
    expect(visit).toHaveTextContent('Bea visited your profile');
    await waitFor(() => expect(mockedMarkRead).toHaveBeenCalledWith(NEW_LIKE.at));
    // Read in the store from now on, still shown as new on this visit.
    await waitFor(() =>
      expect(client.getQueryData<NotificationsResponse>(notificationsQueryKey)?.items[0]?.read).toBe(true),
    );
    expect(like).toHaveTextContent('New');
    expect(visit).not.toHaveTextContent('New');
    expect(mockedMarkRead).toHaveBeenCalledTimes(1);
  });

  it('names a fictional profile as one, and only that one', async () => {
    const fictional = { ...NEW_LIKE, profile: { ...NEW_LIKE.profile, fictional: true } };
    mockedGet.mockResolvedValue({ unread: 1, items: [fictional, OLD_VISIT] });
    mockedMarkRead.mockResolvedValue(undefined as never);
    renderPage();
    const [like, visit] = within(await screen.findByRole('list')).getAllByRole('link');
    expect(like).toHaveTextContent(/Anna likes you.*Fictional profile/);
    expect(visit).not.toHaveTextContent('Fictional profile');
  });

  it('asks again on the next visit, showing the stored list meanwhile', async () => {
    mockedGet.mockResolvedValue({ unread: 0, items: [OLD_VISIT] });
    const first = renderPage();
    await screen.findByRole('list');
    first.unmount();
    renderPage(first.client);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
    expect(mockedMarkRead).not.toHaveBeenCalled();
  });

  it('says when there is nothing yet', async () => {
    mockedGet.mockResolvedValue({ unread: 0, items: [] });
    renderPage();
    expect(await screen.findByText('Nothing new yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the swipe game' })).toHaveAttribute('href', '/swipe-game');
  });

  it('shows an error with a retry that loads again', async () => {
    mockedGet.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Broken'));
    mockedGet.mockResolvedValueOnce({ unread: 0, items: [OLD_VISIT] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
