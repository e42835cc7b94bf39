/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import { ApiError, type User } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { ActivateErrorPage } from './activate-error-page';
import { resendActivation } from './resend-activation';

jest.mock('./resend-activation');
const mockedResend = jest.mocked(resendActivation);

const UNCONFIRMED = { id: 7, email: 'ida@example.com', status: 'not_confirmed' } as unknown as User;

function renderAs(user: User | null) {
  const bus = resetBusForTests();
  act(() => bus.publish('session.changed', { user }));
  return renderWithQuery(<ActivateErrorPage route={{ name: 'activate-error', params: {} }} />);
}

beforeEach(() => jest.resetAllMocks());

describe('ActivateErrorPage', () => {
  it('offers a visitor the login', () => {
    renderAs(null);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a member whose account is confirmed that it is active, not that activation failed', () => {
    renderAs({ ...UNCONFIRMED, status: 'confirmed' } as User);
    expect(screen.getByRole('heading', { name: 'Your account is already active' })).toBeInTheDocument();
    expect(screen.queryByText('Activation failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover members' })).toHaveAttribute('href', '/members');
  });

  it('sends an unconfirmed member a new link once per click, and says so', async () => {
    mockedResend.mockResolvedValue({ ok: true });
    const { user } = renderAs(UNCONFIRMED);
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent the e-mail again.');
    expect(mockedResend).toHaveBeenCalledTimes(1);
  });

  it('shows why the mail could not be sent, without retrying it', async () => {
    mockedResend.mockRejectedValue(new ApiError(429, 'activation_mail_limit', 'Too many'));
    const { user } = renderAs(UNCONFIRMED);
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockedResend).toHaveBeenCalledTimes(1);
  });
});
