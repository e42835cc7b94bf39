// What a direct debit call's validation error says about the form (its texts are shared's error catalogue).
import { isApiError } from '@dating/shared';

/** Which field a server-side validation error is about (`body.iban` -> iban), when it names one. */
export function serverFieldProblem(error: unknown): { field: string; code: string } | null {
  if (!isApiError(error) || error.errorId !== 'validation_failed' || !Array.isArray(error.details))
    return null;
  const [first] = error.details as { field?: string; code?: string }[];
  if (!first?.field || !first.code) return null;
  return { field: first.field.replace(/^body\./, ''), code: first.code };
}
