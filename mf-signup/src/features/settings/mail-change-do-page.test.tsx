/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { MailChangeDoPage } from './mail-change-do-page';

describe('MailChangeDoPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls a link without its token expired, and sends nothing', async () => {
    window.history.replaceState(null, '', '/mail-change/do');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderWithProviders(<MailChangeDoPage route={{ name: 'mail-change-do', params: {} }} />);
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
