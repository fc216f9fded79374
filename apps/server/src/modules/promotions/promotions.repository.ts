import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching, merchantCurrencySymbol, rowMatching } from '@/db/queries.js';
import { promotionParticipations, promotions } from '@/db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type ParticipationRow = typeof promotionParticipations.$inferSelect;

/** SQL of promotions and members' participations (db/schema/promotions.ts). */
export function createPromotionsRepository(db: DbOrTx) {
  return {
    currencySymbol: (merchantId: number): Promise<string> => merchantCurrencySymbol(db, merchantId),

    list: (merchantId: number, onlyEnabled: boolean) =>
      db
        .select()
        .from(promotions)
        .where(
          onlyEnabled
            ? matching(promotions, { merchantId, enabled: true })
            : matching(promotions, { merchantId }),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),

    async byId(merchantId: number, id: number): Promise<PromotionRow | undefined> {
      return rowMatching(db, promotions, { merchantId, id });
    },

    /** The promotion row-locked to the end of the transaction, or undefined. */
    async lockById(merchantId: number, id: number): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(matching(promotions, { merchantId, id }))
        .for('update');
      return row;
    },

    async insert(row: typeof promotions.$inferInsert): Promise<PromotionRow | undefined> {
      const [created] = await db.insert(promotions).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Changes a promotion's fields (not its merchant, id or code); undefined when none is found. */
    async update(
      merchantId: number,
      id: number,
      fields: Omit<typeof promotions.$inferInsert, 'merchantId' | 'id' | 'code'>,
    ): Promise<PromotionRow | undefined> {
      const [row] = await db
        .update(promotions)
        .set(fields)
        .where(matching(promotions, { merchantId, id }))
        .returning();
      return row;
    },

    async setEnabled(merchantId: number, id: number, enabled: boolean) {
      const [row] = await db
        .update(promotions)
        .set({ enabled })
        .where(matching(promotions, { merchantId, id }))
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
      return rowMatching(db, promotionParticipations, { promotionId, memberId, day });
    },

    async participationById(merchantId: number, id: number) {
      return rowMatching(db, promotionParticipations, { merchantId, id });
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
        .where(matching(promotionParticipations, { merchantId, status: 'applying' }))
        .orderBy(asc(promotionParticipations.joinedAt)),
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
