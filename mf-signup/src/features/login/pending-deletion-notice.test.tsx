/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithQuery } from '@dating/shared/testing/query';
import { logIn, loginFailure } from './log-in';
import { PendingDeletionNotice } from './pending-deletion-notice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('login into an account pending deletion', () => {
  afterEach(() => jest.restoreAllMocks());

  it('tells pending deletion apart from a failed login', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(409, { error: 'account_pending_deletion', message: 'Deleted recently' }));
    const failure = (password: string) =>
      logIn({ email: 'gone@example.com', password }).then(() => null, loginFailure);
    expect(await failure('right-password')).toEqual({ reason: 'pending_deletion' });
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(401, { error: 'login_failed', message: 'x' }));
    expect(await failure('wrong-password')).toEqual({ reason: 'failed' });
  });

  it('mails a reactivation link to the address on request and says so', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { ok: true }));
    const { user } = renderWithQuery(<PendingDeletionNotice email="gone@example.com" />);
    expect(screen.getByText(/You deleted your account recently/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a reactivation link' }));

    expect(
      await screen.findByText(
        'We have sent a reactivation link to gone@example.com. Please check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/reactivation-mail.php');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'gone@example.com' });
  });

  it('shows why the link could not be sent and keeps the button', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(404, { error: 'email_not_found', message: 'server fallback text' }));
    const { user } = renderWithQuery(<PendingDeletionNotice email="gone@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Send me a reactivation link' }));
    expect(await screen.findByText('E-mail address not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a reactivation link' })).toBeEnabled();
  });
});
