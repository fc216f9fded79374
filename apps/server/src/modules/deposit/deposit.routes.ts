import {
  DEPOSIT_PATHS,
  DepositCancelInput,
  DepositChannels,
  DepositCreateInput,
  DepositCreateResult,
  DepositListQuery,
  DepositPage,
  DepositRequest,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '@/lib/idempotency-key.js';
import { perMember, sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Depositor, DepositService } from './deposit.service.js';

/** New requests per member a minute, across addresses (each also counts against the pending cap). */
export const DEPOSIT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const depositorOf = (request: FastifyRequest): Depositor => {
  const { memberId, merchantId } = sessionOf(request);
  return { memberId, merchantId, currencySymbol: merchantOf(request).merchant.currencySymbol };
};

/**
 * A member's deposits: real members only (a free-trial account gets free_reject, its money is
 * play money), each call about the caller's own requests, never cached.
 */
export const depositRoutes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (
  app,
  { deposits },
) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const config = { auth: 'real-member' } as const;

  app.get(
    DEPOSIT_PATHS.channels,
    { config, schema: { response: { 200: successEnvelope(DepositChannels) } } },
    async (request) => ok(await deposits.channels(sessionOf(request), request.language)),
  );

  app.post(
    DEPOSIT_PATHS.requests,
    {
      config: {
        ...config,
        rateLimit: {
          ...perMember(DEPOSIT_RATE_LIMIT.max, DEPOSIT_RATE_LIMIT.timeWindow),
          keyGenerator: (request) => `deposit:${sessionOf(request).memberId}`,
        },
      },
      schema: { body: DepositCreateInput, response: { 200: successEnvelope(DepositCreateResult) } },
    },
    async (request) => {
      const { channelCode, amount, idempotencyKey } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      return ok(
        await deposits.create(
          depositorOf(request),
          { channelCode, amount, idempotencyKey: key },
          request.language,
        ),
      );
    },
  );

  app.get(
    DEPOSIT_PATHS.requests,
    {
      config,
      schema: { querystring: DepositListQuery, response: { 200: successEnvelope(DepositPage) } },
    },
    async (request) =>
      ok(await deposits.page(sessionOf(request).memberId, request.query, request.language)),
  );

  app.post(
    DEPOSIT_PATHS.cancel,
    {
      config,
      schema: { body: DepositCancelInput, response: { 200: successEnvelope(DepositRequest) } },
    },
    async (request) =>
      ok(await deposits.cancel(sessionOf(request).memberId, request.body.id, request.language)),
  );
};
