import {
  AGENT_TRANSFER_PATHS,
  DownlineTransferInfo,
  DownlineTransferInfoQuery,
  DownlineTransferInput,
  DownlineTransferResult,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import { payerOf } from './agent-money.js';
import type { DownlineTransferService } from './downline-transfer.service.js';

/**
 * An agent's money requests per minute (a transfer or a rain; each also guesses a payment
 * password, which locks after 5 wrong ones): an agent paying its players may send many at once.
 */
export const AGENT_MONEY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Transfer to a downline: GET its info, POST the transfer (agents only, never cached). */
export const downlineTransferRoutes: FastifyPluginAsyncZod<{
  downlineTransfer: DownlineTransferService;
}> = async (app, { downlineTransfer }) => {
  privateAnswers(app);
  const config = { auth: 'agent' } as const;

  app.get(
    AGENT_TRANSFER_PATHS.info,
    { config, schema: answering(DownlineTransferInfo, { querystring: DownlineTransferInfoQuery }) },
    async (request) => ok(await downlineTransfer.info(payerOf(request), request.query.to)),
  );

  app.post(
    AGENT_TRANSFER_PATHS.transfer,
    moneyRequestRoute({
      config,
      limit: AGENT_MONEY_RATE_LIMIT,
      action: 'agent-money',
      input: DownlineTransferInput,
      result: DownlineTransferResult,
      move: (request, body) => downlineTransfer.transfer(payerOf(request), body),
    }),
  );
};
