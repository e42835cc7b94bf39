// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { z } from 'zod';
import { isApiError } from '@dating/shared';
import { fieldErrorId } from './account-error-ids';

/** Field name to account error id, e.g. `{ name: 'username_starts_with_at' }`. */
export type FieldErrors = Record<string, string>;

/** The first problem of each field from a zod validation in the browser. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = fieldErrorId(field, issue.message, issue.code);
  }
  return errors;
}

interface ServerFieldError {
  field: string;
  message: string;
  code?: string;
}

/** The server's validation_failed details (`body.name`) as field errors; empty for any other error. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!isApiError(error) || error.errorId !== 'validation_failed' || !Array.isArray(error.details)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details as ServerFieldError[]) {
    const field = detail.field.split('.')[1] ?? '';
    if (field && !errors[field]) errors[field] = fieldErrorId(field, detail.message, detail.code);
  }
  return errors;
}
