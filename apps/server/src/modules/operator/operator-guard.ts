import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { answering, type RouteInputs } from '@/lib/route-schema.js';
import { mayOperator } from '@app/contracts';
import {
  BOOTSTRAP_ACTOR,
  type OperatorAccounts,
  type OperatorActor,
} from './accounts/accounts.service.js';
import { permissionOf } from './accounts/permissions.js';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is acting at the operator API (set by the operator guard). */
    operatorActor: OperatorActor | undefined;
    /** Writes a decision of this actor to the audit log, in the decision's transaction. */
    operatorAudit: DecisionAudit | undefined;
  }
  interface FastifyContextConfig {
    /** Operator routes: `public` needs no sign-in (the sign-in itself); `audited` logs itself. */
    operator?: { public?: boolean; audited?: boolean };
  }
}

const bearerOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
};

/**
 * Refuses every request of `scope` but from an operator signed in (a session of
 * modules/operator/accounts, or one of their API keys) or with the bootstrap token while no owner
 * account exists (then 403 operator.bootstrap.closed), and every change the actor's role may
 * not make (accounts/permissions.ts): 403, and 429 past OPERATOR_AUTH_FAILURES wrong tokens from
 * one address. A change that succeeds is written to the audit log with its author.
 */
export function guardOperatorScope(
  scope: FastifyInstance,
  operatorToken: string | undefined,
  accounts: OperatorAccounts,
): void {
  const failures = scope.createRateLimit({
    ...OPERATOR_AUTH_FAILURES,
    keyGenerator: (request) => `operator-auth:${request.ip}`,
  });
  scope.decorateRequest('operatorActor', undefined);
  scope.decorateRequest('operatorAudit', undefined);
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.operator?.public) return;
    // The right token always passes: a stranger sharing the operator's address (or a proxy's)
    // cannot lock the operator out. Tokens are long and random, so only wrong ones are limited.
    const bootstrap = hasToken(request, operatorToken);
    // The shared token only opens the door: once an owner account exists, staff sign in.
    if (bootstrap && !(await accounts.bootstrapOpen())) {
      throw new AppError('operator.bootstrap.closed');
    }
    const actor = bootstrap
      ? { operatorId: null, actor: BOOTSTRAP_ACTOR, role: 'owner' as const }
      : bearerOf(request)
        ? await accounts.actorOf(bearerOf(request))
        : undefined;
    if (!actor) {
      const seen = await failures(request);
      if (!seen.isAllowed && seen.isExceeded) {
        void reply.header('retry-after', seen.ttlInSeconds);
        throw new AppError('too.many.requests');
      }
      throw new AppError('no.permission');
    }
    const needs = permissionOf(request.method, request.routeOptions.url ?? '');
    const allowed =
      needs === 'read' ||
      needs === 'self' ||
      actor.role === 'owner' ||
      (needs !== 'owner' && mayOperator(actor.role, needs));
    if (!allowed) throw new AppError('no.permission');
    request.operatorActor = actor;
    request.operatorAudit = accounts.auditIn(actor, request.ip);
  });
  // Changes their services do not log themselves: the author, the route and what it named.
  scope.addHook('onResponse', async (request, reply) => {
    const actor = request.operatorActor;
    const { config, url } = request.routeOptions;
    if (!actor || config.operator?.audited || reply.statusCode >= 400) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    await accounts
      .record(actor, {
        action: `${request.method} ${url ?? ''}`,
        target: JSON.stringify(request.params ?? {}),
        after: { status: reply.statusCode },
        ip: request.ip,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'operator audit not written'));
  });
}
