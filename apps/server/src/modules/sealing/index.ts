import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createSealingRepository } from './sealing.repository.js';
import { sealingRoutes } from './sealing.routes.js';
import { createSealingService, type SealingService } from './sealing.service.js';

export { createSealingRepository } from './sealing.repository.js';
export { createSealingService, type SealingService } from './sealing.service.js';

/** The server's key for sealed bodies, which the sealed-body plugin opens bodies with. */
export const createSealing = ({ db }: { db: Db }) =>
  createSealingService({ repo: createSealingRepository(db) });

/** GET /wps/system/encryption/key. */
export const sealingModule = fp(
  async function sealing(app: FastifyInstance, { sealing }: { sealing: SealingService }) {
    await app.register(sealingRoutes, { sealing });
  },
  { name: 'sealing' },
);
