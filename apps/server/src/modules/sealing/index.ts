import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createSealingRepository } from './sealing.repository.js';
import { sealingRoutes } from './sealing.routes.js';
import { createSealingService } from './sealing.service.js';

export { createSealingRepository } from './sealing.repository.js';
export { createSealingService, type SealingService } from './sealing.service.js';

/**
 * The server's key for sealed bodies: GET /wps/system/encryption/key, and `app.sealing`, which
 * the sealed-body plugin opens bodies with.
 */
export const sealingModule = fp(
  async function sealing(app: FastifyInstance, { db }: { db: Db }) {
    const sealing = createSealingService({ repo: createSealingRepository(db) });
    app.decorate('sealing', sealing);
    await app.register(sealingRoutes, { sealing });
  },
  { name: 'sealing' },
);
