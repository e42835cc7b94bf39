/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { changePassword } from './change-password';
import { PasswordChangeForm } from './password-change-form';

jest.mock('./change-password');
const mockedChange = jest.mocked(changePassword);

async function fillIn(user: ReturnType<typeof renderWithQuery>['user']) {
  await user.type(screen.getByLabelText(/^Current password/), 'the-old-password');
  await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
  await user.type(screen.getByLabelText(/^Repeat new password/), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => jest.resetAllMocks());

describe('PasswordChangeForm', () => {
  it('changes the password once, says so and empties the fields', async () => {
    mockedChange.mockResolvedValue({ ok: true });
    const { user } = renderWithQuery(<PasswordChangeForm />);
    await fillIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Other devices have been logged out.',
    );
    expect(mockedChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('marks a wrong old password at its field, not above the form', async () => {
    mockedChange.mockRejectedValue(new ApiError(400, 'old_password_wrong', 'wrong'));
    const { user } = renderWithQuery(<PasswordChangeForm />);
    await fillIn(user);
    expect(await screen.findByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-password');
  });

  it('shows any other failure above the form', async () => {
    mockedChange.mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    const { user } = renderWithQuery(<PasswordChangeForm />);
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    expect(mockedChange).toHaveBeenCalledTimes(1);
  });
});
