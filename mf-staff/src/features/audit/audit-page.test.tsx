/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import type { StaffAccount, StaffMember } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { staffApi } from '../../app/staff-api';
import { getAccounts } from '../accounts/account-calls';
import { getStaffMe } from '../staff-session/session-calls';
import { AuditPage } from './audit-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('../accounts/account-calls', () => ({
  ...jest.requireActual('../accounts/account-calls'),
  getAccounts: jest.fn(),
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
    siteList: [{ id: 1, domain: 'herz.test', name: 'Herz', currency: 'EUR' }],
    ...overrides,
  });

const account = (overrides: Partial<StaffAccount>): StaffAccount => ({
  id: 7,
  email: 'mo@staff.test',
  name: 'Mo',
  role: 'moderator',
  sites: [1],
  lastLoginAt: null,
  twoFactor: 'active',
  disabled: false,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

let auditQueries: Array<Record<string, unknown>>;

beforeEach(() => {
  jest.resetAllMocks();
  auditQueries = [];
  jest.mocked(getStaffMe).mockResolvedValue(admin());
  jest
    .mocked(getAccounts)
    .mockResolvedValue({ accounts: [account({ id: 1, name: 'Ada', role: 'admin' }), account({})] });
  jest.spyOn(staffApi, 'request').mockImplementation(async (_method, _path, _body, options) => {
    auditQueries.push({ ...(options?.query as Record<string, unknown>) });
    return { entries: [], nextCursor: null } as never;
  });
});
afterAll(() => window.history.replaceState(null, '', '/'));

function renderPage(search = '') {
  window.history.replaceState(null, '', `/staff/audit${search}`);
  return renderWithQuery(<AuditPage route={{ name: 'staff-audit', params: {} }} />);
}

test('an admin picks whose actions to read from the team by name, and the search asks for that account', async () => {
  const { user } = renderPage();
  const actor = await screen.findByRole('combobox', { name: 'Staff member' });
  expect(screen.getByRole('option', { name: 'Anyone on the team' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Mo · Moderator' })).toBeInTheDocument();

  await user.selectOptions(actor, 'Mo · Moderator');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(window.location.search).toBe('?actor=7');
  await screen.findByText('No entries match this search.');
  expect(auditQueries.at(-1)).toMatchObject({ actor: 7 });
});

test('an address naming an account outside the team list keeps it, by number', async () => {
  renderPage('?actor=42');
  const actor = await screen.findByRole('combobox', { name: 'Staff member' });
  expect(actor).toHaveDisplayValue('Staff member no. 42');
  expect(auditQueries.at(-1)).toMatchObject({ actor: 42 });
});

test('without the team to choose from, the account is given by its number', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(admin({ permissions: ['dashboard.read', 'audit.read'] }));
  renderPage();
  expect(await screen.findByRole('textbox', { name: /^Staff member/ })).toBeInTheDocument();
  expect(getAccounts).not.toHaveBeenCalled();
});
