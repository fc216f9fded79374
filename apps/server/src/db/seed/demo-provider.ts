import { randomBytes } from 'node:crypto';
import { INHOUSE_VENDOR, LOTTERY_ROUTE_VENDORS } from '@app/contracts';
import { eq, isNull, notInArray, and } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { gameProviders, gameVendors } from '@/db/schema/index.js';
import { DEMO_PROVIDER_CODE, DEMO_PROVIDER_PREFIX } from '@/modules/providers/index.js';

/** Vendors the demo provider does not play: the site's own games and lottery (LOTT, ELOTT). */
const NOT_PLAYED = [INHOUSE_VENDOR, ...LOTTERY_ROUTE_VENDORS];

/**
 * The bundled demo provider (apps/demo-provider, served on /demo-provider) with a secret of this
 * database's own, and every third-party vendor of the demo catalogue handed to it, so each of
 * their lobby tiles opens a game that plays on the member's wallet. Once: a database that has the
 * provider keeps it as it is.
 */
export async function seedDemoProviderIfMissing(tx: DbOrTx): Promise<void> {
  const [known] = await tx
    .select({ code: gameProviders.code })
    .from(gameProviders)
    .where(eq(gameProviders.code, DEMO_PROVIDER_CODE));
  if (known) return;
  await tx.insert(gameProviders).values({
    code: DEMO_PROVIDER_CODE,
    name: 'Perlas Play',
    launchUrl: `${DEMO_PROVIDER_PREFIX}/launch?t={token}&g={gameId}&type={gameType}&name={gameName}&l={lang}&b={backUrl}`,
    secret: randomBytes(32).toString('hex'),
    allowsTrial: true,
  });
  await tx
    .update(gameVendors)
    .set({ providerCode: DEMO_PROVIDER_CODE })
    .where(and(isNull(gameVendors.providerCode), notInArray(gameVendors.code, NOT_PLAYED)));
}
