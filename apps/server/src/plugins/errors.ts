import {
  CONTROL_CHARS_CODE,
  errorMessage,
  HEADERS,
  isControlCharsIssue,
  parseLanguage,
  type ErrorCode,
  type ErrorEnvelope,
} from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { defaultSecurityHeaders } from './security.js';

/** Fastify's own client errors, by their code, mapped to ours. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'request.malformed', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'request.malformed', field: 'Content-Type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'request.too.large', field: 'body' },
};

function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const { field, params, value } = error.details;
  return {
    success: false,
    code: error.code,
    message: errorMessage(error.code, request.language, { field: field ?? '', ...params }),
    ...(field === undefined ? {} : { field }),
    ...(value === undefined ? {} : { value }),
  };
}

/** A 400 naming the field when one of a zod parse's issues is a refused control character. */
export function controlCharsError(
  issues: readonly { path: readonly PropertyKey[] }[],
): AppError | undefined {
  const issue = issues.find(isControlCharsIssue);
  if (!issue) return undefined;
  return new AppError(CONTROL_CHARS_CODE, 400, { field: issue.path.join('.') || 'body' });
}

/** Turns any thrown error into an AppError the client may see; details of a 5xx stay in the log. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A control character is named before any other problem: it is the one the user can fix.
    const refused = error.validation.find((item) => isControlCharsIssue(item.params));
    // instancePath is "/a/b" for the first failing field, "/" when the whole part is wrong.
    const path = (refused ?? error.validation[0])?.instancePath.slice(1).replaceAll('/', '.');
    return new AppError(refused ? CONTROL_CHARS_CODE : 'request.invalid', 400, {
      field: path || (error.validationContext ?? 'body'),
    });
  }
  const known = FASTIFY_CODES[error.code];
  if (known) return new AppError(known.code, error.statusCode ?? 400, { field: known.field });
  if (error.statusCode === 429) return new AppError('too.many.requests', 429);
  if (error.statusCode === 405) return new AppError('method.not.allowed', 405);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('request.malformed', error.statusCode);
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('system.error', 500);
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
  const appError =
    status === undefined
      ? new AppError('system.error', 500)
      : new AppError('request.invalid', status, { field: 'url' });
  void reply
    .headers(defaultSecurityHeaders())
    .status(appError.statusCode)
    .send(envelope(request, appError));
}

export const errorsPlugin = fp(function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    if (appError.statusCode >= 500 && appError.code !== 'system.error') {
      request.log.warn({ code: appError.code }, 'request refused');
    }
    return reply.status(appError.statusCode).send(envelope(request, appError));
  });
});
