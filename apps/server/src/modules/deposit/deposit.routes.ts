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
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashMemberOf, privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import type { DepositService } from './deposit.service.js';

/** New requests per member a minute, across addresses (each also counts against the pending cap). */
export const DEPOSIT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * A member's deposits: real members only (a free-trial account gets free_reject, its money is
 * play money), each call about the caller's own requests, never cached.
 */
export const depositRoutes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (
  app,
  { deposits },
) => {
  privateAnswers(app);
  const config = { auth: 'real-member' } as const;

  app.get(DEPOSIT_PATHS.channels, { config, schema: answering(DepositChannels) }, async (request) =>
    ok(await deposits.channels(sessionOf(request), request.language)),
  );

  app.post(
    DEPOSIT_PATHS.requests,
    moneyRequestRoute({
      config,
      limit: DEPOSIT_RATE_LIMIT,
      action: 'deposit',
      input: DepositCreateInput,
      result: DepositCreateResult,
      move: (request, body) => deposits.create(cashMemberOf(request), body, request.language),
    }),
  );

  app.get(
    DEPOSIT_PATHS.requests,
    { config, schema: answering(DepositPage, { querystring: DepositListQuery }) },
    async (request) =>
      ok(await deposits.page(sessionOf(request).memberId, request.query, request.language)),
  );

  app.post(
    DEPOSIT_PATHS.cancel,
    { config, schema: answering(DepositRequest, { body: DepositCancelInput }) },
    async (request) =>
      ok(await deposits.cancel(sessionOf(request).memberId, request.body.id, request.language)),
  );
};
