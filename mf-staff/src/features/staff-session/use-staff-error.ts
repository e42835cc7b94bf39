// @feature-public: other features import this module (docs/conventions.md, Layout).
// The staff API answers its own errors with `message` already in the staff member's language (the API's
// staff-error-language.ts); the member-facing ids it shares with the rest of the site are translated here as
// everywhere. The list is a typed copy of the contract's (its values carry zod): the check below fails to
// compile when they differ.
import { useCallback } from 'react';
import { isApiError, useErrorMessage } from '@dating/shared';
import type { StaffErrorId } from '@dating/shared/contract';

const STAFF_ERRORS = [
  'staff_authentication_required',
  'staff_login_failed',
  'staff_permission_denied',
  'staff_site_forbidden',
  'staff_setup_invalid',
  'staff_code_invalid',
  'staff_email_taken',
  'staff_site_unknown',
  'staff_self_change',
  'staff_last_admin',
  'staff_password_wrong',
  'queue_item_not_found',
  'queue_item_claimed',
  'queue_item_not_claimed',
  'decision_not_allowed',
  'member_not_banned',
  'member_already_banned',
  'credits_would_go_negative',
  'idempotency_key_required',
  'inbox_conversation_forbidden',
  'inbox_answer_too_short',
  'inbox_answer_has_contact',
  'inbox_photo_not_found',
  'registry_split_invalid',
  'registry_entry_unavailable',
  'registry_guard_invalid',
  'registry_nothing_to_roll_back',
  'site_domain_taken',
  'discount_code_exists',
] as const satisfies readonly StaffErrorId[];
const everyErrorListed: StaffErrorId extends (typeof STAFF_ERRORS)[number] ? true : never = true;
void everyErrorListed;

export function useStaffErrorMessage(): (error: unknown) => string {
  const shared = useErrorMessage();
  return useCallback(
    (error: unknown) =>
      isApiError(error) && (STAFF_ERRORS as readonly string[]).includes(error.errorId) && error.message
        ? error.message
        : shared(error),
    [shared],
  );
}
