import {
  CONTROL_CHARS_CODE,
  errorMessage,
  HEADERS,
  isControlCharsIssue,
  issueErrorCode,
  manilaTimeText,
  parseLanguage,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
} from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { sqlStateOf } from '../lib/db-errors.js';
import { securityHeadersFor } from './security.js';

/** Fastify's own client errors, by their code, mapped to ours. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'request.malformed', field: 'Content-Type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'request.too.large', field: 'body' },
};

/**
 * What the handler answers: an AppError and its HTTP status. The status is the catalogue's, except
 * where Fastify chose one for its own errors (413, 414, 415 …): those keep Fastify's.
 */
type Refusal = { error: AppError; status: number };

const refusal = (error: AppError, status: number = error.statusCode): Refusal => ({
  error,
  status,
});

/** An AppError's message in `language`, and the values it names (moments as Manila time). */
export function refusalText(error: AppError, language: Language) {
  const { field, params, times } = error.details;
  const dates = Object.fromEntries(
    Object.entries(times ?? {}).map(([name, at]) => [name, manilaTimeText(at, language)]),
  );
  const values: Record<string, string> = { ...params, ...dates };
  return { message: errorMessage(error.code, language, { field: field ?? '', ...values }), values };
}

function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const { field, value } = error.details;
  const { message, values } = refusalText(error, request.language);
  return {
    success: false,
    code: error.code,
    message,
    ...(field === undefined ? {} : { field }),
    // The message's values, so a client can put the same refusal into another language.
    ...(Object.keys(values).length === 0 ? {} : { params: values }),
    ...(value === undefined ? {} : { value }),
  };
}

/** A 400 naming the field when one of a zod parse's issues is a refused control character. */
export function controlCharsError(
  issues: readonly { path: readonly PropertyKey[] }[],
): AppError | undefined {
  const issue = issues.find(isControlCharsIssue);
  if (!issue) return undefined;
  return new AppError(CONTROL_CHARS_CODE, { field: issue.path.join('.') || 'body' });
}

/**
 * Database refusals of a value the request carried, which no schema caught: out of its column's
 * range (22003), not of its type (22P02), not UTF-8 (22021). Bad input, not a server fault.
 */
const BAD_VALUE_STATES: Record<string, ErrorCode> = {
  '22003': 'request.value.range',
  '22P02': 'request.value.range',
  '22021': 'request.encoding',
};

/** Turns any thrown error into the answer the client sees; details of a 5xx stay in the log. */
function toRefusal(error: FastifyError, request: FastifyRequest): Refusal {
  if (error instanceof AppError) return refusal(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A refusal with its own code (a control character, a comment too long) is named before any
    // other problem: it is the one the user can fix.
    const refused = error.validation.find((item) => issueErrorCode(item.params));
    // instancePath is "/a/b" for the first failing field, "/" when the whole part is wrong.
    const path = (refused ?? error.validation[0])?.instancePath.slice(1).replaceAll('/', '.');
    return refusal(
      new AppError((refused && issueErrorCode(refused.params)) ?? 'request.invalid', {
        field: path || (error.validationContext ?? 'body'),
      }),
    );
  }
  const known = FASTIFY_CODES[error.code];
  if (known) {
    const appError = new AppError(known.code, { field: known.field });
    return refusal(appError, error.statusCode ?? appError.statusCode);
  }
  const badValue = BAD_VALUE_STATES[sqlStateOf(error) ?? ''];
  if (badValue) {
    request.log.warn({ err: error }, 'a value the database refused: answered 400');
    return refusal(
      new AppError(badValue, badValue === 'request.encoding' ? { field: 'body' } : {}),
    );
  }
  if (error.statusCode === 429) return refusal(new AppError('too.many.requests'));
  if (error.statusCode === 405) return refusal(new AppError('method.not.allowed'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return refusal(new AppError('request.malformed'), error.statusCode);
  }
  request.log.error({ err: error }, 'unhandled error');
  return refusal(new AppError('system.error'));
}

/** Fastify's errors of routing, answered before any hook runs (Fastify's `frameworkErrors`). */
const ROUTING_ERRORS: Record<string, number> = {
  FST_ERR_BAD_URL: 400, // a bad %-escape in the path
  FST_ERR_MAX_PARAM_LENGTH: 414, // a path parameter over maxParamLength
};

/**
 * Fastify's `frameworkErrors`: the envelope in the request's language with the security headers,
 * which the onRequest hooks that usually add them did not get to.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.language = parseLanguage(request.headers[HEADERS.language.toLowerCase()]);
  const status = ROUTING_ERRORS[error.code];
  if (status === undefined) request.log.error({ err: error }, 'framework error');
  const answer =
    status === undefined
      ? refusal(new AppError('system.error'))
      : refusal(new AppError('request.invalid', { field: 'url' }), status);
  void reply
    .headers(securityHeadersFor(request.url))
    .status(answer.status)
    .send(envelope(request, answer.error));
}

export const errorsPlugin = fp(function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const answer = toRefusal(error, request);
    if (answer.status >= 500 && answer.error.code !== 'system.error') {
      request.log.warn({ code: answer.error.code }, 'request refused');
    }
    return reply.status(answer.status).send(envelope(request, answer.error));
  });
});
