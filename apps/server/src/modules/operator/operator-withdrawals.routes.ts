import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  OperatorWithdrawalParams,
  OperatorWithdrawalQuery,
  OperatorWithdrawalReject,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WithdrawService } from '../withdraw/index.js';
import { operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/withdrawals`;

/**
 * Members' withdrawal requests: list them (GET, ?status=pending by default, oldest first, with
 * the whole account number to pay to), claim one before sending the money (POST /:id/process:
 * pending → processing, after which the member can no longer cancel it), mark one paid (POST /:id/pay: the held amount leaves the
 * wallet's books, once) or reject one with a reason (POST /:id/reject: the amount goes back to
 * the member), from pending or processing. A decided request takes no other decision (409).
 */
export const operatorWithdrawalsRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { withdrawals, merchantId }) => {
  app.get(
    list,
    operatorRoute(z.array(OperatorWithdrawal), {
      params: OperatorMerchantParams,
      querystring: OperatorWithdrawalQuery,
    }),
    async (request) => {
      const { status, limit } = request.query;
      const id = await merchantId(request.params.merchantCode);
      return ok(await withdrawals.operator.list(id, status, limit));
    },
  );
  app.post(
    `${list}/:id/process`,
    operatorRoute(OperatorWithdrawalDecision, { params: OperatorWithdrawalParams }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await withdrawals.operator.process(id, request.params.id));
    },
  );
  app.post(
    `${list}/:id/pay`,
    operatorRoute(OperatorWithdrawalDecision, { params: OperatorWithdrawalParams }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await withdrawals.operator.pay(id, request.params.id));
    },
  );
  app.post(
    `${list}/:id/reject`,
    operatorRoute(OperatorWithdrawalDecision, {
      params: OperatorWithdrawalParams,
      body: OperatorWithdrawalReject,
    }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await withdrawals.operator.reject(id, request.params.id, request.body.reason));
    },
  );
};
