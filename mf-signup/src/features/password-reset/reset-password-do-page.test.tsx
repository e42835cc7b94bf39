/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getBus, type User } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { checkResetLink } from './check-reset-link';
import { resetPassword } from './reset-password';
import { ResetPasswordDoPage } from './reset-password-do-page';

jest.mock('./check-reset-link');
jest.mock('./reset-password');
const mockedCheck = jest.mocked(checkResetLink);
const mockedReset = jest.mocked(resetPassword);

const TOKEN = 'a'.repeat(32);
const MEMBER = { id: 7, email: 'anna@example.com', status: 'confirmed' } as unknown as User;

function renderPage(token: string) {
  window.history.replaceState(null, '', `/reset-password/do?token=${token}`);
  return renderWithQuery(<ResetPasswordDoPage route={{ name: 'reset-password-do', params: {} }} />);
}

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('ResetPasswordDoPage', () => {
  it('calls a cut-short link invalid without asking the server', () => {
    renderPage('short');
    expect(screen.getByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(mockedCheck).not.toHaveBeenCalled();
  });

  it('calls a used or expired link invalid', async () => {
    mockedCheck.mockRejectedValue(new ApiError(410, 'link_invalid', 'Gone'));
    renderPage(TOKEN);
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('saves the new password once, logs the member in and goes to the members', async () => {
    mockedCheck.mockResolvedValue({ ok: true });
    mockedReset.mockResolvedValue({ ok: true });
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(MEMBER), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user } = renderPage(TOKEN);
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(mockedReset).toHaveBeenCalledTimes(1);
    expect(mockedReset.mock.calls[0]?.[0]).toEqual({
      token: TOKEN,
      password: 'a-new-password',
      password_confirm: 'a-new-password',
    });
    expect(getBus().getState('session.changed')?.user).toEqual(MEMBER);
  });

  it('shows a failed save above the form, with the way to a new link', async () => {
    mockedCheck.mockResolvedValue({ ok: true });
    mockedReset.mockRejectedValue(new ApiError(410, 'link_invalid', 'Gone'));
    const { user } = renderPage(TOKEN);
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(mockedReset).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });
});
