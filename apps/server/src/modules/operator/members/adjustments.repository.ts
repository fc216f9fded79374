import type { AdjustmentStatus } from '@app/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { balanceAdjustments, members } from '@/db/schema/index.js';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect & { account: string };

const columns = { adjustment: balanceAdjustments, account: members.account };
const flat = (row: { adjustment: typeof balanceAdjustments.$inferSelect; account: string }) => ({
  ...row.adjustment,
  account: row.account,
});

/** Drizzle queries of balance adjustments (db/schema/operator-adjustments.ts). */
export function createAdjustmentsRepository(db: DbOrTx) {
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(balanceAdjustments)
      .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
      .where(where);

  return {
    async byKey(merchantId: number, key: string): Promise<AdjustmentRow | undefined> {
      const [row] = await select(
        and(
          eq(balanceAdjustments.merchantId, merchantId),
          eq(balanceAdjustments.idempotencyKey, key),
        ),
      );
      return row && flat(row);
    },

    /** The adjustment of the merchant, row-locked to the end of the transaction. */
    async lock(merchantId: number, id: number): Promise<AdjustmentRow | undefined> {
      const [row] = await select(
        and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.id, id)),
      ).for('update', { of: balanceAdjustments });
      return row && flat(row);
    },

    /** Inserts unless the key is taken (then undefined: the caller reads the first one). */
    async insert(
      values: typeof balanceAdjustments.$inferInsert,
    ): Promise<typeof balanceAdjustments.$inferSelect | undefined> {
      const [row] = await db
        .insert(balanceAdjustments)
        .values(values)
        .onConflictDoNothing({
          target: [balanceAdjustments.merchantId, balanceAdjustments.idempotencyKey],
        })
        .returning();
      return row;
    },

    async decide(
      id: number,
      patch: Pick<
        typeof balanceAdjustments.$inferInsert,
        'status' | 'decidedBy' | 'decidedAt' | 'rejectReason' | 'transactionId'
      >,
    ) {
      const [row] = await db
        .update(balanceAdjustments)
        .set(patch)
        .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
        .returning();
      return row;
    },

    /** The merchant's adjustments, newest first: of one member, or of one status, or all. */
    async list(
      merchantId: number,
      filter: { memberId?: number; status?: AdjustmentStatus | undefined },
      limit: number,
    ): Promise<AdjustmentRow[]> {
      const rows = await select(
        and(
          eq(balanceAdjustments.merchantId, merchantId),
          filter.memberId === undefined
            ? undefined
            : eq(balanceAdjustments.memberId, filter.memberId),
          filter.status === undefined ? undefined : eq(balanceAdjustments.status, filter.status),
        ),
      )
        .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id))
        .limit(limit);
      return rows.map(flat);
    },
  };
}
