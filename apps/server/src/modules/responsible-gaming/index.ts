import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { responsibleGamingRoutes } from './responsible-gaming.routes.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';

export {
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './responsible-gaming.service.js';

export { createPlayGuard, type Player } from './play-guard.js';
export { periodOf } from './periods.js';

/**
 * Responsible gaming: the member's deposit and loss limits, breaks and reality check. Deposits,
 * bets and launches call createPlayGuard inside their own transactions.
 */
export const responsibleGamingModule = fp(
  async function responsibleGaming(
    app: FastifyInstance,
    { service }: { service: ResponsibleGamingService },
  ) {
    await app.register(responsibleGamingRoutes, { service });
  },
  { name: 'responsible-gaming' },
);
