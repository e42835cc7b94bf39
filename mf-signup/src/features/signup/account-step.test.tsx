/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { AccountStep } from './account-step';

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('AccountStep', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the spec rules in the browser before anything is sent', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const onCreated = jest.fn();
    const { user } = renderWithQuery(
      <AccountStep settings={undefined} tracking={undefined} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText(/^Username/), '@anna');
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    // jsdom's date input takes the ISO value as typed text.
    await user.type(screen.getByLabelText(/^Date of birth/), yearsAgo(18, 1));
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));

    expect(screen.getByText('Your username may not start with @.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth (18+)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/signup.php', expect.anything());
    fetchSpy.mockRestore();
  });

  it('refuses a username equal to the e-mail address and keeps the typed fields but never the password', async () => {
    const { user, unmount } = renderWithQuery(
      <AccountStep settings={undefined} tracking={undefined} onCreated={jest.fn()} />,
    );
    await user.type(screen.getByLabelText(/^Username/), 'Anna@Example.com');
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(screen.getByText('Your username may not be your e-mail address.')).toBeInTheDocument();

    unmount();
    const draft = sessionStorage.getItem('mf-signup.account-draft') ?? '';
    expect(draft).toContain('anna@example.com');
    expect(draft).not.toContain('long-enough-password');
    renderWithQuery(<AccountStep settings={undefined} tracking={undefined} onCreated={jest.fn()} />);
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('anna@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('offers to log in with an address that already has an account', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'email_exists', message: 'exists' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user } = renderWithQuery(
      <AccountStep settings={undefined} tracking={undefined} onCreated={jest.fn()} />,
    );
    await user.type(screen.getByLabelText(/^E-mail address/), 'taken@example.com');
    await user.tab();
    const login = await screen.findByRole('link', { name: 'Log in with this address' });
    expect(login).toHaveAttribute('href', '/login?email=taken%40example.com');
    fetchSpy.mockRestore();
  });

  it('creates the account once, moves on and announces the session', async () => {
    const member = { id: 9, email: 'anna@example.com', status: 'not_confirmed' };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).startsWith('/api/signup.php')
        ? new Response(JSON.stringify(member), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    const bus = resetBusForTests();
    const onCreated = jest.fn();
    const { user } = renderWithQuery(
      <AccountStep settings={undefined} tracking={undefined} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText(/^Username/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(member));
    expect(bus.getState('session.changed')).toEqual({ user: member });
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/api/signup.php'))).toHaveLength(1);
    fetchSpy.mockRestore();
  });

  it('shows a failed signup above the form and stays on the step', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).startsWith('/api/signup.php')
        ? new Response(JSON.stringify({ error: 'internal_error', message: 'x' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    const onCreated = jest.fn();
    const { user } = renderWithQuery(
      <AccountStep settings={undefined} tracking={undefined} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText(/^Username/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/api/signup.php'))).toHaveLength(1);
    fetchSpy.mockRestore();
  });
});
