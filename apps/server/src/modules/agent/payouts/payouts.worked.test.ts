import { MEMBER_TYPE, siteInstant } from '@app/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { agentPayouts, ledgerTransactions } from '@/db/schema/index.js';
import { insertDemoCopy } from '../../../../test/merchants.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../../test/test-app.js';
import { closePeriod, computePayouts } from './compute-run.js';
import { createPeriodEngine } from './engine.js';
import { payOwed } from './pay.js';
import { bet, cashOf, contract, fund, member, type Member } from './payouts.test-kit.js';
import { periodOf } from './periods.js';

/**
 * The worked example (issue 27 Tests): a three-level team (A top agent, B under A, C under B, a
 * player under each) with known bets on 2026-11-20 and 2026-11-21 (Manila) gives known daily
 * salaries and dividends to the centavo, paid in this order: uplines before their downlines,
 * the house paying the top agent, a short upline paying in part and later what it owes.
 */
describe('period engine: the worked example', () => {
  let db: Db;
  let merchantId: number;
  let a: Member, b: Member, c: Member, e: Member;
  const ids: Record<string, number> = {};
  const day = periodOf('day', siteInstant(2026, 11, 20, 12));
  const half = periodOf('half-month', siteInstant(2026, 11, 20, 12));
  const started = new Date(siteInstant(2026, 11, 1));

  /** The salary and dividend movements of the merchant, in the order they were made. */
  const payments = async () =>
    db
      .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantId, merchantId),
          inArray(ledgerTransactions.kind, ['agent_salary', 'agent_dividend']),
        ),
      )
      .orderBy(asc(ledgerTransactions.id));

  const payoutOf = async (contractId: number, periodKey: string) => {
    const [row] = await db
      .select()
      .from(agentPayouts)
      .where(and(eq(agentPayouts.contractId, contractId), eq(agentPayouts.periodKey, periodKey)));
    return row;
  };

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    ({ merchantId } = await insertDemoCopy(db, 'PAY'));
    a = await member(db, merchantId, null, MEMBER_TYPE.AGENT);
    b = await member(db, merchantId, a, MEMBER_TYPE.AGENT);
    c = await member(db, merchantId, b, MEMBER_TYPE.AGENT);
    e = await member(db, merchantId, a, MEMBER_TYPE.AGENT);
    const pA = await member(db, merchantId, a, 0);
    const pB = await member(db, merchantId, b, 0);
    const pC = await member(db, merchantId, c, 0);
    const at = new Date(siteInstant(2026, 11, 20, 10));
    await bet(db, pA, at, 300_000, 100_000);
    await bet(db, pB, at, 500_000);
    await bet(db, pB, at, 40_000, 0, false); // not valid: no valid bet, still a loss
    await bet(db, pC, at, 250_050);
    await bet(db, pC, new Date(siteInstant(2026, 11, 21, 0, 30)), 99_999); // the next day
    ids.houseA = await contract(
      db,
      'daily_salary',
      null,
      a,
      {
        tiers: [
          { minValidBet: 100_000, minActiveMembers: 1, rateBp: 100 },
          { minValidBet: 1_000_000, minActiveMembers: 3, rateBp: 150 },
        ],
      },
      started,
    );
    ids.aB = await contract(
      db,
      'daily_salary',
      a,
      b,
      {
        tiers: [
          { minValidBet: 100_000, minActiveMembers: 1, rateBp: 80 },
          { minValidBet: 700_000, minActiveMembers: 3, rateBp: 120 },
        ],
      },
      started,
    );
    ids.bC = await contract(
      db,
      'daily_salary',
      b,
      c,
      {
        tiers: [{ minValidBet: 50_000, minActiveMembers: 1, rateBp: 50 }],
      },
      started,
    );
    // Ended before the day closed: earns nothing for it.
    ids.aE = await contract(
      db,
      'daily_salary',
      a,
      e,
      {
        tiers: [{ minValidBet: 0, minActiveMembers: 1, rateBp: 100 }],
      },
      started,
      new Date(siteInstant(2026, 11, 20, 12)),
    );
    ids.divB = await contract(
      db,
      'dividend',
      a,
      b,
      {
        period: 'half_month',
        tiers: [{ minTeamBet: 0, minNetLoss: 0, minActiveMembers: 1, rateBp: 2000 }],
      },
      started,
    );
    ids.divC = await contract(
      db,
      'dividend',
      b,
      c,
      {
        period: 'half_month',
        tiers: [{ minTeamBet: 0, minNetLoss: 0, minActiveMembers: 1, rateBp: 1000 }],
      },
      started,
    );
    await fund(db, a, 100_000);
  });

  it('computes each daily salary from the highest tier whose bet and members both hold', async () => {
    const rows = await computePayouts(db, merchantId, 'daily_salary', day);
    const by = (id: number | undefined) => rows.find((row) => row.contractId === id);
    // A: team bet 1,050,050 with 3 active members: the second tier, 1.5 %.
    expect(by(ids.houseA)).toMatchObject({
      teamValidBet: 1_050_050,
      activeMembers: 3,
      tier: 1,
      due: 15_750,
    });
    // B: 750,050 reaches the second tier's bet but only 2 members are active: the first, 0.8 %.
    expect(by(ids.aB)).toMatchObject({
      teamValidBet: 750_050,
      activeMembers: 2,
      tier: 0,
      due: 6_000,
    });
    expect(by(ids.bC)).toMatchObject({ teamValidBet: 250_050, activeMembers: 1, due: 1_250 });
    expect(by(ids.aE)).toBeUndefined();
    // Computed twice: the same figures.
    expect(await computePayouts(db, merchantId, 'daily_salary', day)).toEqual(rows);
  });

  it('pays the day once: the house pays A, A pays B, B pays C', async () => {
    const runId = await closePeriod(db, merchantId, 'daily_salary', day);
    expect(await closePeriod(db, merchantId, 'daily_salary', day)).toBe(runId);
    const engine = createPeriodEngine({ db });
    await engine.payRun(runId as number);
    await engine.payRun(runId as number);
    expect(await payments()).toEqual([
      { key: `daily_salary:${ids.houseA}:2026-11-20`, kind: 'agent_salary' },
      { key: `daily_salary:${ids.aB}:2026-11-20`, kind: 'agent_salary' },
      { key: `daily_salary:${ids.bC}:2026-11-20`, kind: 'agent_salary' },
    ]);
    expect(await cashOf(db, a)).toBe(100_000 + 15_750 - 6_000);
    expect(await cashOf(db, b)).toBe(6_000 - 1_250);
    expect(await cashOf(db, c)).toBe(1_250);
  });

  it('computes dividends on the half month with what each downline passes on', async () => {
    const rows = await computePayouts(db, merchantId, 'dividend', half);
    const by = (id: number | undefined) => rows.find((row) => row.contractId === id);
    // B's team lost 540,000 + 350,049 (the invalid bet counts, the next day's too): 20 %.
    expect(by(ids.divB)).toMatchObject({ netLoss: 890_049, due: 178_009, downlineShare: 35_004 });
    expect(by(ids.divC)).toMatchObject({ netLoss: 350_049, due: 35_004, downlineShare: 0 });
  });

  it('a short upline pays in part and owes the rest; it pays the rest later', async () => {
    const runId = await closePeriod(db, merchantId, 'dividend', half);
    await createPeriodEngine({ db }).payRun(runId as number);
    const owedB = await payoutOf(ids.divB as number, '2026-11-H2');
    expect(owedB).toMatchObject({ due: 178_009, paid: 109_750, owed: 68_259 });
    expect(await payoutOf(ids.divC as number, '2026-11-H2')).toMatchObject({
      paid: 35_004,
      owed: 0,
    });
    expect(await payOwed(db, a.id)).toEqual({ paid: 0, stillOwed: 68_259 });
    await fund(db, a, 100_000);
    expect(await payOwed(db, a.id)).toEqual({ paid: 68_259, stillOwed: 0 });
    expect(await payOwed(db, a.id)).toEqual({ paid: 0, stillOwed: 0 });
    expect((await payments()).slice(3)).toEqual([
      { key: `dividend:${ids.divB}:2026-11-H2`, kind: 'agent_dividend' },
      { key: `dividend:${ids.divC}:2026-11-H2`, kind: 'agent_dividend' },
      { key: `dividend:${ids.divB}:2026-11-H2:109750`, kind: 'agent_dividend' },
    ]);
    expect(await cashOf(db, a)).toBe(100_000 - 68_259);
    expect(await cashOf(db, b)).toBe(4_750 + 178_009 - 35_004);
    await checkInvariants(db);
  });
});
