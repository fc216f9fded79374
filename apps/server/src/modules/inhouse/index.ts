import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { createBetsService } from './bets.service.js';
import { createFairnessService } from './fairness.service.js';
import { inhouseRoutes } from './inhouse.routes.js';

export { createBetsService, type Bettor } from './bets.service.js';
export { createFairnessService } from './fairness.service.js';
export { createInhouseRecords, type InhouseRecords } from './records.js';

/**
 * The in-house games (dice, slot), really played: bets from and wins into the wallet ledger and
 * provably fair seeds. Their game records are listed by the records module (/lgw/orders).
 */
export const inhouseModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const fairness = createFairnessService({ db });
  const bets = createBetsService({ db });
  await app.register(inhouseRoutes, { bets, fairness });
};
