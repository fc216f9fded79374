import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import type { InhouseRecords } from '../inhouse/index.js';
import type { LotteryRecords } from '../lottery/index.js';
import { createRecordsRepository } from './records.repository.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';

/**
 * The member's game records of SPEC §7 (/lgw/orders, /lgw/orders/detail; /m/gameRecord): the
 * in-house bets and lottery orders in one list, each game's rows mapped by its own module.
 */
export const recordsModule: FastifyPluginAsync<{
  db: Db;
  inhouse: InhouseRecords;
  lottery: LotteryRecords;
}> = async (app, { db, inhouse, lottery }) => {
  const records = createRecordsService({ records: createRecordsRepository(db), inhouse, lottery });
  await app.register(recordsRoutes, { records });
};
