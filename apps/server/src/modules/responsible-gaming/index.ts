import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { responsibleGamingRoutes } from './responsible-gaming.routes.js';
import { createResponsibleGamingService } from './responsible-gaming.service.js';

export { createPlayGuard, type Player } from './play-guard.js';
export { periodOf } from './periods.js';

/**
 * Responsible gaming: the member's deposit and loss limits, breaks and reality check. Deposits,
 * bets and launches call createPlayGuard inside their own transactions.
 */
export const responsibleGamingModule = fp(
  async function responsibleGaming(app: FastifyInstance, { db }: { db: Db }) {
    await app.register(responsibleGamingRoutes, {
      service: createResponsibleGamingService({ db }),
    });
  },
  { name: 'responsible-gaming' },
);
