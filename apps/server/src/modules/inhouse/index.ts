import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { createBetsService } from './bets.service.js';
import { createFairnessService } from './fairness.service.js';
import { inhouseRoutes } from './inhouse.routes.js';
import { createInhouseRecords } from './records.js';

export { createBetsService, type Bettor } from './bets.service.js';
export { createFairnessService } from './fairness.service.js';
export { createInhouseRecords, type InhouseRecords } from './records.js';

/** The in-house games' services: fairness seeds, bets, and their rows as game records. */
export function createInhouseServices({ db }: { db: Db }) {
  return {
    fairness: createFairnessService({ db }),
    bets: createBetsService({ db }),
    records: createInhouseRecords(db),
  };
}
export type InhouseServices = ReturnType<typeof createInhouseServices>;

/**
 * The in-house games (dice, slot), really played: bets from and wins into the wallet ledger and
 * provably fair seeds. Their game records are listed by the records module (/lgw/orders).
 */
export const inhouseModule: FastifyPluginAsync<InhouseServices> = async (
  app,
  { bets, fairness },
) => {
  await app.register(inhouseRoutes, { bets, fairness });
};
