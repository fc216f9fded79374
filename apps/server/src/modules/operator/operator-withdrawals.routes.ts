import {
  OPERATOR_PREFIX,
  OperatorMerchantParams,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  OperatorWithdrawalParams,
  OperatorWithdrawalQuery,
  OperatorWithdrawalReject,
} from '@app/contracts';
import { z } from 'zod';
import type { WithdrawService } from '../withdraw/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/withdrawals`;

/**
 * Members' withdrawal requests: list them (GET, ?status=pending by default, oldest first, with
 * the whole account number to pay to), claim one before sending the money (POST /:id/process:
 * pending → processing, after which the member can no longer cancel it), mark one paid (POST /:id/pay: the held amount leaves the
 * wallet's books, once) or reject one with a reason (POST /:id/reject: the amount goes back to
 * the member), from pending or processing. A decided request takes no other decision (409).
 */
export const operatorWithdrawalsRoutes: OperatorMerchantRoutes<{
  withdrawals: WithdrawService;
}> = async (app, { withdrawals, merchantId }) => {
  const route = merchantRoutes(merchantId);
  app.get(
    list,
    route(
      z.array(OperatorWithdrawal),
      { params: OperatorMerchantParams, querystring: OperatorWithdrawalQuery },
      (id, { query }) => withdrawals.operator.list(id, query.status, query.limit),
    ),
  );
  for (const step of ['process', 'pay'] as const) {
    app.post(
      `${list}/:id/${step}`,
      route(OperatorWithdrawalDecision, { params: OperatorWithdrawalParams }, (id, { params }) =>
        withdrawals.operator[step](id, params.id),
      ),
    );
  }
  app.post(
    `${list}/:id/reject`,
    route(
      OperatorWithdrawalDecision,
      { params: OperatorWithdrawalParams, body: OperatorWithdrawalReject },
      (id, { params, body }) => withdrawals.operator.reject(id, params.id, body.reason),
    ),
  );
};
