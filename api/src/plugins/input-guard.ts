import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;
// Every id column is a PostgreSQL integer; a name like this always holds one (or a list of them).
const ID_NAME = /^(?:id|ids)$|_ids?$/;
const INTEGER_TEXT = /^[+-]?\d+$/;
// Deeper than any body the API takes; a deeper one is an attack on the parser, not a request.
const MAX_DEPTH = 32;
// NUL cannot be stored in PostgreSQL text; a lone UTF-16 surrogate cannot be encoded as UTF-8 at all.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  field: string;
  code: 'invalid_characters' | 'out_of_range' | 'too_deep';
  message: string;
}

function outOfInt32(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && (value > INT32_MAX || value < INT32_MIN);
  if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) {
    const number = Number(value.trim());
    return number > INT32_MAX || number < INT32_MIN;
  }
  return false;
}

// Uploads arrive as buffers or streams; parsed JSON, forms and query strings (whose objects may have an
// empty prototype of their own) are walked.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The first value no route could store: text with NUL or a lone surrogate, a number that is not finite,
 * an id beyond PostgreSQL's integer, or nesting deeper than any real request. Keys are checked like values.
 */
export function findInputProblem(
  value: unknown,
  field: string,
  idField = false,
  depth = 0,
): InputProblem | null {
  if (depth > MAX_DEPTH) return { field, code: 'too_deep', message: 'The value is nested too deeply.' };
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) return { field, code: 'invalid_characters', message: 'Invalid characters.' };
    if (idField && outOfInt32(value))
      return { field, code: 'out_of_range', message: 'The number is too large.' };
    return null;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (idField && outOfInt32(value)))
      return { field, code: 'out_of_range', message: 'The number is too large.' };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = findInputProblem(item, `${field}.${index}`, idField, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { field, code: 'invalid_characters', message: 'Invalid characters.' };
      const problem = findInputProblem(item, `${field}.${key}`, ID_NAME.test(key), depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * One validation layer in front of every route's own schema: whatever a route forgets, input that the
 * database would reject with an error (and so a 500) is refused here with 400 validation_failed.
 */
export default fp(
  async (app) => {
    // A callback hook: on every request, with no promise and microtask.
    app.addHook('preValidation', (request, _reply, done) => {
      const problem =
        findInputProblem(request.params, 'params') ??
        findInputProblem(request.query, 'querystring') ??
        findInputProblem(request.body, 'body') ??
        findInputProblem(request.headers['idempotency-key'], 'headers.idempotency-key');
      done(
        problem ? new AppError(400, 'validation_failed', 'Some fields are not valid.', [problem]) : undefined,
      );
    });
  },
  { name: 'input-guard' },
);
