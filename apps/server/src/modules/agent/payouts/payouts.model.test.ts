import { MEMBER_TYPE, siteInstant } from '@app/contracts';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { agentPayouts, ledgerTransactions } from '@/db/schema/index.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { closePeriod, computePayouts } from './compute-run.js';
import { createPeriodEngine } from './engine.js';
import { payPayout } from './pay.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { bet, contract, fund, member, type Member } from './payouts.test-kit.js';
import { periodOf } from './periods.js';

/**
 * Model-based test of the period engine: random teams (agents under agents or the house), daily
 * salary contracts (some ended before the day closed), bets and uplines' cash, and random crashes
 * (a payment's transaction rolled back after its movement, the engine stopped between compute and
 * pay, the period closed twice). Whatever the order: no payout is paid twice (its paid amount is
 * what its keyed movements moved), no ended contract is paid, the house pays in full, an upline
 * never pays more than due, and the ledger's invariants hold. PAYOUTS_MODEL_RUNS sets the runs.
 */
const RUNS = Number(process.env.PAYOUTS_MODEL_RUNS ?? 8);
const day = periodOf('day', siteInstant(2026, 11, 10, 12));
const started = new Date(siteInstant(2026, 11, 1));

const Team = fc.record({
  agents: fc.array(
    fc.record({
      under: fc.nat(),
      house: fc.boolean(),
      ended: fc.boolean(),
      rateBp: fc.integer({ min: 1, max: 300 }),
      cash: fc.integer({ min: 0, max: 5_000 }),
      bet: fc.integer({ min: 0, max: 400_000 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  steps: fc.array(fc.constantFrom('close', 'crash', 'payOne', 'payRun'), { maxLength: 6 }),
});

class Crash extends Error {}

describe('period engine: model', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
  });

  it('never pays twice, never pays an ended contract, keeps the ledger sound', async () => {
    await fc.assert(
      fc.asyncProperty(Team, async ({ agents, steps }) => {
        const { merchantId } = await insertDemoCopy(db, 'PAYM');
        const made: { who: Member; contractId: number; ended: boolean; house: boolean }[] = [];
        for (const spec of agents) {
          const parent =
            made.length > 0 && !spec.house ? made[spec.under % made.length] : undefined;
          const who = await member(db, merchantId, parent?.who ?? null, MEMBER_TYPE.AGENT);
          const player = await member(db, merchantId, who, 0);
          if (spec.bet > 0) await bet(db, player, new Date(day.from + 3_600_000), spec.bet);
          await fund(db, who, spec.cash);
          const ended = spec.ended ? new Date(day.to - 60_000) : null;
          const terms = { tiers: [{ minValidBet: 0, minActiveMembers: 1, rateBp: spec.rateBp }] };
          const id = await contract(
            db,
            'daily_salary',
            parent?.who ?? null,
            who,
            terms,
            started,
            ended,
          );
          made.push({ who, contractId: id, ended: ended !== null, house: !parent });
        }
        const engine = createPeriodEngine({ db });
        const first = await computePayouts(db, merchantId, 'daily_salary', day);
        let runId: number | undefined;
        for (const step of steps) {
          if (step === 'close') runId = await closePeriod(db, merchantId, 'daily_salary', day);
          if (runId === undefined) continue;
          const unpaid = await createPayoutsRepository(db).unpaidIds(runId);
          const target = unpaid[0];
          if (step === 'crash' && target !== undefined) {
            await db
              .transaction(async (tx) => {
                await payPayout(tx, target, true);
                throw new Crash();
              })
              .catch((error: unknown) => {
                if (!(error instanceof Crash)) throw error;
              });
          }
          if (step === 'payOne' && target !== undefined) {
            await db.transaction((tx) => payPayout(tx, target, true));
          }
          if (step === 'payRun') await engine.payRun(runId);
        }
        runId = await closePeriod(db, merchantId, 'daily_salary', day);
        if (runId !== undefined) {
          await engine.payRun(runId);
          await engine.payRun(runId);
        }
        expect(await computePayouts(db, merchantId, 'daily_salary', day)).toEqual(first);
        const rows = await db
          .select()
          .from(agentPayouts)
          .where(eq(agentPayouts.merchantId, merchantId));
        for (const c of made) {
          const row = rows.find((r) => r.contractId === c.contractId);
          if (c.ended) {
            expect(row).toBeUndefined();
            continue;
          }
          if (!row) throw new Error(`contract ${c.contractId}: no payout`);
          expect(row.paidAt).not.toBeNull();
          expect(row.paid).toBeLessThanOrEqual(row.due);
          if (c.house) expect(row.paid).toBe(row.due);
          // At most one movement for the engine's one payment.
          const count = await db.$count(
            ledgerTransactions,
            and(
              eq(ledgerTransactions.merchantId, merchantId),
              like(ledgerTransactions.idempotencyKey, `daily_salary:${c.contractId}:%`),
            ),
          );
          expect(count).toBe(row.paid > 0 ? 1 : 0);
        }
        await checkInvariants(db);
      }),
      { numRuns: RUNS, seed: 27_2026 },
    );
  }, 600_000);
});
