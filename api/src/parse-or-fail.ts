import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates a value the route schema could not pin down (e.g. a body whose shape depends on the query) and
 * fails the same way the route validation does.
 */
export function parseOrFail<T extends z.ZodType>(schema: T, value: unknown, context: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(
    400,
    'validation_failed',
    'Some fields are not valid.',
    result.error.issues.map((issue) => ({
      field: [context, ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: issue.message,
    })),
  );
}
