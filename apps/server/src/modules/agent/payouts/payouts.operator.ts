import type {
  ContractKind,
  PayoutRun,
  PeriodRef,
  PeriodSettings,
  RunPreview,
} from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { closePeriod, computePayouts } from './compute-run.js';
import { createPeriodEngine } from './engine.js';
import {
  createPayoutsRepository,
  type PayoutsRepository,
  type RunRow,
} from './payouts.repository.js';
import { periodOfKey, type Period } from './periods.js';

type RunSummary = Awaited<ReturnType<PayoutsRepository['runs']>>[number];

const runView = ({ run, payouts, due, paid }: RunSummary): PayoutRun => ({
  id: run.id,
  kind: run.kind as ContractKind,
  periodKey: run.periodKey,
  periodStart: run.periodStart.getTime(),
  periodEnd: run.periodEnd.getTime(),
  status: run.status as PayoutRun['status'],
  computedAt: run.computedAt.getTime(),
  paidAt: run.paidAt?.getTime() ?? null,
  recomputed: run.recomputed,
  payouts,
  due: Number(due),
  paid: Number(paid),
  owed: Number(due) - Number(paid),
});

/**
 * The operator's hand on the period engine (operator routes, `npm run admin periods`): list runs,
 * preview a period (its run, or computed now without writing), pay, hold, re-run a period nothing
 * of which was paid yet, and the merchant's period settings.
 */
export function createPayoutsOperator({
  db,
  now = Date.now,
}: {
  db: Db;
  now?: (() => number) | undefined;
}) {
  const repo = createPayoutsRepository(db);
  const engine = createPeriodEngine({ db, now });

  function closedPeriod(ref: PeriodRef): Period {
    const period = periodOfKey(ref.periodKey);
    if (!period) throw new AppError('payouts.period.invalid', { field: 'periodKey' });
    if (period.to > now()) throw new AppError('payouts.period.open', { field: 'periodKey' });
    return period;
  }

  async function runOf(merchantId: number, ref: PeriodRef): Promise<RunRow> {
    const run = await repo.run(merchantId, ref.kind, ref.periodKey);
    if (!run) throw new AppError('payouts.run.not.found');
    return run;
  }

  async function summary(merchantId: number, run: RunRow): Promise<PayoutRun> {
    const rows = await repo.runs(merchantId, run.kind as ContractKind, 500);
    const found = rows.find((row) => row.run.id === run.id);
    if (!found) throw new AppError('payouts.run.not.found');
    return runView(found);
  }

  /** The accounts of members by id (a preview's agents, as a stored run names them). */
  async function accountsOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.account]));
  }

  return {
    async runs(merchantId: number, kind?: ContractKind, limit = 50): Promise<PayoutRun[]> {
      return (await repo.runs(merchantId, kind, limit)).map(runView);
    },

    async preview(merchantId: number, ref: PeriodRef): Promise<RunPreview> {
      const run = await repo.run(merchantId, ref.kind, ref.periodKey);
      if (run) {
        return {
          run: await summary(merchantId, run),
          stored: true,
          payouts: await repo.payoutsOf(run.id),
        };
      }
      const period = periodOfKey(ref.periodKey);
      if (!period) throw new AppError('payouts.period.invalid', { field: 'periodKey' });
      const rows = await computePayouts(db, merchantId, ref.kind, period);
      const names = await accountsOf(rows.map((row) => row.downlineId));
      return {
        run: null,
        stored: false,
        payouts: rows.map((row, i) => ({
          id: -(i + 1),
          contractId: row.contractId,
          kind: ref.kind,
          periodKey: period.key,
          periodStart: period.from,
          periodEnd: period.to,
          uplineId: row.uplineId ?? null,
          downlineId: row.downlineId,
          downlineName: names.get(row.downlineId) ?? '',
          teamValidBet: row.teamValidBet,
          activeMembers: row.activeMembers,
          netLoss: row.netLoss,
          tier: row.tier ?? null,
          rateBp: row.rateBp,
          downlineShare: row.downlineShare ?? 0,
          due: row.due,
          paid: 0,
          owed: row.due,
          paidAt: null,
        })),
      };
    },

    /**
     * Closes the period if it is not yet (a closed period only), then pays its run; each payment
     * is written to the audit log with `audit`'s author in its transaction.
     */
    async pay(merchantId: number, ref: PeriodRef, audit?: DecisionAudit): Promise<PayoutRun> {
      const period = closedPeriod(ref);
      await closePeriod(db, merchantId, ref.kind, period);
      const run = await runOf(merchantId, ref);
      if (run.status !== 'paid') {
        await db.transaction(async (tx) => {
          await createPayoutsRepository(tx).setStatus(run.id, 'previewed');
          await audit?.(tx, {
            action: 'payout-run.pay',
            target: `payout-run:${run.id}`,
            before: { status: run.status },
            after: { status: 'previewed', kind: ref.kind, periodKey: ref.periodKey },
          });
        });
        await engine.payRun(run.id, audit);
      }
      return summary(merchantId, await runOf(merchantId, ref));
    },

    async hold(merchantId: number, ref: PeriodRef, audit?: DecisionAudit): Promise<PayoutRun> {
      const run = await runOf(merchantId, ref);
      await db.transaction(async (tx) => {
        const locked = await createPayoutsRepository(tx).lockRun(run.id);
        if (!locked || locked.status === 'paid') throw new AppError('payouts.run.paid');
        await createPayoutsRepository(tx).setStatus(run.id, 'held');
        await audit?.(tx, {
          action: 'payout-run.held',
          target: `payout-run:${run.id}`,
          before: { status: locked.status },
          after: { status: 'held', kind: ref.kind, periodKey: ref.periodKey },
        });
      });
      return summary(merchantId, run);
    },

    /** Computes the period again from scratch, when nothing of it was paid yet. */
    async rerun(merchantId: number, ref: PeriodRef, audit?: DecisionAudit): Promise<RunPreview> {
      const period = closedPeriod(ref);
      await db.transaction(async (tx) => {
        const txRepo = createPayoutsRepository(tx);
        const existing = await txRepo.run(merchantId, ref.kind, ref.periodKey);
        if (!existing) return;
        const run = await txRepo.lockRun(existing.id);
        const payouts = await txRepo.payoutsOf(existing.id);
        if (run?.status === 'paid' || payouts.some((p) => p.paidAt !== null)) {
          throw new AppError('payouts.run.paid');
        }
        await txRepo.deletePayouts(existing.id);
        const rows = await computePayouts(tx, merchantId, ref.kind, period);
        await txRepo.insertPayouts(existing.id, rows);
        await txRepo.setStatus(existing.id, 'computed', {
          computedAt: new Date(),
          recomputed: existing.recomputed + 1,
        });
        await audit?.(tx, {
          action: 'payout-run.rerun',
          target: `payout-run:${existing.id}`,
          before: { status: run?.status, payouts: payouts.length },
          after: { status: 'computed', payouts: rows.length },
        });
      });
      await closePeriod(db, merchantId, ref.kind, period);
      return this.preview(merchantId, ref);
    },

    settings: (merchantId: number): Promise<PeriodSettings> => repo.settings(merchantId),

    async saveSettings(merchantId: number, settings: PeriodSettings): Promise<PeriodSettings> {
      await repo.saveSettings(merchantId, settings);
      return repo.settings(merchantId);
    },
  };
}

export type PayoutsOperator = ReturnType<typeof createPayoutsOperator>;
