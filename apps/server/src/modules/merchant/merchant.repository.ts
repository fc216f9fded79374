import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import { domainRoutes, merchantSettings, merchants, whitelabelModules } from '@/db/schema/index.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;
export type WhitelabelRow = typeof whitelabelModules.$inferSelect;

export function createMerchantRepository(db: DbOrTx) {
  return {
    async findByCode(code: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
      return row;
    },

    async findCodeByDomain(domain: string): Promise<string | undefined> {
      const [row] = await db
        .select({ code: merchants.code })
        .from(domainRoutes)
        .innerJoin(merchants, eq(merchants.id, domainRoutes.merchantId))
        .where(eq(domainRoutes.domain, domain));
      return row?.code;
    },

    async findSettings(merchantId: number): Promise<MerchantSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return row;
    },

    listModules(merchantId: number): Promise<WhitelabelRow[]> {
      return db
        .select()
        .from(whitelabelModules)
        .where(eq(whitelabelModules.merchantId, merchantId))
        .orderBy(asc(whitelabelModules.sort));
    },

    async updateSwitches(
      merchantId: number,
      patch: {
        maintenance?: boolean;
        regionRestriction?: boolean;
        withdrawalEnabled?: boolean;
        vipBenefitDisplay?: boolean;
        jackpot?: MerchantSettingsRow['jackpot'];
        fourEyesMinor?: number | null;
        firebase?: MerchantSettingsRow['firebase'];
      },
    ): Promise<void> {
      await db
        .update(merchantSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(merchantSettings.merchantId, merchantId));
    },

    /** Returns false when the merchant has no such module. */
    async setModuleEnabled(merchantId: number, modId: string, enabled: boolean): Promise<boolean> {
      const updated = await db
        .update(whitelabelModules)
        .set({ enabled })
        .where(matching(whitelabelModules, { merchantId, modId }))
        .returning({ modId: whitelabelModules.modId });
      return updated.length > 0;
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
