import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { vipRoutes } from './vip.routes.js';
import { createVipService } from './vip.service.js';

export { vipRuleOf, type VipService } from './vip.service.js';
/** A member's deposits and turnover from the ledger (a daily mission counts today's turnover). */
export { vipFiguresOf as playFiguresOf } from './vip.repository.js';

/**
 * VIP levels (contracts/vip.ts): the member club relay; `app.vip` grants reached level-up
 * bonuses before the reward centre lists them; withdrawals read vipRuleOf for their limits.
 */
export const vipModule = fp(
  async function vip(app: FastifyInstance, { db }: { db: Db }) {
    const service = createVipService({ db });
    app.decorate('vip', service);
    await app.register(vipRoutes, { vip: service });
  },
  { name: 'vip' },
);
