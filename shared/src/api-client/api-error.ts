// The one error type every API call rejects with, so callers branch on `errorId` and never parse bodies.

/** Ids the client itself produces, besides the ids the server answers with. */
export type ClientErrorId = 'network_error' | 'server_error' | 'invalid_response' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no response arrived (network failure, abort). */
    readonly status: number,
    /** Stable snake_case id (`validation_failed`, `network_error`, ...); the UI translates `shared.errors.<id>`. */
    readonly errorId: string,
    /** English fallback text from the server, for logs; never show it instead of the translation. */
    message: string,
    /** Whatever extra the server sent (field errors of validation_failed, minutes of account_locked). */
    readonly details?: unknown,
    /** The whole parsed error body, for ids that carry extra top-level fields. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The id for an error body without an `error` field: what its status means. */
export function errorIdForStatus(status: number): string {
  if (status === 400 || status === 422) return 'validation_failed';
  if (status === 401) return 'authentication_required';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'request_failed';
}
