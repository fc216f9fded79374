import { CONTRACT_KINDS, type ContractKind } from '@app/contracts';
import { and, inArray, isNotNull, or, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { agentContracts } from '@/db/schema/index.js';
import { closePeriod } from './compute-run.js';
import { payPayout } from './pay.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { closedPeriods, LENGTHS_OF } from './periods.js';

export type PeriodEngineReport = { closed: number; paid: number; payments: number };

/**
 * The period engine (issue 27), run on one leader (runner.ts) but safe anywhere and at any
 * moment: each step is one transaction and may be re-run.
 *
 *   1. close: every merchant's recently ended periods that have contracts get their run and
 *      payouts (status computed), once (compute-run.ts);
 *   2. preview: a computed run becomes previewed (its figures final, shown to agents and the
 *      operator);
 *   3. pay: a previewed run of a merchant that pays automatically (or one the operator pays) has
 *      each payout paid once, uplines before their downlines, then becomes paid.
 *
 * A crash between any two steps leaves a run the next tick resumes: a payout is marked paid in
 * the transaction of its movement, so none is paid twice.
 */
export function createPeriodEngine({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const repo = createPayoutsRepository(db);

  /** Merchants with a contract of `kind` that may still earn (in force, or ended lately). */
  async function merchantsWith(kind: ContractKind, since: Date): Promise<number[]> {
    const rows = await db
      .selectDistinct({ merchantId: agentContracts.merchantId })
      .from(agentContracts)
      .where(
        and(
          inArray(agentContracts.kind, [kind]),
          isNotNull(agentContracts.startedAt),
          or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, since)),
        ),
      );
    return rows.map((row) => row.merchantId);
  }

  async function closeAll(at: number): Promise<number> {
    let closed = 0;
    // Dividends look back two months at most (periods.ts LOOK_BACK).
    const since = new Date(at - 62 * 86_400_000);
    for (const kind of CONTRACT_KINDS) {
      for (const merchantId of await merchantsWith(kind, since)) {
        const { closeDelayMinutes } = await repo.settings(merchantId);
        for (const length of LENGTHS_OF[kind]) {
          for (const period of closedPeriods(length, at, closeDelayMinutes * 60_000)) {
            const existing = await repo.run(merchantId, kind, period.key);
            if (existing) continue;
            if ((await closePeriod(db, merchantId, kind, period)) !== undefined) closed += 1;
          }
        }
      }
    }
    return closed;
  }

  /**
   * Pays every unpaid payout of the run (the engine's one payment each), then marks it paid. An
   * operator's payment (`audit`) writes each payout and the run's end to the audit log, each in
   * its own transaction.
   */
  async function payRun(runId: number, audit?: DecisionAudit): Promise<number> {
    let payments = 0;
    for (const payoutId of await repo.unpaidIds(runId)) {
      const paid = await db.transaction(async (tx) => {
        const run = await createPayoutsRepository(tx).lockRun(runId);
        if (!run || run.status === 'held') return undefined;
        const payment = await payPayout(tx, payoutId, true);
        await audit?.(tx, {
          action: 'payout.paid',
          target: `payout:${payoutId}`,
          before: null,
          after: { run: runId, amount: payment.amount, owed: payment.owed },
        });
        return payment;
      });
      if (paid === undefined) return payments;
      if (paid.amount > 0) payments += 1;
    }
    await db.transaction(async (tx) => {
      const txRepo = createPayoutsRepository(tx);
      const run = await txRepo.lockRun(runId);
      if (!run || run.status === 'held' || run.status === 'paid') return;
      if ((await txRepo.unpaidIds(runId)).length > 0) return;
      await txRepo.setStatus(runId, 'paid', { paidAt: new Date() });
      await audit?.(tx, {
        action: 'payout-run.paid',
        target: `payout-run:${runId}`,
        before: { status: run.status },
        after: { status: 'paid' },
      });
    });
    return payments;
  }

  return {
    payRun,

    async tick(): Promise<PeriodEngineReport> {
      const closed = await closeAll(now());
      let paid = 0;
      let payments = 0;
      for (const run of await repo.waitingRuns()) {
        if (run.status === 'computed') await repo.advance(run.id, 'computed', 'previewed');
        if (!(await repo.settings(run.merchantId)).autoPay) continue;
        payments += await payRun(run.id);
        paid += 1;
      }
      return { closed, paid, payments };
    },
  };
}

export type PeriodEngine = ReturnType<typeof createPeriodEngine>;
