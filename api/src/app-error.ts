import type { ApiErrorId, StaffErrorId } from '@dating/shared/contract';

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
