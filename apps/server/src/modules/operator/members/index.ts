import type { OperatorMerchantRoutes } from '../operator-merchant.js';
import { adjustmentRoutes } from './adjustments.routes.js';
import { memberRoutes } from './members.routes.js';
import type { OperatorMembers } from './operator-members.js';

export { ADJUSTMENT_KIND, HOUSE_ADJUSTMENTS } from './adjustments.service.js';
export { createOperatorMembers, type OperatorMembers } from './operator-members.js';

/** The routes of createOperatorMembers under /operator/merchants/:merchantCode (members, adjustments). */
export const operatorMembersRoutes: OperatorMerchantRoutes<{ members: OperatorMembers }> = async (
  app,
  { members, merchantId },
) => {
  memberRoutes(app, members, merchantId);
  adjustmentRoutes(app, members.adjustments, merchantId);
};
