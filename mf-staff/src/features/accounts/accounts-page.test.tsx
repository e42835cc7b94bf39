/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import { ApiError, type StaffAccount, type StaffMember } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import { createAccount, disableAccount, getAccounts, resetTwoFactor } from './account-calls';
import { AccountsPage } from './accounts-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./account-calls', () => ({
  ...jest.requireActual('./account-calls'),
  getAccounts: jest.fn(),
  createAccount: jest.fn(),
  updateAccount: jest.fn(),
  disableAccount: jest.fn(),
  enableAccount: jest.fn(),
  resetTwoFactor: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const admin = (overrides: Partial<StaffMember> = {}): StaffMember =>
  testStaffMember({
    id: 1,
    email: 'ada@staff.test',
    name: 'Ada',
    role: 'admin',
    permissions: ['dashboard.read', 'staff.manage', 'audit.read'],
    siteList: [
      { id: 1, domain: 'herz.test', name: 'Herz', currency: 'EUR' },
      { id: 2, domain: 'flirt.test', name: 'Flirt', currency: 'EUR' },
    ],
    ...overrides,
  });

const account = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 7,
  email: 'mo@staff.test',
  name: 'Mo',
  role: 'moderator',
  sites: [1],
  lastLoginAt: null,
  twoFactor: 'pending',
  disabled: false,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

const self = account({
  id: 1,
  email: 'ada@staff.test',
  name: 'Ada',
  role: 'admin',
  sites: null,
  twoFactor: 'active',
  lastLoginAt: '2026-11-27T08:00:00.000Z',
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffMe).mockResolvedValue(admin());
  jest.mocked(getAccounts).mockResolvedValue({ accounts: [self, account()] });
});
afterAll(() => window.history.replaceState(null, '', '/'));

function renderPage() {
  window.history.replaceState(null, '', '/staff/accounts');
  return renderWithQuery(<AccountsPage route={{ name: 'staff-accounts', params: {} }} />);
}

test('the list shows role, sites, two-factor state, and no actions on the admin’s own account', async () => {
  renderPage();
  const mo = await screen.findByRole('article', { name: 'Mo' });
  expect(mo).toHaveTextContent('Moderator');
  expect(mo).toHaveTextContent('Herz');
  expect(mo).toHaveTextContent('Pending: the setup link has not been used yet');
  expect(mo).toHaveTextContent('Never');
  expect(within(mo).getByRole('button', { name: 'Disable account' })).toBeInTheDocument();

  const own = screen.getByRole('article', { name: /Ada/ });
  expect(own).toHaveTextContent('Every site');
  expect(own).toHaveTextContent('Set up');
  expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
});

test('a new staff member: the setup link is shown once with a copy button and the note', async () => {
  jest.mocked(createAccount).mockResolvedValue({
    account: account({ id: 9, email: 'new@staff.test', name: 'Nia', sites: null }),
    setupPath: '/staff/setup#secret-token-0123456789',
    setupExpiresAt: '2026-11-30T09:00:00.000Z',
  });
  const { user } = renderPage();
  const form = await screen.findByRole('form', { name: 'New staff member' });
  await user.type(within(form).getByLabelText(/^Name/), 'Nia');
  await user.type(within(form).getByLabelText(/^E-mail address/), 'new@staff.test');
  await user.selectOptions(within(form).getByLabelText(/^Role/), 'support');
  await user.click(within(form).getByRole('button', { name: 'Create account' }));

  expect(createAccount).toHaveBeenCalledWith({
    name: 'Nia',
    email: 'new@staff.test',
    role: 'support',
    sites: null,
  });
  const notice = await screen.findByRole('region', { name: 'Setup link for new@staff.test' });
  expect(within(notice).getByRole('heading')).toHaveFocus();
  expect(notice).toHaveTextContent('This link is shown only now and cannot be shown again.');
  const url = `${window.location.origin}/staff/setup#secret-token-0123456789`;
  expect(within(notice).getByLabelText(/^One-time setup link/)).toHaveValue(url);
  await user.click(within(notice).getByRole('button', { name: 'Copy link' }));
  expect(await within(notice).findByText('Link copied.')).toBeInTheDocument();
  // user-event stands in for the clipboard.
  expect(await navigator.clipboard.readText()).toBe(url);
  await user.click(within(notice).getByRole('button', { name: 'Done, hide the link' }));
  expect(screen.queryByRole('region', { name: /Setup link/ })).not.toBeInTheDocument();
});

test('the form says what is missing and sends nothing', async () => {
  const { user } = renderPage();
  const form = await screen.findByRole('form', { name: 'New staff member' });
  await user.click(within(form).getByLabelText('Every site'));
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
  expect(within(form).getByText('Enter a name.')).toBeInTheDocument();
  expect(within(form).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
  expect(within(form).getByText('Choose at least one site.')).toBeInTheDocument();
  expect(createAccount).not.toHaveBeenCalled();
});

test('disabling asks for a reason and a confirmation; a refusal is shown in the dialog', async () => {
  jest
    .mocked(disableAccount)
    .mockRejectedValueOnce(new ApiError(409, 'staff_last_admin', 'This would leave no active administrator.'))
    .mockResolvedValueOnce({ account: account({ disabled: true }) });
  const { user } = renderPage();
  const mo = await screen.findByRole('article', { name: 'Mo' });
  await user.click(within(mo).getByRole('button', { name: 'Disable account' }));
  const dialog = screen.getByRole('dialog', { name: 'Disable account' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'left the company');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(dialog).toHaveTextContent('Mo is logged out at once and can no longer log in.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This would leave no active administrator.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(disableAccount).toHaveBeenLastCalledWith(7, { reason: 'left the company' });
  expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
    'The account of Mo was disabled.',
  );
});

test('reset two-factor shows the new setup link', async () => {
  jest.mocked(resetTwoFactor).mockResolvedValue({
    account: account(),
    setupPath: '/staff/setup#another-token-0123456789',
    setupExpiresAt: '2026-11-30T09:00:00.000Z',
  });
  const { user } = renderPage();
  const mo = await screen.findByRole('article', { name: 'Mo' });
  await user.click(within(mo).getByRole('button', { name: 'Reset two-factor login' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset two-factor login' });
  await user.type(within(dialog).getByLabelText(/^Reason/), 'lost phone');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const notice = await screen.findByRole('region', { name: 'Setup link for mo@staff.test' });
  expect(within(notice).getByLabelText(/^One-time setup link/)).toHaveValue(
    `${window.location.origin}/staff/setup#another-token-0123456789`,
  );
});

test('a role without staff.manage is told so', async () => {
  jest
    .mocked(getStaffMe)
    .mockResolvedValue(admin({ role: 'moderator', permissions: ['dashboard.read', 'queues.moderate'] }));
  renderPage();
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Team');
  expect(getAccounts).not.toHaveBeenCalled();
});
