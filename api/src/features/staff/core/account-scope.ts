// @feature-public: other features import this module (docs/conventions.md, Layout).
// Which staff accounts a staff member may manage: the accounts routes and the inbox's operator languages
// apply the same rule, so a site-limited admin cannot reach an account beyond their sites by another route.
import type { StaffIdentity } from './staff-session';

/**
 * May this staff member manage an account limited to `accountSites`? Unrestricted staff: any account; a
 * site-limited one only accounts limited to sites of their own (an account of every site is never within).
 */
export function withinSites(staff: Pick<StaffIdentity, 'sites'>, accountSites: number[] | null): boolean {
  if (staff.sites === null) return true;
  return accountSites !== null && accountSites.every((site) => staff.sites?.includes(site));
}
