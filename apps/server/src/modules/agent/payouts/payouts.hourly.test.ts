import { MEMBER_TYPE, siteInstant, type HourlySalaryTier as Tier } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { ledgerTransactions } from '@/db/schema/index.js';
import { seedDemoLottery } from '@/db/seed/demo-lottery.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { closePeriod, computePayouts } from './compute-run.js';
import { createPeriodEngine } from './engine.js';
import {
  bet,
  cashOf,
  contract,
  fund,
  lotteryBet,
  member,
  type Member,
} from './payouts.test-kit.js';
import { periodOf, type Period } from './periods.js';

/** 2026-11-20 in Manila at `h`:`m`:`s`.`ms`. */
const at = (h: number, m = 0, s = 0, ms = 0) =>
  new Date(siteInstant(2026, 11, 20, h, m) + s * 1000 + ms);

/**
 * Hourly salaries (MCS2_processContractHourSalary contracts) on the database: A holds an hour
 * contract from the house, H (under A) a half-hour one from A. Bets on the boundaries and a
 * lottery bet placed in one hour but settled in the next (it belongs to the period of its
 * settlement) give known amounts, each paid exactly once, to the centavo.
 */
describe('period engine: hourly salaries', () => {
  let db: Db;
  let merchantId: number;
  let a: Member, h: Member;
  const ids: Record<string, number> = {};
  const hour1 = periodOf('hour', at(13).getTime());
  const hour2 = periodOf('hour', at(14).getTime());
  const halves = [13, 13.5, 14].map((t) =>
    periodOf('half-hour', at(Math.floor(t), (t % 1) * 60).getTime()),
  ) as [Period, Period, Period];

  const salaries = async () =>
    db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantId, merchantId),
          eq(ledgerTransactions.kind, 'agent_salary'),
        ),
      )
      .orderBy(asc(ledgerTransactions.id))
      .then((rows) => rows.map((row) => row.key));

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    ({ merchantId } = await insertDemoCopy(db, 'PAYH'));
    await seedDemoLottery(db, merchantId, siteInstant(2026, 11, 19));
    a = await member(db, merchantId, null, MEMBER_TYPE.AGENT);
    h = await member(db, merchantId, a, MEMBER_TYPE.AGENT);
    const pA = await member(db, merchantId, a, 0);
    const pH = await member(db, merchantId, h, 0);
    await bet(db, pA, at(12, 59, 59, 999), 500_000); // the hour before
    await bet(db, pA, at(13), 120_000); // the hour's first instant
    await bet(db, pA, at(13, 30), 40_000, 0, false); // not valid
    await bet(db, pA, at(13, 59, 59, 999), 80_123); // its last instant
    await bet(db, pH, at(13, 40), 10_000);
    await lotteryBet(db, pH, at(13, 50), at(14, 5), 30_000); // placed 13:50, settled 14:05
    await bet(db, pA, at(14), 50_000); // the next hour's first instant
    const started = new Date(siteInstant(2026, 11, 1));
    const hourly = (upline: Member | null, downline: Member, window: 30 | 60, tiers: Tier[]) =>
      contract(db, 'hourly_salary', upline, downline, { window, tiers }, started);
    ids.a = await hourly(null, a, 60, [
      { minValidBet: 50_000, minActiveMembers: 2, fixedAmount: 777 },
      { minValidBet: 100_000, minActiveMembers: 1, rateBp: 50 },
      { minValidBet: 200_000, minActiveMembers: 2, rateBp: 80 },
    ]);
    ids.h = await hourly(a, h, 30, [{ minValidBet: 10_000, minActiveMembers: 1, rateBp: 125 }]);
    await fund(db, a, 1_000);
  });

  it('computes each hour from the bets settled in it', async () => {
    // 13:00: 120,000 + 80,123 + 10,000 valid, 2 active: 0.8 % of 210,123 is 1,680.98 → 1,680.
    expect(await computePayouts(db, merchantId, 'hourly_salary', hour1)).toEqual([
      expect.objectContaining({
        contractId: ids.a,
        teamValidBet: 210_123,
        activeMembers: 2,
        tier: 2,
        due: 1_680,
      }),
    ]);
    // 14:00: 50,000 + the lottery bet settled at 14:05, 2 active: the fixed 777 (without that bet
    // 50,000 with 1 active reaches no tier).
    expect(await computePayouts(db, merchantId, 'hourly_salary', hour2)).toEqual([
      expect.objectContaining({
        contractId: ids.a,
        teamValidBet: 80_000,
        activeMembers: 2,
        due: 777,
      }),
    ]);
    // H's half hours: 0 (a payout of nothing), then 1.25 % of 10,000, then of the 30,000 settled at 14:05.
    const dues = [];
    for (const half of halves) {
      dues.push((await computePayouts(db, merchantId, 'hourly_salary', half)).map((r) => r.due));
    }
    expect(dues).toEqual([[0], [125], [375]]);
  });

  it('pays each period exactly once, the house paying A and A paying H', async () => {
    const engine = createPeriodEngine({ db });
    for (const period of [hour1, hour2, ...halves]) {
      for (let i = 0; i < 2; i += 1) {
        const runId = await closePeriod(db, merchantId, 'hourly_salary', period);
        if (runId !== undefined) await engine.payRun(runId);
      }
    }
    expect(await salaries()).toEqual([
      `hourly_salary:${ids.a}:${hour1.key}`,
      `hourly_salary:${ids.a}:${hour2.key}`,
      `hourly_salary:${ids.h}:${halves[1].key}`,
      `hourly_salary:${ids.h}:${halves[2].key}`,
    ]);
    expect(await cashOf(db, a)).toBe(1_000 + 1_680 + 777 - 125 - 375);
    expect(await cashOf(db, h)).toBe(125 + 375);
    await checkInvariants(db);
  });
});
