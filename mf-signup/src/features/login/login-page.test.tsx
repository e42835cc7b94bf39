/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError, type BusPayload, getBus, type User } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { logIn } from './log-in';
import { LoginPage } from './login-page';
import { reactivateAccount } from './reactivate-account';
import { sendBanAppeal } from './send-ban-appeal';

jest.mock('./log-in', () => ({ ...jest.requireActual('./log-in'), logIn: jest.fn() }));
jest.mock('./reactivate-account');
jest.mock('./send-ban-appeal');
const mockedLogIn = jest.mocked(logIn);
const mockedReactivate = jest.mocked(reactivateAccount);
const mockedAppeal = jest.mocked(sendBanAppeal);

const MEMBER = { id: 4, name: 'Anna' } as unknown as User;

let sessions: BusPayload<'session.changed'>[];

function renderPage(url = '/login') {
  window.history.replaceState(null, '', url);
  return renderWithQuery(<LoginPage route={{ name: 'login', params: {} }} />);
}

async function logInAs(user: ReturnType<typeof renderPage>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText(/^E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** A suspended or banned member's login answer (api: account_banned), appealable or not. */
const bannedLogin = ({ appealable }: { appealable: boolean }) =>
  new ApiError(403, 'account_banned', 'x', undefined, {
    error: 'account_banned',
    message: 'x',
    ban: { kind: 'ban', reason: 'Asked members for money', until: null, decisionId: 3, appealable },
  });

beforeEach(() => {
  jest.resetAllMocks();
  resetBusForTests();
  sessions = [];
  getBus()
    .on('session.changed')
    .subscribe((session) => sessions.push(session));
});

afterAll(() => window.history.replaceState(null, '', '/'));

describe('LoginPage', () => {
  it('logs in, announces the member and goes back where the visitor was sent from', async () => {
    mockedLogIn.mockResolvedValue(MEMBER);
    const { user } = renderPage('/login?next=%2Fchats');
    await logInAs(user, 'anna@example.com', 'secret-1');
    expect(mockedLogIn.mock.calls[0]?.[0]).toEqual({ email: 'anna@example.com', password: 'secret-1' });
    expect(sessions).toEqual([{ user: MEMBER }]);
    expect(window.location.pathname).toBe('/chats');
  });

  it('sends what is in the fields, even what was typed before the page ran (drawn by the server)', async () => {
    mockedLogIn.mockResolvedValue(MEMBER);
    const { user } = renderPage('/login?email=old%40example.com');
    // Typed, or filled by a password manager, into the server's HTML: no React change event saw it.
    const email = screen.getByLabelText<HTMLInputElement>(/^E-mail address/);
    expect(email.value).toBe('old@example.com');
    email.value = 'anna@example.com';
    screen.getByLabelText<HTMLInputElement>(/^Password/).value = 'secret-1';
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(mockedLogIn.mock.calls[0]?.[0]).toEqual({ email: 'anna@example.com', password: 'secret-1' });
  });

  it('is never sent by the browser itself, and the page may hold it until its script runs', () => {
    renderPage();
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('data-hold-until-started');
  });

  it('says why a login failed, and a new attempt starts without the old message', async () => {
    mockedLogIn.mockRejectedValueOnce(new ApiError(401, 'login_failed', 'x'));
    mockedLogIn.mockRejectedValueOnce(
      new ApiError(423, 'account_locked', 'x', undefined, { error: 'account_locked', minutes: 15 }),
    );
    const { user } = renderPage();
    await logInAs(user, 'anna@example.com', 'wrong');
    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Too many incorrect attempts, account blocked for 15 min.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Login failed, please try again')).toBeNull();
    expect(sessions).toEqual([]);
  });

  it('tells a banned member what the moderators decided and why, with the page on blocked accounts; no appeal once appealed', async () => {
    mockedLogIn.mockRejectedValue(bannedLogin({ appealable: false }));
    const { user } = renderPage();
    await logInAs(user, 'fred@example.com', 'right-password');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your account has been blocked by our moderators.');
    expect(notice).toHaveTextContent('Reason: Asked members for money');
    expect(screen.getByRole('link', { name: 'Why accounts are blocked' })).toHaveAttribute(
      'href',
      '/pages/ban',
    );
    // Appealed already (or not appealable): no appeal is offered.
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
    expect(sessions).toEqual([]);
  });

  it('lets a banned member appeal the ban below its reason, with the e-mail and password just sent', async () => {
    mockedLogIn.mockRejectedValue(bannedLogin({ appealable: true }));
    mockedAppeal.mockResolvedValue({ ok: true, appealId: 9 });
    const { user } = renderPage();
    await logInAs(user, 'fred@example.com', 'right-password');
    await user.click(await screen.findByRole('button', { name: 'Appeal this decision' }));
    const text = screen.getByRole('textbox', { name: /Why should we look at it again/ });
    expect(text).toHaveFocus();
    await user.type(text, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(mockedAppeal).not.toHaveBeenCalled();
    await user.type(text, ', but now it is long enough.');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(
      await screen.findByText('Your appeal was sent. We will tell you the result by e-mail.'),
    ).toBeInTheDocument();
    expect(mockedAppeal).toHaveBeenCalledWith({
      email: 'fred@example.com',
      password: 'right-password',
      decisionId: 3,
      text: 'Too short, but now it is long enough.',
    });
  });

  it('an error that is not the password says so', async () => {
    mockedLogIn.mockRejectedValue(new ApiError(0, 'network_error', 'offline'));
    const { user } = renderPage();
    await logInAs(user, 'anna@example.com', 'secret-1');
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
  });

  it('offers the reactivation mail instead of an error when the account is pending deletion', async () => {
    mockedLogIn.mockRejectedValue(new ApiError(409, 'account_pending_deletion', 'x'));
    const { user } = renderPage();
    await logInAs(user, 'gone@example.com', 'right-password');
    expect(await screen.findByText(/You deleted your account recently/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a reactivation link' })).toBeInTheDocument();
    expect(screen.queryByText('An error occurred, please try again later.')).toBeNull();
  });

  it('brings a deleted account back once with the mailed link, and goes to the members', async () => {
    mockedReactivate.mockResolvedValue(MEMBER);
    const toasts: BusPayload<'toast.show'>[] = [];
    getBus()
      .on('toast.show')
      .subscribe((toast) => toasts.push(toast));
    renderPage('/login?reactivate=token-1');
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(mockedReactivate).toHaveBeenCalledTimes(1);
    expect(mockedReactivate.mock.calls[0]?.[0]).toBe('token-1');
    expect(sessions).toEqual([{ user: MEMBER }]);
    expect(toasts).toEqual([
      { message: { text: 'Welcome back! Your account is active again.' }, variant: 'success' },
    ]);
  });

  it('says when the mailed link no longer works', async () => {
    mockedReactivate.mockRejectedValue(new ApiError(410, 'link_invalid', 'x'));
    renderPage('/login?reactivate=old');
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(sessions).toEqual([]);
  });
});
