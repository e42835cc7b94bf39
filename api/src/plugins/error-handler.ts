import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';

interface ErrorBody {
  error: string;
  message: string;
  details?: unknown;
  [extra: string]: unknown;
}

const STATUS_IDS: Record<number, [string, string]> = {
  400: ['bad_request', 'The request could not be understood.'],
  401: ['unauthorized', 'Not authorised.'],
  403: ['forbidden', 'Not allowed.'],
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'Method not allowed.'],
  406: ['not_acceptable', 'Not acceptable.'],
  413: ['payload_too_large', 'The request body is too large.'],
  415: ['unsupported_media_type', 'Send the body as JSON.'],
  429: ['rate_limited', 'Too many requests, please try again later.'],
};

// PostgreSQL's data exceptions that only input can cause (a value out of a column's range, text it cannot
// store or parse). The input guard and the routes' schemas should refuse these first; this is the last line,
// so that a gap there is a 400 in the log, not a 500 for the member.
const INPUT_DATA_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function databaseInputError(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_ERRORS.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function toBody(error: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { ...error.extra, error: error.errorId, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      code: issue.keyword,
      message: issue.message,
    }));
    return {
      status: 400,
      body: { error: 'validation_failed', message: 'Some fields are not valid.', details },
    };
  }
  const databaseCode = databaseInputError(error);
  if (databaseCode) {
    return {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'Some fields are not valid.',
        details: [{ field: 'request', code: `database_${databaseCode}`, message: 'A value is not valid.' }],
      },
    };
  }
  const fastifyError = error as FastifyError;
  const jsonCodes = ['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY'];
  if (jsonCodes.includes(fastifyError.code) || error instanceof SyntaxError) {
    return { status: 400, body: { error: 'invalid_json', message: 'The body is not valid JSON.' } };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const [id, message] = STATUS_IDS[status] ?? ['bad_request', 'The request could not be processed.'];
    return { status, body: { error: id, message } };
  }
  return {
    status: 500,
    body: { error: 'internal_error', message: 'An error occurred, please try again later.' },
  };
}

/** Every error leaves as `{ error, message, details? }`; a 5xx never shows its internals to the client. */
export function errorResponder(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toBody(error as FastifyError);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (databaseInputError(error))
      request.log.warn({ err: error }, 'input reached the database unchecked');
    else request.log.info({ error: body.error, status }, 'request rejected');
    if (status === 429 && reply.getHeader('retry-after') === undefined && typeof body.minutes === 'number') {
      reply.header('retry-after', String(body.minutes * 60));
    }
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}

export default fp(async (app) => errorResponder(app), { name: 'error-handler' });
