import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The idempotency key of a new money request: the body's field or the Idempotency-Key header,
 * the same value when both are given. Without one a retried request could be two.
 */
export function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const fromHeader = typeof header === 'string' ? header : undefined;
  if (fromHeader !== undefined && !IdempotencyKey.safeParse(fromHeader).success) {
    throw new AppError('request.invalid', { field: 'idempotencyKey' });
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new AppError('request.invalid', { field: 'idempotencyKey' });
  }
  const key = fromBody ?? fromHeader;
  if (key === undefined)
    throw new AppError('idempotency.key.required', { field: 'idempotencyKey' });
  return key;
}
