import {
  UPLINE_TRANSFER_MODULE,
  UPLINE_TRANSFER_PATHS,
  UplineTransferInfo,
  UplineTransferInput,
  UplineTransferResult,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '@/lib/idempotency-key.js';
import { perMember, sessionOf } from '@/plugins/auth.js';
import type { Transferer, TransferService } from './transfer.service.js';

/** Transfers per member a minute, across addresses (each also guesses a payment password). */
export const TRANSFER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const transfererOf = (request: FastifyRequest): Transferer => {
  const { memberId, merchantId } = sessionOf(request);
  return { memberId, merchantId };
};

/**
 * A member's transfers to their upline: real members only (a free-trial account gets
 * free_reject), each call about the caller's own money, never cached.
 */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (
  app,
  { transfers },
) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const config = { auth: 'real-member', module: UPLINE_TRANSFER_MODULE } as const;

  app.get(
    UPLINE_TRANSFER_PATHS.info,
    { config, schema: { response: { 200: successEnvelope(UplineTransferInfo) } } },
    async (request) => ok(await transfers.info(transfererOf(request))),
  );

  app.post(
    UPLINE_TRANSFER_PATHS.transfer,
    {
      config: {
        ...config,
        rateLimit: {
          ...perMember(TRANSFER_RATE_LIMIT.max, TRANSFER_RATE_LIMIT.timeWindow),
          keyGenerator: (request) => `upline-transfer:${sessionOf(request).memberId}`,
        },
      },
      schema: {
        body: UplineTransferInput,
        response: { 200: successEnvelope(UplineTransferResult) },
      },
    },
    async (request) => {
      const { idempotencyKey, ...body } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      return ok(await transfers.transfer(transfererOf(request), { ...body, idempotencyKey: key }));
    },
  );
};
