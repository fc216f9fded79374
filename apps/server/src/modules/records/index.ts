import type { FastifyPluginAsync } from 'fastify';
import type { InhouseRecords } from '../inhouse/index.js';
import type { LotteryRecords } from '../lottery/index.js';
import type { GameRecords } from '../play-history/index.js';
import type { VendorRecords } from '../providers/index.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';

/**
 * The records service: which records are listed comes from the play history (the read model of
 * in-house bets, lottery orders and providers' rounds); each game's rows are mapped by its own module.
 */
export function createRecords({
  history,
  inhouse,
  lottery,
  vendor,
}: {
  history: GameRecords;
  inhouse: InhouseRecords;
  lottery: LotteryRecords;
  vendor: VendorRecords;
}) {
  return createRecordsService({ records: history, inhouse, lottery, vendor });
}
export type RecordsService = ReturnType<typeof createRecords>;

/**
 * The member's game records of SPEC §7 (/lgw/orders, /lgw/orders/detail; /m/gameRecord): the
 * in-house bets, lottery orders and providers' rounds in one list.
 */
export const recordsModule: FastifyPluginAsync<{ records: RecordsService }> = async (
  app,
  { records },
) => {
  await app.register(recordsRoutes, { records });
};
