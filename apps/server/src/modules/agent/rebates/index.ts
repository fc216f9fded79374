/** Agent rebates (contracts/agent-rebates.ts): rates, bounds, quotas, income and its report. */
export { rebatesRoutes } from './rebates.routes.js';
export { createRebatesService, type RebatesService } from './rebates.service.js';
export { createRebateIncome, type RebateIncome } from './income.js';
