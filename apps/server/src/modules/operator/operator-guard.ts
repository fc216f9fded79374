import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import { answering, type RouteInputs } from '@/lib/route-schema.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so neither the token's length nor its content leaks through timing. */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

/**
 * Wrong tokens an address may send in the window; past them it gets 429 instead of 403. Counted
 * in the rate limiter's store (Redis when configured, so across instances).
 */
const OPERATOR_AUTH_FAILURES = { max: 10, timeWindow: 15 * 60_000 } as const;

/** The route config of every operator route: no request merchant, a generous rate limit. */
export const OPERATOR_ROUTE_CONFIG = {
  merchant: false,
  rateLimit: { max: 120, timeWindow: '1 minute' },
} as const;

/** The options of an operator JSON route: OPERATOR_ROUTE_CONFIG, its inputs and its answer. */
export function operatorRoute<V extends z.ZodType, I extends RouteInputs>(value: V, inputs: I) {
  return { config: OPERATOR_ROUTE_CONFIG, schema: answering(value, inputs) };
}

/**
 * Refuses every request of `scope` without the operator token: 403, and 429 past
 * OPERATOR_AUTH_FAILURES wrong tokens from one address.
 */
export function guardOperatorScope(
  scope: FastifyInstance,
  operatorToken: string | undefined,
): void {
  const failures = scope.createRateLimit({
    ...OPERATOR_AUTH_FAILURES,
    keyGenerator: (request) => `operator-auth:${request.ip}`,
  });
  scope.addHook('onRequest', async (request, reply) => {
    // The right token always passes: a stranger sharing the operator's address (or a proxy's)
    // cannot lock the operator out. The token is long and random, so only wrong ones are limited.
    if (hasToken(request, operatorToken)) return;
    const seen = await failures(request);
    if (!seen.isAllowed && seen.isExceeded) {
      void reply.header('retry-after', seen.ttlInSeconds);
      throw new AppError('too.many.requests');
    }
    throw new AppError('no.permission');
  });
}
