/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getBus, type AccountSettings } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { loadActiveSessions } from './active-sessions-api';
import { enableNotifications } from './enable-notifications';
import { accountSettingsQueryKey, getAccountSettings } from './get-account-settings';
import { saveAccountSettings } from './save-account-settings';
import { SettingsPage } from './settings-page';

jest.mock('./get-account-settings', () => ({
  ...jest.requireActual('./get-account-settings'),
  getAccountSettings: jest.fn(),
}));
jest.mock('./save-account-settings');
jest.mock('./enable-notifications');
jest.mock('./active-sessions-api', () => ({
  ...jest.requireActual('./active-sessions-api'),
  loadActiveSessions: jest.fn(),
}));
const mockedGet = jest.mocked(getAccountSettings);
const mockedSave = jest.mocked(saveAccountSettings);
const mockedEnable = jest.mocked(enableNotifications);

const SETTINGS: AccountSettings = {
  email: 'anna@example.com',
  invisible: false,
  notifications: [
    { type: 'new_messages', email: true, push: false },
    { type: 'like', email: false, push: false },
  ],
  disabled_reasons: [],
};

const renderPage = () => renderWithQuery(<SettingsPage route={{ name: 'settings', params: {} }} />);

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
  jest.mocked(loadActiveSessions).mockResolvedValue({ sessions: [] });
});

describe('SettingsPage', () => {
  it('shows the stored settings', async () => {
    mockedGet.mockResolvedValue(SETTINGS);
    renderPage();
    expect(await screen.findByText('Your e-mail address is anna@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'New messages by e-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Invisible mode/ })).not.toBeChecked();
  });

  it('offers a retry when the settings cannot be loaded, and shows them once they can', async () => {
    mockedGet.mockRejectedValueOnce(new ApiError(500, 'internal_error', 'x')).mockResolvedValue(SETTINGS);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your e-mail address is anna@example.com.')).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledTimes(2);
  });

  it('saves a preference once, keeps what the server stored and asks the shell to reload the user', async () => {
    mockedGet.mockResolvedValue(SETTINGS);
    mockedSave.mockImplementation(async (body) => ({
      ...SETTINGS,
      notifications: SETTINGS.notifications.map(
        (p) => body.notifications?.find((changed) => changed.type === p.type) ?? p,
      ),
    }));
    const reloads = jest.fn();
    getBus().on('session.reload-requested').subscribe(reloads);
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Likes by e-mail' }));
    expect(screen.getByRole('checkbox', { name: 'Likes by e-mail' })).toBeChecked();
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledTimes(1);
    expect(mockedSave).toHaveBeenCalledWith({ notifications: [{ type: 'like', email: true, push: false }] });
    expect(queryClient.getQueryData<AccountSettings>(accountSettingsQueryKey)?.notifications[1]?.email).toBe(
      true,
    );
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(mockedGet).toHaveBeenCalledTimes(1);
  });

  it('shows a failed save, never retries it, and shows what the server kept', async () => {
    mockedGet.mockResolvedValue(SETTINGS);
    mockedSave.mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Likes by e-mail' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Likes by e-mail' })).not.toBeChecked());
  });

  it('sends e-mails again after they stopped, and drops the notice', async () => {
    mockedGet.mockResolvedValue({ ...SETTINGS, disabled_reasons: ['bounce'] });
    mockedEnable.mockResolvedValue(SETTINGS);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send e-mails again' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(mockedEnable).toHaveBeenCalledWith('bounce');
    expect(screen.queryByText('We no longer send you e-mails')).toBeNull();
  });
});
