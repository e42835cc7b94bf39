// Turns any thrown error into a translated sentence: API error ids map to `shared.errors.<id>`, anything
// unknown to the generic "try again later". Ids are spelled out so the i18n check sees every one in use.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../api-client/api-error';

const ERROR_MESSAGE_IDS = new Map<string, string>(
  Object.entries({
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
  }),
);

const UNKNOWN_ERROR_ID = 'shared.errors.unknown';

export interface ErrorMessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** The message id (and values) that explains `error` to a user. */
export function errorMessageDescriptor(error: unknown): ErrorMessageDescriptor {
  if (!isApiError(error)) return { id: UNKNOWN_ERROR_ID };
  const id = ERROR_MESSAGE_IDS.get(error.errorId) ?? UNKNOWN_ERROR_ID;
  if (error.errorId === 'account_locked') {
    const body = error.body as { minutes?: unknown } | undefined;
    const details = error.details as { minutes?: unknown } | undefined;
    const minutes = Number(body?.minutes ?? details?.minutes ?? 15);
    return { id, values: { minutes: Number.isFinite(minutes) ? minutes : 15 } };
  }
  return { id };
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
