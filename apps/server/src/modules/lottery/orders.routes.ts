import {
  CancelSubordersInput,
  CancelSubordersResult,
  LOTTERY_PATHS,
  LotteryOrderInput,
  LotteryOrderResult,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf, memberRateLimit, privateAnswers } from '@/lib/member-routes.js';
import { answering } from '@/lib/route-schema.js';
import type { OrdersService } from './orders.service.js';
import type { CancelService } from './cancel.service.js';

/** Orders per member a minute (each order holds up to 50 bets), across addresses. */
export const ORDER_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Placing and cancelling lottery bets: members only, a free-trial account too (it bets its play
 * money); every answer is the member's own, never cached. Orders are limited per member (the
 * limiter runs after the session is read, so it counts the member, not the address).
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  cancels: CancelService;
}> = async (app, { orders, cancels }) => {
  privateAnswers(app);

  app.post(
    LOTTERY_PATHS.order,
    {
      config: { auth: 'member', rateLimit: memberRateLimit(ORDER_RATE_LIMIT, 'lottery-order') },
      schema: answering(LotteryOrderResult, { body: LotteryOrderInput }),
    },
    async (request) => ok(await orders.place(bettorOf(request), request.body, request.language)),
  );

  app.post(
    LOTTERY_PATHS.cancel,
    {
      config: { auth: 'member', rateLimit: memberRateLimit(ORDER_RATE_LIMIT, 'lottery-cancel') },
      schema: answering(CancelSubordersResult, { body: CancelSubordersInput }),
    },
    async (request) => ok(await cancels.cancel(bettorOf(request), request.body.suborderIds)),
  );
};
