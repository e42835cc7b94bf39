/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { renderWithQuery } from '@dating/shared/testing/query';
import { startSetup } from '../staff-session/session-calls';
import { StaffSetupPage } from './staff-setup-page';

jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  startSetup: jest.fn(),
  confirmSetup: jest.fn(),
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Dating%20back%20office:new%40staff.test?issuer=Dating%20back%20office&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

beforeEach(() => jest.resetAllMocks());
afterAll(() => window.history.replaceState(null, '', '/'));

test('after the password the secret shows as a QR code with a text alternative, and as text', async () => {
  jest.mocked(startSetup).mockResolvedValue({ totpUri: URI, secret: SECRET });
  window.history.replaceState(null, '', '/staff/setup#a-setup-token-0123456789');
  const { user } = renderWithQuery(<StaffSetupPage route={{ name: 'staff-setup', params: {} }} />);
  await user.type(screen.getByLabelText(/^New password/), 'a long enough password');
  await user.type(screen.getByLabelText(/^Repeat the password/), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(jest.mocked(startSetup).mock.calls[0]?.[0]).toEqual({
    token: 'a-setup-token-0123456789',
    password: 'a long enough password',
  });
  const qr = await screen.findByRole('img', { name: /^QR code for your authenticator app/ });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(screen.getByTestId('totp-secret')).toHaveTextContent(SECRET);
  expect(screen.getByText('Can’t scan? Type in this key instead:')).toBeInTheDocument();
});
