/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import type { StaffMemberRow } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { getStaffMe } from '../staff-session/session-calls';
import { searchMembers } from './member-calls';
import { MemberSearchPage } from './member-search-page';
import { testStaffMember } from '../test-staff-member';

jest.mock('./member-calls', () => ({
  ...jest.requireActual('./member-calls'),
  searchMembers: jest.fn(),
}));
jest.mock('../staff-session/session-calls', () => ({
  ...jest.requireActual('../staff-session/session-calls'),
  getStaffMe: jest.fn(),
}));

const support = testStaffMember({ role: 'support', permissions: ['members.read'] });
const row = (id: number, siteName: string): StaffMemberRow => ({
  id,
  siteId: id,
  siteName,
  email: `anna${id}@example.com`,
  name: 'Anna',
  signupDate: '2026-03-02T10:00:00.000Z',
  lastSeenAt: null,
  deleted: false,
  ban: null,
});

test('members of two sites with the same name are told apart by their site', async () => {
  jest.mocked(getStaffMe).mockResolvedValue(support);
  jest.mocked(searchMembers).mockResolvedValue({
    members: [row(1, 'Flirt Local'), row(2, 'Herzenssache')],
  });
  window.history.pushState({}, '', '/staff/members?q=anna');
  renderWithQuery(<MemberSearchPage route={{ name: 'staff-members', params: {} }} />);

  const results = await screen.findByRole('list', { name: 'Members found' });
  const [first, second] = within(results).getAllByRole('link');
  expect(first).toHaveTextContent('Flirt Local · member since');
  expect(second).toHaveTextContent('Herzenssache · member since');
  expect(jest.mocked(searchMembers)).toHaveBeenCalledWith('anna', expect.anything());
  expect(screen.getByText('Your searches are recorded in the audit log.')).toBeInTheDocument();
});
