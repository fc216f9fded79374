import {
  WITHDRAW_PATHS,
  WithdrawCancelInput,
  WithdrawCreateInput,
  WithdrawCreateResult,
  WithdrawInfo,
  WithdrawListQuery,
  WithdrawPage,
  WithdrawRequest,
  ok,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import { moneyRequestRoute } from '@/lib/money-request-route.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Withdrawer, WithdrawService } from './withdraw.service.js';

/** New requests per member a minute, across addresses (each also guesses a payment password). */
export const WITHDRAW_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const withdrawerOf = (request: FastifyRequest): Withdrawer => {
  const { merchant, settings } = merchantOf(request);
  return {
    ...memberIdsOf(request),
    currencySymbol: merchant.currencySymbol,
    withdrawalEnabled: settings.withdrawalEnabled,
  };
};

/**
 * A member's withdrawals: real members only (a free-trial account gets free_reject, its money is
 * play money), each call about the caller's own money and requests, never cached.
 */
export const withdrawRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawService }> = async (
  app,
  { withdrawals },
) => {
  privateAnswers(app);
  const config = { auth: 'real-member' } as const;
  // Asking what may be withdrawn needs the merchant's withdrawals on, and so does a new request
  // (checked by the service after a retry's replay, so a retried key still gets its request);
  // a member's own requests stay readable and cancellable when the operator turns them off.
  const open = { ...config, setting: 'withdrawalEnabled' } as const;

  app.get(WITHDRAW_PATHS.info, { config: open, schema: answering(WithdrawInfo) }, async (request) =>
    ok(await withdrawals.info(withdrawerOf(request))),
  );

  app.post(
    WITHDRAW_PATHS.requests,
    moneyRequestRoute({
      config,
      limit: WITHDRAW_RATE_LIMIT,
      action: 'withdraw',
      input: WithdrawCreateInput,
      result: WithdrawCreateResult,
      move: (request, body) => withdrawals.create(withdrawerOf(request), body),
    }),
  );

  app.get(
    WITHDRAW_PATHS.requests,
    { config, schema: answering(WithdrawPage, { querystring: WithdrawListQuery }) },
    async (request) => ok(await withdrawals.page(sessionOf(request).memberId, request.query)),
  );

  app.post(
    WITHDRAW_PATHS.cancel,
    { config, schema: answering(WithdrawRequest, { body: WithdrawCancelInput }) },
    async (request) => ok(await withdrawals.cancel(sessionOf(request).memberId, request.body.id)),
  );
};
