// Turns any thrown error into a translated sentence: API error ids map to `shared.errors.<id>`, anything
// unknown to the generic "try again later".
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type ClientErrorId, isApiError } from '../api-client/api-error';
import type { ApiErrorId } from '../contract/api-types';

/** Ids that are not the server's: the client's own (no answer, a broken one) and those a bare status stands for. */
type ClientSideErrorId = Exclude<ClientErrorId, 'aborted'> | 'request_failed' | 'forbidden';

/** Where the message of an error id is: `shared.errors.<id>`. */
const ERROR_MESSAGE_PREFIX = 'shared.errors.';

/**
 * Every error id's message, by its whole id so the i18n gate sees each one in use. Typed over the contract's
 * catalogue, so a new API error id fails to compile here until its message is listed. (A set of message ids,
 * not a map from error id to message id: half the bytes in the page every visitor downloads.)
 */
const ERROR_MESSAGES: Record<`shared.errors.${ApiErrorId | ClientSideErrorId}`, true> = {
  'shared.errors.network_error': true,
  'shared.errors.server_error': true,
  'shared.errors.internal_error': true,
  'shared.errors.invalid_response': true,
  'shared.errors.request_failed': true,
  'shared.errors.validation_failed': true,
  'shared.errors.rate_limited': true,
  'shared.errors.authentication_required': true,
  'shared.errors.csrf_failed': true,
  'shared.errors.not_found': true,
  'shared.errors.forbidden': true,
  'shared.errors.login_failed': true,
  'shared.errors.account_locked': true,
  'shared.errors.idempotency_key_reused': true,
  'shared.errors.idempotency_in_progress': true,
  'shared.errors.conversation_not_found': true,
  'shared.errors.no_profile_available': true,
  'shared.errors.discount_code_not_found': true,
  'shared.errors.discount_code_used': true,
  'shared.errors.insufficient_credits': true,
  'shared.errors.payload_too_large': true,
  'shared.errors.unsupported_media_type': true,
  'shared.errors.invalid_json': true,
  'shared.errors.location_not_found': true,
  'shared.errors.blocked_by_member': true,
  'shared.errors.member_blocked': true,
  'shared.errors.member_not_found': true,
  'shared.errors.member_deleted': true,
  'shared.errors.swipe_limit_reached': true,
  'shared.errors.nothing_to_undo': true,
  'shared.errors.photo_limit_reached': true,
  'shared.errors.photo_too_large': true,
  'shared.errors.not_an_image': true,
  'shared.errors.photo_too_small': true,
  'shared.errors.moderator_required': true,
  'shared.errors.gift_not_found': true,
  'shared.errors.cannot_gift_self': true,
  'shared.errors.client_message_id_reused': true,
  'shared.errors.bundle_not_found': true,
  'shared.errors.payment_method_unavailable': true,
  'shared.errors.payment_issuer_invalid': true,
  'shared.errors.payment_method_direct_debit': true,
  'shared.errors.payment_not_found': true,
  'shared.errors.payment_provider_unavailable': true,
  'shared.errors.payment_provider_error': true,
  'shared.errors.discount_code_expired': true,
  'shared.errors.discount_code_country': true,
  'shared.errors.discount_code_minimum_order': true,
  'shared.errors.discount_code_method': true,
  'shared.errors.credits_frozen': true,
  'shared.errors.payment_not_refundable': true,
  'shared.errors.email_not_confirmed': true,
  'shared.errors.conversation_limit_reached': true,
  'shared.errors.message_too_long': true,
  'shared.errors.message_empty': true,
  'shared.errors.cannot_message_self': true,
  'shared.errors.message_looks_like_spam': true,
  'shared.errors.premium_required': true,
  'shared.errors.message_not_found': true,
  'shared.errors.photo_missing': true,
  'shared.errors.block_not_found': true,
  'shared.errors.cannot_block_self': true,
  'shared.errors.cannot_like_self': true,
  'shared.errors.cannot_report_self': true,
  'shared.errors.cannot_unlock_own_photos': true,
  'shared.errors.invalid_photo_order': true,
  'shared.errors.invite_code_exists': true,
  'shared.errors.photo_not_found': true,
  'shared.errors.photo_unlock_unavailable': true,
  'shared.errors.photo_locked': true,
  'shared.errors.email_exists': true,
  'shared.errors.account_pending_deletion': true,
  'shared.errors.signup_requires_traffic_source': true,
  'shared.errors.signup_invite_only': true,
  'shared.errors.signup_closed': true,
  'shared.errors.invite_code_invalid': true,
  'shared.errors.activation_mail_limit': true,
  'shared.errors.already_activated': true,
  'shared.errors.email_not_found': true,
  'shared.errors.password_reset_limit': true,
  'shared.errors.link_invalid': true,
  'shared.errors.old_password_wrong': true,
  'shared.errors.password_wrong': true,
  'shared.errors.email_in_use': true,
  'shared.errors.email_unchanged': true,
  'shared.errors.no_retention_offer': true,
  'shared.errors.account_banned': true,
  'shared.errors.decision_not_found': true,
  'shared.errors.decision_not_appealable': true,
  'shared.errors.password_too_common': true,
  'shared.errors.direct_debit_blocked': true,
  'shared.errors.direct_debit_limit_reached': true,
  'shared.errors.sms_code_invalid': true,
  'shared.errors.sms_code_expired': true,
  'shared.errors.sms_code_attempts_exceeded': true,
  'shared.errors.sms_resend_too_soon': true,
  'shared.errors.sms_resend_limit': true,
  'shared.errors.sms_failed': true,
  'shared.errors.mandate_not_found': true,
  'shared.errors.no_stored_mandate': true,
  'shared.errors.no_previous_order': true,
  'shared.errors.transaction_not_found': true,
  'shared.errors.invoice_not_available': true,
};

const UNKNOWN_ERROR_ID = 'shared.errors.unknown';

export interface ErrorMessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** The message id of an error id, or undefined for an id the catalogue does not know. */
export function errorMessageId(errorId: string): string | undefined {
  const id = ERROR_MESSAGE_PREFIX + errorId;
  return Object.hasOwn(ERROR_MESSAGES, id) ? id : undefined;
}

/** A number the error's body (or details) carries, or `fallback` when it has none. */
function numberFrom(error: { body?: unknown; details?: unknown }, field: string, fallback: number): number {
  const value = Number(
    (error.body as Record<string, unknown> | undefined)?.[field] ??
      (error.details as Record<string, unknown> | undefined)?.[field] ??
      fallback,
  );
  return Number.isFinite(value) ? value : fallback;
}

/** The message id (and values) that explains `error` to a user. */
export function errorMessageDescriptor(error: unknown): ErrorMessageDescriptor {
  if (!isApiError(error)) return { id: UNKNOWN_ERROR_ID };
  const id = errorMessageId(error.errorId) ?? UNKNOWN_ERROR_ID;
  switch (error.errorId) {
    case 'account_locked':
      return { id, values: { minutes: numberFrom(error, 'minutes', 15) } };
    case 'sms_code_invalid':
      return { id, values: { attempts: numberFrom(error, 'attempts_left', 0) } };
    case 'sms_resend_too_soon':
      return { id, values: { seconds: numberFrom(error, 'seconds', 60) } };
    default:
      return { id };
  }
}

/** `(error) => string` in the current locale. */
export function useErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const { id, values } = errorMessageDescriptor(error);
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
