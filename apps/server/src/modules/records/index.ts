import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import type { InhouseRecords } from '../inhouse/index.js';
import type { LotteryRecords } from '../lottery/index.js';
import { createRecordsRepository } from './records.repository.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';

/** The records service over the in-house bets and lottery orders, each mapped by its own module. */
export function createRecords({
  db,
  inhouse,
  lottery,
}: {
  db: Db;
  inhouse: InhouseRecords;
  lottery: LotteryRecords;
}) {
  return createRecordsService({ records: createRecordsRepository(db), inhouse, lottery });
}
export type RecordsService = ReturnType<typeof createRecords>;

/**
 * The member's game records of SPEC §7 (/lgw/orders, /lgw/orders/detail; /m/gameRecord): the
 * in-house bets and lottery orders in one list.
 */
export const recordsModule: FastifyPluginAsync<{ records: RecordsService }> = async (
  app,
  { records },
) => {
  await app.register(recordsRoutes, { records });
};
