import { errorMessage, type ErrorCode, type ErrorEnvelope } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

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

/** Turns any thrown error into an AppError the client may see; details of a 5xx stay in the log. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // instancePath is "/a/b" for the first failing field, "/" when the whole part is wrong.
    const path = error.validation[0]?.instancePath.slice(1).replaceAll('/', '.');
    return new AppError('request.invalid', 400, {
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

export const errorsPlugin = fp(function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    if (appError.statusCode >= 500 && appError.code !== 'system.error') {
      request.log.warn({ code: appError.code }, 'request refused');
    }
    return reply.status(appError.statusCode).send(envelope(request, appError));
  });
});
