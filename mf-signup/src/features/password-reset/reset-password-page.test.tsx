/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { requestPasswordReset } from './request-password-reset';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('./request-password-reset');
const mockedRequest = jest.mocked(requestPasswordReset);

const renderPage = () =>
  renderWithQuery(<ResetPasswordPage route={{ name: 'reset-password', params: {} }} />);

beforeEach(() => jest.resetAllMocks());

describe('ResetPasswordPage', () => {
  it('checks the address before anything is sent', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('mails the link once and says where it went', async () => {
    mockedRequest.mockResolvedValue({ ok: true });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a link to anna@example.com. It is valid for 2 hours.',
    );
    expect(mockedRequest).toHaveBeenCalledTimes(1);
    expect(mockedRequest.mock.calls[0]?.[0]).toBe('anna@example.com');
    expect(screen.queryByRole('button', { name: 'Send link' })).toBeNull();
  });

  it('shows the server’s answer and lets the member try again', async () => {
    mockedRequest
      .mockRejectedValueOnce(new ApiError(404, 'email_not_found', 'Not found'))
      .mockResolvedValueOnce({ ok: true });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail address/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('E-mail address not found')).toBeInTheDocument();
    expect(mockedRequest).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('E-mail address not found')).toBeNull();
  });
});
