import {
  OPERATOR_PREFIX,
  OperatorDeposit,
  OperatorDepositDecision,
  OperatorDepositParams,
  OperatorDepositQuery,
  OperatorDepositReject,
  OperatorMerchantParams,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/deposits`;

/**
 * Members' deposit requests: list them (GET, ?status=pending by default, oldest first), approve
 * one (POST /:id/approve: the wallet is credited once, a retry answers replayed) or reject one
 * with a reason (POST /:id/reject). A decided request takes no other decision (409).
 */
export const operatorDepositsRoutes: FastifyPluginAsyncZod<{
  deposits: DepositService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { deposits, merchantId }) => {
  app.get(
    list,
    operatorRoute(z.array(OperatorDeposit), {
      params: OperatorMerchantParams,
      querystring: OperatorDepositQuery,
    }),
    async (request) => {
      const { status, limit } = request.query;
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.list(id, status, limit));
    },
  );
  app.post(
    `${list}/:id/approve`,
    operatorRoute(OperatorDepositDecision, { params: OperatorDepositParams }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.approve(id, request.params.id));
    },
  );
  app.post(
    `${list}/:id/reject`,
    operatorRoute(OperatorDepositDecision, {
      params: OperatorDepositParams,
      body: OperatorDepositReject,
    }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.reject(id, request.params.id, request.body.reason));
    },
  );
};
