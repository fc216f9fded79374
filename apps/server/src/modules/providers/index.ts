import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createProvidersRepository } from './providers.repository.js';
import { createProvidersOperator } from './providers.operator.js';
import { createVendorRecords } from './records.js';
import { createSeamlessLaunch } from './seamless-launch.js';
import { seamlessWalletRoutes } from './seamless-wallet.routes.js';
import { createSeamlessWallet } from './seamless-wallet.service.js';

export { signatureOf } from './signature.js';
export { DEMO_PROVIDER_CODE, DEMO_PROVIDER_PREFIX, mountDemoProvider } from './demo-provider.js';
export { playerIdOf } from './seamless-wallet.service.js';
export type { ProviderRow } from './providers.repository.js';
export { createVendorRecords, type VendorRecords } from './records.js';

/** The game providers' side of the site: their launches and their wallet callbacks. */
export function createProvidersServices({ db, now }: { db: Db; now?: () => Date }) {
  return {
    launch: createSeamlessLaunch({ db, now }),
    wallet: createSeamlessWallet({ db, now }),
    providers: { byCode: (code: string) => createProvidersRepository(db).provider(code) },
    records: createVendorRecords(db),
    operator: createProvidersOperator(db),
  };
}
export type ProvidersServices = ReturnType<typeof createProvidersServices>;
export type { ProvidersOperator } from './providers.operator.js';

/**
 * Game providers (contracts/seamless-wallet.ts): the seamless wallet's callbacks under
 * /lgw/seamless, signed by each provider's secret. Launches go through the games module, which is
 * handed this module's launch adapter by the composition root.
 */
export const providersModule = fp(
  async function providers(app: FastifyInstance, services: ProvidersServices) {
    await app.register(seamlessWalletRoutes, {
      wallet: services.wallet,
      providers: services.providers,
    });
  },
  { name: 'providers' },
);
