import {
  OPERATOR_PREFIX,
  OperatorDeposit,
  OperatorDepositDecision,
  OperatorDepositParams,
  OperatorDepositQuery,
  OperatorDepositReject,
  OperatorMerchantParams,
} from '@app/contracts';
import { z } from 'zod';
import type { DepositService } from '../deposit/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/deposits`;

/**
 * Members' deposit requests: list them (GET, ?status=pending by default, oldest first), approve
 * one (POST /:id/approve: the wallet is credited once, a retry answers replayed) or reject one
 * with a reason (POST /:id/reject). A decided request takes no other decision (409).
 */
export const operatorDepositsRoutes: OperatorMerchantRoutes<{ deposits: DepositService }> = async (
  app,
  { deposits, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(
      z.array(OperatorDeposit),
      { params: OperatorMerchantParams, querystring: OperatorDepositQuery },
      (id, { query }) => deposits.operator.list(id, query.status, query.limit),
    ),
  );
  app.post(
    `${list}/:id/approve`,
    route(OperatorDepositDecision, { params: OperatorDepositParams }, (id, { params }) =>
      deposits.operator.approve(id, params.id),
    ),
  );
  app.post(
    `${list}/:id/reject`,
    route(
      OperatorDepositDecision,
      { params: OperatorDepositParams, body: OperatorDepositReject },
      (id, { params, body }) => deposits.operator.reject(id, params.id, body.reason),
    ),
  );
};
