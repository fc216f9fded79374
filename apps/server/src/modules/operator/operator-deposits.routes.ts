import {
  OPERATOR_PREFIX,
  OperatorDeposit,
  OperatorDepositDecision,
  OperatorDepositParams,
  OperatorDepositQuery,
  OperatorDepositReject,
  OperatorMerchantParams,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { OPERATOR_ROUTE_CONFIG as config } from './operator-guard.js';

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
    {
      config,
      schema: {
        params: OperatorMerchantParams,
        querystring: OperatorDepositQuery,
        response: { 200: successEnvelope(z.array(OperatorDeposit)) },
      },
    },
    async (request) => {
      const { status, limit } = request.query;
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.list(id, status, limit));
    },
  );
  app.post(
    `${list}/:id/approve`,
    {
      config,
      schema: {
        params: OperatorDepositParams,
        response: { 200: successEnvelope(OperatorDepositDecision) },
      },
    },
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.approve(id, request.params.id));
    },
  );
  app.post(
    `${list}/:id/reject`,
    {
      config,
      schema: {
        params: OperatorDepositParams,
        body: OperatorDepositReject,
        response: { 200: successEnvelope(OperatorDepositDecision) },
      },
    },
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await deposits.operator.reject(id, request.params.id, request.body.reason));
    },
  );
};
