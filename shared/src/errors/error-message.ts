// Turns any thrown error into a translated sentence: API error ids map to `shared.errors.<id>`, anything
// unknown to the generic "try again later". Ids are spelled out so the i18n check sees every one in use.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type ClientErrorId, isApiError } from '../api-client/api-error';
import type { ApiErrorId } from '../contract/api-types';

/** Ids that are not the server's: the client's own (no answer, a broken one) and those a bare status stands for. */
type ClientSideErrorId = Exclude<ClientErrorId, 'aborted'> | 'request_failed' | 'forbidden';

/** Every error id's message. Typed over the contract's catalogue, so a new API error id fails to compile here. */
const ERROR_MESSAGE_IDS: Record<ApiErrorId | ClientSideErrorId, string> = {
  network_error: 'shared.errors.network_error',
  server_error: 'shared.errors.server_error',
  internal_error: 'shared.errors.internal_error',
  invalid_response: 'shared.errors.invalid_response',
  request_failed: 'shared.errors.request_failed',
  validation_failed: 'shared.errors.validation_failed',
  rate_limited: 'shared.errors.rate_limited',
  authentication_required: 'shared.errors.authentication_required',
  csrf_failed: 'shared.errors.csrf_failed',
  not_found: 'shared.errors.not_found',
  forbidden: 'shared.errors.forbidden',
  login_failed: 'shared.errors.login_failed',
  account_locked: 'shared.errors.account_locked',
  idempotency_key_reused: 'shared.errors.idempotency_key_reused',
  idempotency_in_progress: 'shared.errors.idempotency_in_progress',
  conversation_not_found: 'shared.errors.conversation_not_found',
  no_profile_available: 'shared.errors.no_profile_available',
  discount_code_not_found: 'shared.errors.discount_code_not_found',
  discount_code_used: 'shared.errors.discount_code_used',
  insufficient_credits: 'shared.errors.insufficient_credits',
  payload_too_large: 'shared.errors.payload_too_large',
  unsupported_media_type: 'shared.errors.unsupported_media_type',
  invalid_json: 'shared.errors.invalid_json',
  location_not_found: 'shared.errors.location_not_found',
  blocked_by_member: 'shared.errors.blocked_by_member',
  member_blocked: 'shared.errors.member_blocked',
  member_not_found: 'shared.errors.member_not_found',
  swipe_limit_reached: 'shared.errors.swipe_limit_reached',
  nothing_to_undo: 'shared.errors.nothing_to_undo',
  photo_limit_reached: 'shared.errors.photo_limit_reached',
  photo_too_large: 'shared.errors.photo_too_large',
  not_an_image: 'shared.errors.not_an_image',
  photo_too_small: 'shared.errors.photo_too_small',
  moderator_required: 'shared.errors.moderator_required',
  gift_not_found: 'shared.errors.gift_not_found',
  cannot_gift_self: 'shared.errors.cannot_gift_self',
  client_message_id_reused: 'shared.errors.client_message_id_reused',
  bundle_not_found: 'shared.errors.bundle_not_found',
  payment_method_unavailable: 'shared.errors.payment_method_unavailable',
  payment_issuer_invalid: 'shared.errors.payment_issuer_invalid',
  payment_method_direct_debit: 'shared.errors.payment_method_direct_debit',
  payment_not_found: 'shared.errors.payment_not_found',
  payment_provider_unavailable: 'shared.errors.payment_provider_unavailable',
  payment_provider_error: 'shared.errors.payment_provider_error',
  discount_code_expired: 'shared.errors.discount_code_expired',
  discount_code_country: 'shared.errors.discount_code_country',
  discount_code_minimum_order: 'shared.errors.discount_code_minimum_order',
  discount_code_method: 'shared.errors.discount_code_method',
  credits_frozen: 'shared.errors.credits_frozen',
  payment_not_refundable: 'shared.errors.payment_not_refundable',
  email_not_confirmed: 'shared.errors.email_not_confirmed',
  conversation_limit_reached: 'shared.errors.conversation_limit_reached',
  message_too_long: 'shared.errors.message_too_long',
  message_empty: 'shared.errors.message_empty',
  cannot_message_self: 'shared.errors.cannot_message_self',
  message_looks_like_spam: 'shared.errors.message_looks_like_spam',
  premium_required: 'shared.errors.premium_required',
  message_not_found: 'shared.errors.message_not_found',
  photo_missing: 'shared.errors.photo_missing',
  block_not_found: 'shared.errors.block_not_found',
  cannot_block_self: 'shared.errors.cannot_block_self',
  cannot_like_self: 'shared.errors.cannot_like_self',
  cannot_report_self: 'shared.errors.cannot_report_self',
  cannot_unlock_own_photos: 'shared.errors.cannot_unlock_own_photos',
  invalid_photo_order: 'shared.errors.invalid_photo_order',
  invite_code_exists: 'shared.errors.invite_code_exists',
  photo_not_found: 'shared.errors.photo_not_found',
  photo_unlock_unavailable: 'shared.errors.photo_unlock_unavailable',
  email_exists: 'shared.errors.email_exists',
  account_pending_deletion: 'shared.errors.account_pending_deletion',
  signup_requires_traffic_source: 'shared.errors.signup_requires_traffic_source',
  signup_invite_only: 'shared.errors.signup_invite_only',
  invite_code_invalid: 'shared.errors.invite_code_invalid',
  activation_mail_limit: 'shared.errors.activation_mail_limit',
  already_activated: 'shared.errors.already_activated',
  email_not_found: 'shared.errors.email_not_found',
  password_reset_limit: 'shared.errors.password_reset_limit',
  link_invalid: 'shared.errors.link_invalid',
  old_password_wrong: 'shared.errors.old_password_wrong',
  password_wrong: 'shared.errors.password_wrong',
  email_in_use: 'shared.errors.email_in_use',
  email_unchanged: 'shared.errors.email_unchanged',
  no_retention_offer: 'shared.errors.no_retention_offer',
  password_too_common: 'shared.errors.password_too_common',
  direct_debit_blocked: 'shared.errors.direct_debit_blocked',
  direct_debit_limit_reached: 'shared.errors.direct_debit_limit_reached',
  sms_code_invalid: 'shared.errors.sms_code_invalid',
  sms_code_expired: 'shared.errors.sms_code_expired',
  sms_code_attempts_exceeded: 'shared.errors.sms_code_attempts_exceeded',
  sms_resend_too_soon: 'shared.errors.sms_resend_too_soon',
  sms_resend_limit: 'shared.errors.sms_resend_limit',
  sms_failed: 'shared.errors.sms_failed',
  mandate_not_found: 'shared.errors.mandate_not_found',
  no_stored_mandate: 'shared.errors.no_stored_mandate',
  no_previous_order: 'shared.errors.no_previous_order',
  transaction_not_found: 'shared.errors.transaction_not_found',
  invoice_not_available: 'shared.errors.invoice_not_available',
};

const UNKNOWN_ERROR_ID = 'shared.errors.unknown';

export interface ErrorMessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** The message id of an error id, or undefined for an id the catalogue does not know. */
export function errorMessageId(errorId: string): string | undefined {
  return Object.hasOwn(ERROR_MESSAGE_IDS, errorId)
    ? ERROR_MESSAGE_IDS[errorId as keyof typeof ERROR_MESSAGE_IDS]
    : undefined;
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
