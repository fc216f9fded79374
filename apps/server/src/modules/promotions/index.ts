import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { promotionsRoutes } from './promotions.routes.js';
import type { PromotionsService } from './promotions.service.js';

export { createPromotionsService, type PromotionsService } from './promotions.service.js';

/**
 * Promotions (contracts/promotions.ts): MCSFE_getAvailablePromotions with each member's label,
 * joining and claiming; the operator API's routes take the same service to create, switch and
 * decide them.
 */
export const promotionsModule = fp(
  async function promotions(
    app: FastifyInstance,
    { promotions }: { promotions: PromotionsService },
  ) {
    await app.register(promotionsRoutes, { promotions });
  },
  { name: 'promotions' },
);
