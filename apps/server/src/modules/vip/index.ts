import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { vipRoutes } from './vip.routes.js';
import type { VipService } from './vip.service.js';

export { createVipService, vipRuleOf, type VipService } from './vip.service.js';
/** A member's deposits and turnover: the wallet's play figures, which VIP levels are reached by. */
export { playFiguresOf } from '../wallet/index.js';

/**
 * VIP levels (contracts/vip.ts): the member club relay. The same service grants reached level-up
 * bonuses before the reward centre lists them; withdrawals read vipRuleOf for their limits.
 */
export const vipModule = fp(
  async function vip(app: FastifyInstance, { vip }: { vip: VipService }) {
    await app.register(vipRoutes, { vip });
  },
  { name: 'vip' },
);
