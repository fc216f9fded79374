import type { FastifyPluginAsync } from 'fastify';
import { rebateRoutes } from './rebate.routes.js';
import type { RebateService } from './rebate.service.js';

export { createRebateService, type RebateService } from './rebate.service.js';

/**
 * Rebates claimed by hand on the turnover of settled bets (contracts/rebate.ts): the preview and
 * claim (/m/member/manualRebate) and the report of claims (/m/member/rebateReport).
 */
export const rebateModule: FastifyPluginAsync<{ rebates: RebateService }> = async (
  app,
  { rebates },
) => {
  await app.register(rebateRoutes, { rebates });
};
