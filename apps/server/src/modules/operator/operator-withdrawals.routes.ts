import {
  OPERATOR_PREFIX,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  OperatorWithdrawalParams,
  OperatorWithdrawalQuery,
  OperatorWithdrawalReject,
} from '@app/contracts';
import type { WithdrawService } from '../withdraw/index.js';
import type { OperatorMerchantRoutes } from './operator-merchant.js';
import { requestReviewRoutes } from './operator-request-review.js';

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
  requestReviewRoutes(app, merchantId, {
    list: `${OPERATOR_PREFIX}/merchants/:merchantCode/withdrawals`,
    query: OperatorWithdrawalQuery,
    params: OperatorWithdrawalParams,
    reject: OperatorWithdrawalReject,
    row: OperatorWithdrawal,
    decision: OperatorWithdrawalDecision,
    steps: ['process', 'pay'],
    review: withdrawals.operator,
  });
};
