import { staffPath } from './staff-paths';

describe('staffPath', () => {
  it('fills the declared paths', () => {
    expect(staffPath('staff')).toBe('/staff');
    expect(staffPath('staff-members-id', { id: 42 })).toBe('/staff/members/42');
    expect(staffPath('staff-queues-queue', { queue: 'profileReports' })).toBe('/staff/queues/profileReports');
  });

  it('refuses a missing param', () => {
    expect(() => staffPath('staff-members-id')).toThrow('needs the param id');
  });
});
