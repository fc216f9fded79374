import type { OperatorMerchantRoutes } from '../operator-merchant.js';
import { agentRoutes } from './agents.routes.js';
import type { OperatorAgentsService } from './agents.service.js';

export { createOperatorAgentsService, type OperatorAgentsService } from './agents.service.js';

/** The routes of createOperatorAgentsService under /operator/merchants/:merchantCode/agents. */
export const operatorAgentsRoutes: OperatorMerchantRoutes<{
  agents: OperatorAgentsService;
}> = async (app, { agents, merchantId }) => {
  agentRoutes(app, agents, merchantId);
};
