// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@dating/shared';
import type { StaffPermission } from '@dating/shared/contract';
import { getStaffMe, STAFF_ME_KEY } from './session-calls';

/** The staff member signed in; `signedOut` once the server said there is no staff session. */
export function useStaffSession() {
  const me = useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: 60_000,
  });
  const signedOut = me.isError && isSignedOutError(me.error);
  return { me, staff: me.data ?? null, signedOut };
}

/** The answers that mean "no staff session": the gate sends the visitor to the staff login. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.errorId === 'authentication_required');
}

export function can(staff: { permissions: readonly StaffPermission[] } | null, permission: StaffPermission) {
  return staff !== null && staff.permissions.includes(permission);
}
