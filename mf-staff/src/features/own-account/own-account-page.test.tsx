/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { changeOwnPassword, getStaffMe } from '../staff-session/session-calls';
import { testStaffMember } from '../test-staff-member';
import { OwnAccountPage } from './own-account-page';

jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
  changeOwnPassword: jest.fn(),
}));
const mockedChange = jest.mocked(changeOwnPassword);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffMe).mockResolvedValue(
    testStaffMember({
      name: 'Mo',
      email: 'mo@staff.test',
      role: 'moderator',
      sites: [2],
      siteList: [{ id: 2, domain: 'herz.test', name: 'Herz', currency: 'EUR' }],
    }),
  );
});

const renderPage = () => renderWithQuery(<OwnAccountPage route={{ name: 'staff-account', params: {} }} />);

async function fillIn(
  user: ReturnType<typeof renderPage>['user'],
  current: string,
  password: string,
  repeat = password,
) {
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('says who the staff member is to the console: name, address, role and sites', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  expect(screen.getByText('mo@staff.test')).toBeInTheDocument();
  expect(screen.getByText('Moderator')).toBeInTheDocument();
  expect(screen.getByText('Herz')).toBeInTheDocument();
  expect(screen.getByText(/An administrator changes your e-mail address/)).toBeInTheDocument();
});

test('a new password too short, or typed differently twice, is refused before anything is sent', async () => {
  const { user } = renderPage();
  await fillIn(user, 'old password here', 'short');
  expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^New password/));
  await user.type(screen.getByLabelText(/^New password/), 'a long new password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
  expect(mockedChange).not.toHaveBeenCalled();
});

test('changes the password, says the other sessions ended and empties the form', async () => {
  mockedChange.mockResolvedValue({ ok: true });
  const { user } = renderPage();
  await fillIn(user, 'old password here', 'a long new password');
  expect(
    await screen.findByText('Your password is changed. Your other sessions have ended.'),
  ).toBeInTheDocument();
  expect(mockedChange.mock.calls[0]?.[0]).toEqual({
    currentPassword: 'old password here',
    newPassword: 'a long new password',
  });
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  expect(screen.getByLabelText(/^New password/)).toHaveValue('');
});

test("a wrong current password shows the server's sentence", async () => {
  mockedChange.mockRejectedValue(new ApiError(400, 'staff_password_wrong', 'The current password is wrong.'));
  const { user } = renderPage();
  await fillIn(user, 'not it at all', 'a long new password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
});
