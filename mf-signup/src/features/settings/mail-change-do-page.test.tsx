/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithQuery } from '@dating/shared/testing/query';
import { accountSettingsQueryKey } from './get-account-settings';
import { MailChangeDoPage } from './mail-change-do-page';

describe('MailChangeDoPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls a link without its token expired, and sends nothing', async () => {
    window.history.replaceState(null, '', '/mail-change/do');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderWithQuery(<MailChangeDoPage route={{ name: 'mail-change-do', params: {} }} />);
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('sends the token once, names the new address and makes the settings load it', async () => {
    window.history.replaceState(null, '', '/mail-change/do?token=abc');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ email: 'new@example.com' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { queryClient } = renderWithQuery(
      <MailChangeDoPage route={{ name: 'mail-change-do', params: {} }} />,
    );
    queryClient.setQueryData(accountSettingsQueryKey, { email: 'old@example.com' });
    expect(await screen.findByText('Done! Your e-mail address is now new@example.com.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(accountSettingsQueryKey)?.isInvalidated).toBe(true);
    fetchSpy.mockRestore();
  });

  it('shows why the link did not work', async () => {
    window.history.replaceState(null, '', '/mail-change/do?token=abc');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'email_in_use', message: 'taken' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderWithQuery(<MailChangeDoPage route={{ name: 'mail-change-do', params: {} }} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
  });
});
