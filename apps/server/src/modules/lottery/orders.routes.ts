import {
  CancelSubordersInput,
  CancelSubordersResult,
  LOTTERY_PATHS,
  LotteryOrderInput,
  LotteryOrderResult,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Bettor, OrdersService } from './orders.service.js';
import type { CancelService } from './cancel.service.js';

/** Orders per member a minute (each order holds up to 50 bets), across addresses. */
export const ORDER_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const bettorOf = (request: FastifyRequest): Bettor => {
  const { memberId, merchantId, type } = sessionOf(request);
  const { currency, currencySymbol } = merchantOf(request).merchant;
  return { memberId, merchantId, type, currency, currencySymbol };
};

/**
 * Placing and cancelling lottery bets: members only, a free-trial account too (it bets its play
 * money); every answer is the member's own, never cached. Orders are limited per member (the
 * limiter runs after the session is read, so it counts the member, not the address).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  cancels: CancelService;
}> = async (app, { orders, cancels }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.post(
    LOTTERY_PATHS.order,
    {
      config: {
        auth: 'member',
        rateLimit: {
          ...ORDER_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `lottery-order:${request.session?.memberId ?? request.ip}`,
        },
      },
      schema: { body: LotteryOrderInput, response: { 200: successEnvelope(LotteryOrderResult) } },
    },
    async (request) => ok(await orders.place(bettorOf(request), request.body, request.language)),
  );

  app.post(
    LOTTERY_PATHS.cancel,
    {
      config: {
        auth: 'member',
        rateLimit: {
          ...ORDER_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `lottery-cancel:${request.session?.memberId ?? request.ip}`,
        },
      },
      schema: {
        body: CancelSubordersInput,
        response: { 200: successEnvelope(CancelSubordersResult) },
      },
    },
    async (request) => ok(await cancels.cancel(bettorOf(request), request.body.suborderIds)),
  );
};
