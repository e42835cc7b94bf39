// Shared fixture of this remote's component tests: the signed-in staff member as GET /api/staff/me answers
// it. A test names what its page depends on (role, permissions, sites); the rest is a plain account that
// sees every site and may open the dashboard only.
import type { StaffMember } from '@dating/shared';

export function testStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const role = overrides.role ?? 'admin';
  return {
    id: 7,
    email: `${role}@example.test`,
    name: 'Sam',
    role,
    permissions: ['dashboard.read'],
    sites: null,
    siteList: [],
    locale: 'en',
    ...overrides,
  };
}
