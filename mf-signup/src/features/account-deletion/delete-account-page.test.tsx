/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError, getBus } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { acceptRetentionOffer } from './accept-retention-offer';
import { deleteAccount } from './delete-account';
import { DeleteAccountPage } from './delete-account-page';
import { deletionInfoQueryKey, getDeletionInfo } from './get-deletion-info';

jest.mock('./get-deletion-info', () => ({
  ...jest.requireActual('./get-deletion-info'),
  getDeletionInfo: jest.fn(),
}));
jest.mock('./delete-account');
jest.mock('./accept-retention-offer');
const mockedInfo = jest.mocked(getDeletionInfo);
const mockedDelete = jest.mocked(deleteAccount);
const mockedAccept = jest.mocked(acceptRetentionOffer);

const renderPage = () =>
  renderWithQuery(<DeleteAccountPage route={{ name: 'settings-delete-account', params: {} }} />);

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('DeleteAccountPage', () => {
  it('asks for a reason and the password before anything is sent', async () => {
    mockedInfo.mockResolvedValue({ delete_discount: 0, retention_code: null });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Choose at least one reason.')).toBeInTheDocument();
    expect(mockedDelete).not.toHaveBeenCalled();
  });

  it('makes no offer when the offer cannot be loaded', async () => {
    mockedInfo.mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    renderPage();
    await waitFor(() => expect(mockedInfo).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Claim my discount' })).toBeNull();
  });

  it('gives the discount code once and keeps it with the offer', async () => {
    mockedInfo.mockResolvedValue({ delete_discount: 20, retention_code: null });
    mockedAccept.mockResolvedValue({ code: 'STAY20', percentage: 20 });
    const { user, queryClient } = renderPage();
    // Claimed with the password, like the deletion: without it the field is marked and nothing is asked.
    await user.click(await screen.findByRole('button', { name: 'Claim my discount' }));
    expect(screen.getByLabelText(/^Your password, to confirm/)).toHaveAttribute('aria-invalid', 'true');
    expect(mockedAccept).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Your password, to confirm/), 'the-password');
    await user.click(screen.getByRole('button', { name: 'Claim my discount' }));
    expect(await screen.findByText('Your discount code: STAY20')).toBeInTheDocument();
    expect(mockedAccept).toHaveBeenCalledTimes(1);
    expect(mockedAccept.mock.calls[0]?.[0]).toBe('the-password');
    expect(queryClient.getQueryData(deletionInfoQueryKey)).toEqual({
      delete_discount: 20,
      retention_code: 'STAY20',
    });
  });

  it('marks a wrong password at its field', async () => {
    mockedInfo.mockResolvedValue({ delete_discount: 0, retention_code: null });
    mockedDelete.mockRejectedValue(new ApiError(400, 'password_wrong', 'wrong'));
    const { user } = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    await user.type(screen.getByLabelText(/^Your password, to confirm/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Your password, to confirm/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(mockedDelete).toHaveBeenCalledTimes(1);
  });

  it('deletes the account once, ends the session and leaves', async () => {
    mockedInfo.mockResolvedValue({ delete_discount: 0, retention_code: null });
    mockedDelete.mockResolvedValue({ ok: true });
    const { user } = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'I want to take a break' }));
    await user.type(screen.getByLabelText(/^Your password, to confirm/), 'the-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account-deleted'));
    expect(mockedDelete).toHaveBeenCalledTimes(1);
    expect(mockedDelete.mock.calls[0]?.[0]).toEqual({ reasons: ['taking_break'], password: 'the-password' });
    expect(getBus().getState('session.changed')).toEqual({ user: null });
  });
});
