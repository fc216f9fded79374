import type { AgentPayout, ContractKind, PeriodSettings, RunStatus } from '@app/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { matching, rowMatching } from '@/db/queries.js';
import { agentPayoutRuns, agentPayouts, agentPeriodSettings, members } from '@/db/schema/index.js';

/** A merchant's period settings while it has set none. */
export const DEFAULT_PERIOD_SETTINGS: PeriodSettings = {
  activeMinBet: 10_000,
  autoPay: true,
  closeDelayMinutes: 5,
};

export type RunRow = typeof agentPayoutRuns.$inferSelect;
export type PayoutRow = typeof agentPayouts.$inferSelect;
export type NewPayout = Omit<typeof agentPayouts.$inferInsert, 'id' | 'runId' | 'owed'>;

const payoutColumns = {
  row: agentPayouts,
  downlineName: members.account,
  periodStart: agentPayoutRuns.periodStart,
  periodEnd: agentPayoutRuns.periodEnd,
};

type PayoutJoined = { row: PayoutRow; downlineName: string; periodStart: Date; periodEnd: Date };

/** A payout row as the calls answer it. */
export const payoutView = ({ row, downlineName, periodStart, periodEnd }: PayoutJoined) =>
  ({
    id: row.id,
    contractId: row.contractId,
    kind: row.kind as ContractKind,
    periodKey: row.periodKey,
    periodStart: periodStart.getTime(),
    periodEnd: periodEnd.getTime(),
    uplineId: row.uplineId,
    downlineId: row.downlineId,
    downlineName,
    teamValidBet: row.teamValidBet,
    activeMembers: row.activeMembers,
    netLoss: row.netLoss,
    tier: row.tier,
    rateBp: row.rateBp,
    downlineShare: row.downlineShare,
    due: row.due,
    paid: row.paid,
    owed: row.owed,
    paidAt: row.paidAt?.getTime() ?? null,
  }) satisfies AgentPayout;

export function createPayoutsRepository(db: DbOrTx) {
  const joined = () =>
    db
      .select(payoutColumns)
      .from(agentPayouts)
      .innerJoin(members, eq(members.id, agentPayouts.downlineId))
      .innerJoin(agentPayoutRuns, eq(agentPayoutRuns.id, agentPayouts.runId));

  return {
    async settings(merchantId: number): Promise<PeriodSettings> {
      const [row] = await db
        .select()
        .from(agentPeriodSettings)
        .where(eq(agentPeriodSettings.merchantId, merchantId));
      return row
        ? {
            activeMinBet: row.activeMinBet,
            autoPay: row.autoPay,
            closeDelayMinutes: row.closeDelayMinutes,
          }
        : DEFAULT_PERIOD_SETTINGS;
    },

    async saveSettings(merchantId: number, settings: PeriodSettings): Promise<void> {
      await db
        .insert(agentPeriodSettings)
        .values({ merchantId, ...settings })
        .onConflictDoUpdate({
          target: agentPeriodSettings.merchantId,
          set: { ...settings, updatedAt: sql`now()` },
        });
    },

    async run(merchantId: number, kind: ContractKind, periodKey: string) {
      return rowMatching(db, agentPayoutRuns, { merchantId, kind, periodKey });
    },

    /** The run's row, locked to the end of the transaction (one compute or payment at a time). */
    async lockRun(id: number): Promise<RunRow | undefined> {
      return rowMatching(db, agentPayoutRuns, { id }, 'update');
    },

    /** Inserts the run (nothing when it exists) and answers its row. */
    async openRun(values: {
      merchantId: number;
      kind: ContractKind;
      periodKey: string;
      periodStart: Date;
      periodEnd: Date;
    }): Promise<RunRow> {
      await db
        .insert(agentPayoutRuns)
        .values({ ...values, status: 'computed', computedAt: new Date() })
        .onConflictDoNothing();
      const row = await this.run(values.merchantId, values.kind, values.periodKey);
      if (!row) throw new Error(`payout run ${values.periodKey}: not found after insert`);
      return row;
    },

    async setStatus(id: number, status: RunStatus, extra: Partial<RunRow> = {}): Promise<void> {
      await db
        .update(agentPayoutRuns)
        .set({ status, ...extra })
        .where(eq(agentPayoutRuns.id, id));
    },

    /** Moves the run from `from` to `to` only if it is still in `from` (a hold is never undone). */
    async advance(id: number, from: RunStatus, to: RunStatus): Promise<void> {
      await db
        .update(agentPayoutRuns)
        .set({ status: to })
        .where(matching(agentPayoutRuns, { id, status: from }));
    },

    async insertPayouts(runId: number, rows: readonly NewPayout[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(agentPayouts)
        .values(rows.map((row) => ({ ...row, runId })))
        .onConflictDoNothing();
    },

    async deletePayouts(runId: number): Promise<void> {
      await db.delete(agentPayouts).where(eq(agentPayouts.runId, runId));
    },

    /** The run's payouts, uplines before their downlines (the order they are paid). */
    async payoutsOf(runId: number) {
      const rows = await joined()
        .where(eq(agentPayouts.runId, runId))
        .orderBy(asc(agentPayouts.depth), asc(agentPayouts.id));
      return rows.map(payoutView);
    },

    /** Ids of the run's payouts not paid yet, in paying order. */
    async unpaidIds(runId: number): Promise<number[]> {
      const rows = await db
        .select({ id: agentPayouts.id })
        .from(agentPayouts)
        .where(and(eq(agentPayouts.runId, runId), isNull(agentPayouts.paidAt)))
        .orderBy(asc(agentPayouts.depth), asc(agentPayouts.id));
      return rows.map((row) => row.id);
    },

    async lockPayout(id: number): Promise<PayoutRow | undefined> {
      return rowMatching(db, agentPayouts, { id }, 'update');
    },

    async markPaid(id: number, paid: number): Promise<void> {
      await db
        .update(agentPayouts)
        .set({ paid, paidAt: sql`coalesce(${agentPayouts.paidAt}, now())` })
        .where(eq(agentPayouts.id, id));
    },

    /** A member's payouts of `kind` as the downline (`side` mine) or as the upline. */
    async payoutsFor(
      memberId: number,
      kind: ContractKind,
      side: 'mine' | 'downlines',
      limit: number,
    ) {
      const who =
        side === 'mine'
          ? eq(agentPayouts.downlineId, memberId)
          : eq(agentPayouts.uplineId, memberId);
      const rows = await joined()
        .where(and(who, eq(agentPayouts.kind, kind)))
        .orderBy(desc(agentPayoutRuns.periodStart), asc(agentPayouts.id))
        .limit(limit);
      return rows.map(payoutView);
    },

    /** What `uplineId` still owes (paid in part), oldest first. */
    async owedBy(uplineId: number) {
      return db
        .select({ id: agentPayouts.id, owed: agentPayouts.owed })
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.uplineId, uplineId),
            sql`${agentPayouts.owed} > 0`,
            sql`${agentPayouts.paidAt} IS NOT NULL`,
          ),
        )
        .orderBy(asc(agentPayouts.id));
    },

    async runs(merchantId: number, kind: ContractKind | undefined, limit: number) {
      return db
        .select({
          run: agentPayoutRuns,
          payouts: sql<number>`count(${agentPayouts.id})::int`,
          due: sql<string>`coalesce(sum(${agentPayouts.due}), 0)::text`,
          paid: sql<string>`coalesce(sum(${agentPayouts.paid}), 0)::text`,
        })
        .from(agentPayoutRuns)
        .leftJoin(agentPayouts, eq(agentPayouts.runId, agentPayoutRuns.id))
        .where(
          and(
            eq(agentPayoutRuns.merchantId, merchantId),
            kind ? eq(agentPayoutRuns.kind, kind) : undefined,
          ),
        )
        .groupBy(agentPayoutRuns.id)
        .orderBy(desc(agentPayoutRuns.periodStart), asc(agentPayoutRuns.kind))
        .limit(limit);
    },

    /** Runs that are computed or previewed and wait for their payment (all merchants). */
    async waitingRuns(): Promise<RunRow[]> {
      return db
        .select()
        .from(agentPayoutRuns)
        .where(sql`${agentPayoutRuns.status} IN ('computed', 'previewed')`)
        .orderBy(asc(agentPayoutRuns.periodEnd), asc(agentPayoutRuns.id));
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
