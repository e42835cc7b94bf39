// The roles for a picker, in the contract's order, named as the navigation names them. A typed copy of the
// contract's list (browser code takes only types from it): it fails to compile when the two differ.
import type { useIntl } from 'react-intl';
import type { StaffRole } from '@dating/shared/contract';
import { roleName } from '../staff-frame/staff-nav';

const ROLES = [
  'admin',
  'moderator',
  'support',
  'operator',
  'marketing',
] as const satisfies readonly StaffRole[];
const everyRoleListed: StaffRole extends (typeof ROLES)[number] ? true : never = true;
void everyRoleListed;

export const roleOptions = (intl: ReturnType<typeof useIntl>) =>
  ROLES.map((role) => ({ value: role, label: roleName(intl, role) }));
