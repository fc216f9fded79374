import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { merchants, promotionParticipations, promotions } from '@/db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type ParticipationRow = typeof promotionParticipations.$inferSelect;

/** SQL of promotions and members' participations (db/schema/promotions.ts). */
export function createPromotionsRepository(db: DbOrTx) {
  return {
    async currencySymbol(merchantId: number): Promise<string> {
      const [row] = await db
        .select({ symbol: merchants.currencySymbol })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.symbol ?? '';
    },

    list: (merchantId: number, onlyEnabled: boolean) =>
      db
        .select()
        .from(promotions)
        .where(
          onlyEnabled
            ? and(eq(promotions.merchantId, merchantId), eq(promotions.enabled, true))
            : eq(promotions.merchantId, merchantId),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),

    async byId(merchantId: number, id: number): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
      return row;
    },

    async insert(row: typeof promotions.$inferInsert): Promise<PromotionRow | undefined> {
      const [created] = await db.insert(promotions).values(row).onConflictDoNothing().returning();
      return created;
    },

    async setEnabled(merchantId: number, id: number, enabled: boolean) {
      const [row] = await db
        .update(promotions)
        .set({ enabled })
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
        .returning();
      return row;
    },

    /** The member's rows of these promotions: for a check-in, only today's. */
    ofMember: (memberId: number, promotionIds: number[], today: string) =>
      promotionIds.length === 0
        ? Promise.resolve([] as ParticipationRow[])
        : db
            .select()
            .from(promotionParticipations)
            .where(
              and(
                eq(promotionParticipations.memberId, memberId),
                inArray(promotionParticipations.promotionId, promotionIds),
                sql`${promotionParticipations.day} IN ('', ${today})`,
              ),
            ),

    async participation(promotionId: number, memberId: number, day: string) {
      const [row] = await db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.promotionId, promotionId),
            eq(promotionParticipations.memberId, memberId),
            eq(promotionParticipations.day, day),
          ),
        );
      return row;
    },

    async participationById(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.merchantId, merchantId),
            eq(promotionParticipations.id, id),
          ),
        );
      return row;
    },

    async insertParticipation(row: typeof promotionParticipations.$inferInsert) {
      const [created] = await db
        .insert(promotionParticipations)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return created;
    },

    async updateParticipation(
      id: number,
      set: Partial<typeof promotionParticipations.$inferInsert>,
    ) {
      const [row] = await db
        .update(promotionParticipations)
        .set(set)
        .where(eq(promotionParticipations.id, id))
        .returning();
      if (!row) throw new Error(`participation ${id} vanished`);
      return row;
    },

    applications: (merchantId: number) =>
      db
        .select({ row: promotionParticipations, code: promotions.code })
        .from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .where(
          and(
            eq(promotionParticipations.merchantId, merchantId),
            eq(promotionParticipations.status, 'applying'),
          ),
        )
        .orderBy(asc(promotionParticipations.joinedAt)),
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
