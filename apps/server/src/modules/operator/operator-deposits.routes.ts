import {
  OPERATOR_PREFIX,
  OperatorDeposit,
  OperatorDepositDecision,
  OperatorDepositParams,
  OperatorDepositQuery,
  OperatorDepositReject,
} from '@app/contracts';
import type { DepositService } from '../deposit/index.js';
import type { OperatorMerchantRoutes } from './operator-merchant.js';
import { requestReviewRoutes } from './operator-request-review.js';

/**
 * Members' deposit requests: list them (GET, ?status=pending by default, oldest first), approve
 * one (POST /:id/approve: the wallet is credited once, a retry answers replayed) or reject one
 * with a reason (POST /:id/reject). A decided request takes no other decision (409).
 */
export const operatorDepositsRoutes: OperatorMerchantRoutes<{ deposits: DepositService }> = async (
  app,
  { deposits, merchantId },
) => {
  requestReviewRoutes(app, merchantId, {
    list: `${OPERATOR_PREFIX}/merchants/:merchantCode/deposits`,
    query: OperatorDepositQuery,
    params: OperatorDepositParams,
    reject: OperatorDepositReject,
    row: OperatorDeposit,
    decision: OperatorDepositDecision,
    steps: ['approve'],
    review: deposits.operator,
  });
};
