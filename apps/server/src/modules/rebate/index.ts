import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { rebateRoutes } from './rebate.routes.js';
import { createRebateService } from './rebate.service.js';

export type { RebateService } from './rebate.service.js';

/**
 * Rebates claimed by hand on the turnover of settled bets (contracts/rebate.ts): the preview and
 * claim (/m/member/manualRebate) and the report of claims (/m/member/rebateReport).
 */
export const rebateModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(rebateRoutes, { rebates: createRebateService({ db }) });
};
