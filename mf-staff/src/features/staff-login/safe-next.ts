import { staffPath } from '../../app/staff-paths';

/** Where a login goes on: the back-office page the staff member was sent from, never anywhere else. */
export function safeStaffNext(next: string | null): string {
  if (next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('/staff/login')) return next;
  return staffPath('staff');
}
