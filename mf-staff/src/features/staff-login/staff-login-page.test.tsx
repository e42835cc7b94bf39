/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, getBus } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe, STAFF_ME_KEY, staffLogIn } from '../staff-session/session-calls';
import { StaffLoginPage } from './staff-login-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  staffLogIn: jest.fn(),
  getStaffMe: jest.fn(),
}));
const mockedLogIn = jest.mocked(staffLogIn);

const MODERATOR = testStaffMember({
  id: 3,
  email: 'mod@example.test',
  name: 'Mo',
  role: 'moderator',
  permissions: ['queues.moderate'],
});

function renderPage(url = '/staff/login') {
  window.history.replaceState(null, '', url);
  return renderWithQuery(<StaffLoginPage route={{ name: 'staff-login', params: {} }} />);
}

async function fillIn(user: ReturnType<typeof renderPage>['user'], code: string) {
  await user.type(screen.getByLabelText(/^E-mail address/), ' Mod@Example.test ');
  await user.type(screen.getByLabelText(/^Password/), 'secret password');
  await user.type(screen.getByLabelText(/^Code from your authenticator app/), code);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffMe).mockRejectedValue(new ApiError(401, 'authentication_required', 'Log in.'));
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe('StaffLoginPage', () => {
  it('logs in with e-mail, password and the code, keeps the staff member and goes back where they were sent from', async () => {
    mockedLogIn.mockResolvedValue(MODERATOR);
    const { user, queryClient } = renderPage('/staff/login?next=%2Fstaff%2Fqueues%2Fphotos');
    await fillIn(user, '123 456');
    expect(mockedLogIn.mock.calls[0]?.[0]).toEqual({
      email: 'Mod@Example.test',
      password: 'secret password',
      code: '123456',
    });
    expect(queryClient.getQueryData(STAFF_ME_KEY)).toEqual(MODERATOR);
    expect(window.location.pathname).toBe('/staff/queues/photos');
  });

  it('sends a staff member who is already logged in on to the console', async () => {
    jest.mocked(getStaffMe).mockResolvedValue(MODERATOR);
    renderPage('/staff/login?next=%2Fstaff%2Finbox');
    await waitFor(() => expect(window.location.pathname).toBe('/staff/inbox'));
    expect(mockedLogIn).not.toHaveBeenCalled();
  });

  it('never sends the browser outside the back office after a login', async () => {
    mockedLogIn.mockResolvedValue(MODERATOR);
    const { user } = renderPage('/staff/login?next=https%3A%2F%2Fevil.example%2F');
    await fillIn(user, '123456');
    expect(window.location.pathname).toBe('/staff');
  });

  it('offers the languages before login: the page switches at once (every package follows the bus)', async () => {
    const { user } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Console language' }), 'de');
    expect(getBus().getState('locale.changed')?.locale).toBe('de');
    act(() => getBus().publish('locale.changed', { locale: 'en' }));
  });

  it('asks for six digits before sending anything', async () => {
    const { user } = renderPage();
    await fillIn(user, '12345');
    expect(await screen.findByText('Enter the six digits your app shows.')).toBeInTheDocument();
    expect(mockedLogIn).not.toHaveBeenCalled();
  });

  it('says why a login failed and empties the code for the next try', async () => {
    mockedLogIn.mockRejectedValue(new ApiError(401, 'login_failed', 'x'));
    const { user } = renderPage();
    await fillIn(user, '654321');
    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from your authenticator app/)).toHaveValue('');
    expect(window.location.pathname).toBe('/staff/login');
  });
});
