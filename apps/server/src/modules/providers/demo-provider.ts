import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { demoProvider } from '@app/demo-provider';
import { SEAMLESS_WALLET_PATH } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client.js';
import { gameProviders } from '@/db/schema/index.js';

/** The bundled demo provider's code at this site and where it is served. */
export const DEMO_PROVIDER_CODE = 'PERLAS_PLAY';
export const DEMO_PROVIDER_PREFIX = '/demo-provider';

/** This server's own address, as the demo provider reaches its wallet: over HTTP, like any provider. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('demo provider: the server is not listening yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Serves the demo provider (apps/demo-provider) beside the site when `clientDir` is given and the
 * demo data has its provider row; the row is switched off otherwise, so its games are refused at
 * launch rather than opening a page that is not there. Its outbox of wallet calls owed to this
 * site (rounds to settle or refund after a restart) is kept in `<dataDir>/demo-provider`; without
 * a `dataDir` (tests), in memory.
 */
export async function mountDemoProvider(
  app: FastifyInstance,
  {
    db,
    clientDir,
    dataDir,
  }: { db: Db; clientDir: string | undefined; dataDir?: string | undefined },
): Promise<void> {
  const [provider] = await db
    .update(gameProviders)
    .set({ enabled: clientDir !== undefined })
    .where(eq(gameProviders.code, DEMO_PROVIDER_CODE))
    .returning();
  if (!provider || clientDir === undefined) return;
  await app.register(demoProvider, {
    code: provider.code,
    secret: provider.secret,
    basePath: DEMO_PROVIDER_PREFIX,
    clientDir,
    stateDir: dataDir === undefined ? undefined : join(dataDir, 'demo-provider'),
    walletUrl: () => `${ownOrigin(app)}${SEAMLESS_WALLET_PATH}`,
  });
}
