import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from '@/db/change-bus.js';
import type { Db } from '@/db/client.js';
import { createMerchantRepository } from './merchant.repository.js';
import { createMerchantStore } from './merchant.store.js';

export { createMerchantRepository, type MerchantRepository } from './merchant.repository.js';
export type { MerchantRow, MerchantSettingsRow } from './merchant.repository.js';
export { merchantTopic } from './merchant.store.js';
export type { MerchantSnapshot, MerchantStore } from './merchant.store.js';
export { buildWhitelabelTree } from './whitelabel-tree.js';

/**
 * Merchants and their white-label flags, kept in memory per instance (merchant.store.ts).
 * Publishes `app.merchants`; it has no routes of its own.
 */
export const merchantModule = fp(
  function merchant(app: FastifyInstance, { db, bus }: { db: Db; bus: ChangeBus }) {
    const merchants = createMerchantStore({ repo: createMerchantRepository(db), bus });
    app.decorate('merchants', merchants);
    app.addHook('onClose', async () => merchants.close());
  },
  { name: 'merchant' },
);
