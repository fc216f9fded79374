import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/db/client.js';
import { createMerchantRepository, type MerchantStore } from '../merchant/index.js';
import { operatorRoutes } from './operator.routes.js';
import { createOperatorService } from './operator.service.js';

export type OperatorOptions = {
  db: Db;
  merchants: MerchantStore;
  /** Bearer token of the operator API; unset refuses every call. */
  operatorToken: string | undefined;
};

/** The operator API (/operator/merchants/...): maintenance, region restriction, module flags. */
export const operatorModule: FastifyPluginAsync<OperatorOptions> = async (
  app,
  { db, merchants, operatorToken },
) => {
  const operator = createOperatorService({ repo: createMerchantRepository(db), merchants });
  await app.register(operatorRoutes, { operator, operatorToken });
};
