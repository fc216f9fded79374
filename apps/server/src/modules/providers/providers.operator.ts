import type { OperatorProvider, OperatorProviderInput } from '@app/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { gameProviders, gameVendors } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { reconcileProvider } from './reconcile.js';

/**
 * The operator's hand on game providers: configuring one (where its games open, its secret,
 * play money, on/off), which vendors it plays, and each day's reconciliation. A launch reads the
 * vendor's provider each time, so a change here applies to the next game opened.
 */
export function createProvidersOperator(db: Db) {
  async function list(): Promise<OperatorProvider[]> {
    const [providers, links] = await Promise.all([
      db.select().from(gameProviders).orderBy(asc(gameProviders.code)),
      db
        .select({ vendor: gameVendors.code, provider: gameVendors.providerCode })
        .from(gameVendors)
        .where(isNotNull(gameVendors.providerCode))
        .orderBy(asc(gameVendors.code)),
    ]);
    return providers.map(({ code, name, launchUrl, allowsTrial, enabled }) => ({
      code,
      name,
      launchUrl,
      allowsTrial,
      enabled,
      vendors: links.filter((link) => link.provider === code).map((link) => link.vendor),
    }));
  }

  const one = async (code: string) => {
    const found = (await list()).find((provider) => provider.code === code);
    if (!found) throw new AppError('vendor.not.found', { field: 'code' });
    return found;
  };

  return {
    list,

    /** Adds a provider (its secret required) or changes one (its secret kept unless given). */
    async put(
      code: string,
      input: OperatorProviderInput & { allowsTrial: boolean; enabled: boolean },
    ) {
      const { secret, ...fields } = input;
      const [known] = await db
        .select({ code: gameProviders.code })
        .from(gameProviders)
        .where(eq(gameProviders.code, code));
      if (known) {
        await db
          .update(gameProviders)
          .set({ ...fields, ...(secret === undefined ? {} : { secret }) })
          .where(eq(gameProviders.code, code));
      } else {
        if (secret === undefined) throw new AppError('request.invalid', { field: 'secret' });
        await db.insert(gameProviders).values({ code, ...fields, secret });
      }
      return one(code);
    },

    /** Hands `vendor`'s games to provider `code`, or back to the vendor's own launch (null). */
    async link(vendor: string, code: string | null) {
      if (code !== null) await one(code);
      const [row] = await db
        .update(gameVendors)
        .set({ providerCode: code })
        .where(eq(gameVendors.code, vendor))
        .returning({ code: gameVendors.code });
      if (!row) throw new AppError('vendor.not.found', { field: 'vendor' });
      return list();
    },

    /** A provider's day against the ledger; undefined for an unknown provider. */
    async reconcile(code: string, day: string) {
      const [known] = await db
        .select({ code: gameProviders.code })
        .from(gameProviders)
        .where(eq(gameProviders.code, code));
      return known ? reconcileProvider(db, code, day, new Date()) : undefined;
    },
  };
}

export type ProvidersOperator = ReturnType<typeof createProvidersOperator>;
