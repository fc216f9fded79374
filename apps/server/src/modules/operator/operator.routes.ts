import { createHash, timingSafeEqual } from 'node:crypto';
import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorMerchantState,
  OperatorModuleParams,
  ok,
  successEnvelope,
  SwitchBody,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/app-error.js';
import type { OperatorService } from './operator.service.js';

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

const reply200 = { response: { 200: successEnvelope(OperatorMerchantState) } };

/** Operator API: guarded by the operator token, rate limited, never tied to a request merchant. */
export const operatorRoutes: FastifyPluginAsyncZod<{
  operator: OperatorService;
  operatorToken: string | undefined;
}> = async (app, { operator, operatorToken }) => {
  const failures = app.createRateLimit({
    ...OPERATOR_AUTH_FAILURES,
    keyGenerator: (request) => `operator-auth:${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
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
  const config = { merchant: false, rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

  app.get(
    `${OPERATOR_PREFIX}/merchants/:merchantCode`,
    { config, schema: { params: OperatorMerchantParams, ...reply200 } },
    async (request) => ok(await operator.state(request.params.merchantCode)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/maintenance`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setMaintenance(request.params.merchantCode, request.body.enabled)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/region-restriction`,
    { config, schema: { params: OperatorMerchantParams, body: SwitchBody, ...reply200 } },
    async (request) =>
      ok(await operator.setRegionRestriction(request.params.merchantCode, request.body.enabled)),
  );

  app.put(
    `${OPERATOR_PREFIX}/merchants/:merchantCode/whitelabel/:modId`,
    { config, schema: { params: OperatorModuleParams, body: SwitchBody, ...reply200 } },
    async (request) => {
      const { merchantCode, modId } = request.params;
      return ok(await operator.setModule(merchantCode, modId, request.body.enabled));
    },
  );
};
