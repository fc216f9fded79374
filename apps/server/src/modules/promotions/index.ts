import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { promotionsRoutes } from './promotions.routes.js';
import { createPromotionsService } from './promotions.service.js';

export { createPromotionsService, type PromotionsService } from './promotions.service.js';

/**
 * Promotions (contracts/promotions.ts): MCSFE_getAvailablePromotions with each member's label,
 * joining and claiming; the operator API's routes take `app.promotions` to create, switch and
 * decide them.
 */
export const promotionsModule = fp(
  async function promotions(app: FastifyInstance, { db }: { db: Db }) {
    const service = createPromotionsService({ db });
    app.decorate('promotions', service);
    await app.register(promotionsRoutes, { promotions: service });
  },
  { name: 'promotions' },
);
