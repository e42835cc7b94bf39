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
