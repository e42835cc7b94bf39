import type { ApiErrorId, StaffCaseErrorId, StaffErrorCase, StaffErrorId } from '@dating/shared/contract';

/**
 * An error the client is meant to see: a status, a stable snake_case id it translates, an English
 * fallback message, and optional extra fields merged into the body (e.g. `minutes` of account_locked).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorId: ApiErrorId | StaffErrorId,
    message: string,
    readonly details?: unknown,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const authenticationRequired = () =>
  new AppError(403, 'authentication_required', 'You need to be logged in to do this.');

export const notFound = (errorId: ApiErrorId = 'not_found', message = 'Not found.') =>
  new AppError(404, errorId, message);

/**
 * An error that names its case in `details.case` (STAFF_ERROR_CASES), so the back office can say which rule
 * or which thing it was instead of the error id's one sentence; `details` adds facts of the case.
 */
export function caseError<E extends StaffCaseErrorId>(
  statusCode: number,
  errorId: E,
  errorCase: StaffErrorCase<E>,
  message: string,
  details: Record<string, unknown> = {},
): AppError {
  return new AppError(statusCode, errorId, message, { ...details, case: errorCase });
}
