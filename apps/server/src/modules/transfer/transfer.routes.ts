import {
  UPLINE_TRANSFER_MODULE,
  UPLINE_TRANSFER_PATHS,
  UplineTransferInfo,
  UplineTransferInput,
  UplineTransferResult,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import type { TransferService } from './transfer.service.js';

/** Transfers per member a minute, across addresses (each also guesses a payment password). */
export const TRANSFER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * A member's transfers to their upline: real members only (a free-trial account gets
 * free_reject), each call about the caller's own money, never cached.
 */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (
  app,
  { transfers },
) => {
  privateAnswers(app);
  const config = { auth: 'real-member', module: UPLINE_TRANSFER_MODULE } as const;

  app.get(
    UPLINE_TRANSFER_PATHS.info,
    { config, schema: answering(UplineTransferInfo) },
    async (request) => ok(await transfers.info(memberIdsOf(request))),
  );

  app.post(
    UPLINE_TRANSFER_PATHS.transfer,
    moneyRequestRoute({
      config,
      limit: TRANSFER_RATE_LIMIT,
      action: 'upline-transfer',
      input: UplineTransferInput,
      result: UplineTransferResult,
      move: (request, body) => transfers.transfer(memberIdsOf(request), body),
    }),
  );
};
