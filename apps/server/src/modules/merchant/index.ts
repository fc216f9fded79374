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

/** The merchant module's services: the store every request reads, the repository the operator writes. */
export function createMerchantServices({ db, bus }: { db: Db; bus: ChangeBus }) {
  const repo = createMerchantRepository(db);
  return { repo, merchants: createMerchantStore({ repo, bus }) };
}
export type MerchantServices = ReturnType<typeof createMerchantServices>;

/**
 * Merchants and their white-label flags, kept in memory per instance (merchant.store.ts). It has
 * no routes of its own: the plugin closes the store with the app.
 */
export const merchantModule = fp(
  function merchant(app: FastifyInstance, { merchants }: Pick<MerchantServices, 'merchants'>) {
    app.addHook('onClose', async () => merchants.close());
  },
  { name: 'merchant' },
);
