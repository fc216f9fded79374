import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  memberBonusGrants,
  memberPlayTotals,
  memberTurnover,
} from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { insertTestMember, merchantIdOf } from '../../../test/ledger-fixtures.js';
import { ledgerViolations } from '../../../test/ledger-invariants.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { MEMBER_BONUS, MEMBER_CASH } from './ledger.service.js';
import type { HouseBatchItem } from './movement-types.js';
import { createMovements, type Moved } from './movements.js';
import { createTurnoverRepository as turnover } from './turnover.repository.js';

/**
 * The movement API's batch payout (payoutMany) and the batch wagering count (addWageredMany)
 * against single calls: two pairs of members start alike; one of each pair is paid and counted
 * one call at a time, the other in one batch. Balances, postings, turnover, lifetime totals and
 * bonus grants must come out the same. (The lifetime stakes of valid bets: the settlement's test.)
 */
const RUN = randomBytes(4).toString('hex');
const X = 'house_batchtest_x';
const Y = 'house_batchtest_y';

/** Payouts and valid stakes of two members: one split over two houses, one bonus met. */
const PAYOUTS = [
  {
    parts: [
      { house: X, amount: 150n },
      { house: Y, amount: 50n },
      { house: X, amount: 25n },
    ],
  },
  { parts: [{ house: Y, amount: 70n }] },
] as const;
const STAKES = [[200, 300], [20]] as const;

describe('movement API batch calls', () => {
  let db: Db;
  let merchantId: number;

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    merchantId = await merchantIdOf(db, 'DEMO');
  });

  /** Two fresh members, funded alike: a deposit with turnover; the first a bonus to wager. */
  async function pair(): Promise<[number, number]> {
    const ids: number[] = [];
    for (let m = 0; m < 2; m += 1) {
      const { id } = await insertTestMember(db, { prefix: 'mb' });
      ids.push(id);
      await db.transaction(async (tx) => {
        const movements = createMovements(tx);
        const member = { merchantId, memberId: id };
        await movements.grant(member, {
          amountMinor: 1_000n,
          key: `batchtest:${RUN}:${id}:deposit`,
          kind: 'deposit',
          from: 'house_batchtest_deposits',
          wagering: { turnoverMinor: 900 },
        });
        if (m === 0) {
          await movements.grant(member, {
            amountMinor: 80n,
            key: `batchtest:${RUN}:${id}:bonus`,
            kind: 'promotion_bonus',
            from: 'house_batchtest_promotions',
            wagering: { bonusMinor: 400 },
          });
        }
      });
    }
    return ids as [number, number];
  }

  const items = (ids: number[], tag: string, extra = 0n): HouseBatchItem[] =>
    ids.map((memberId, m) => ({
      memberId,
      parts: PAYOUTS[m]!.parts.map(({ house, amount }) => ({ house, amountMinor: amount + extra })),
      key: `batchtest:${RUN}:${tag}:${m}`,
      kind: 'lottery_payout',
      memo: 'lottery win',
    }));

  /** What a member's ledger and counters are, with account ids replaced by their kinds. */
  async function state(memberId: number, payoutKey: string) {
    const accounts = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, memberId))
      .orderBy(asc(ledgerAccounts.kind));
    const postings = await db
      .select({ kind: ledgerAccounts.kind, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(
        and(
          eq(ledgerTransactions.merchantId, merchantId),
          eq(ledgerTransactions.idempotencyKey, payoutKey),
        ),
      )
      .orderBy(asc(ledgerPostings.id));
    const turnover = await db
      .select()
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, memberId));
    const totals = await db
      .select({ deposited: memberPlayTotals.deposited, staked: memberPlayTotals.staked })
      .from(memberPlayTotals)
      .where(eq(memberPlayTotals.memberId, memberId));
    const grants = await db
      .select({ status: memberBonusGrants.status, wagered: memberBonusGrants.wagered })
      .from(memberBonusGrants)
      .where(eq(memberBonusGrants.memberId, memberId));
    return {
      accounts,
      postings,
      turnover: turnover.map(({ required, wagered }) => ({ required, wagered })),
      totals,
      grants,
    };
  }

  const transactionsOf = async (ids: number[]) =>
    (
      await db
        .selectDistinct({ id: ledgerPostings.transactionId })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(inArray(ledgerAccounts.memberId, ids))
    ).length;

  it('pays and counts a batch as single calls would, and a replayed batch pays nothing', async () => {
    const singles = await pair();
    const batched = await pair();
    const member = (memberId: number) => ({ merchantId, memberId });

    const one: Moved[] = await db.transaction(async (tx) => {
      const movements = createMovements(tx);
      const moved: Moved[] = [];
      for (const item of items(singles, 'single')) {
        moved.push(await movements.payout(member(item.memberId), item));
      }
      for (const [m, stakes] of STAKES.entries()) {
        for (const stake of stakes) await turnover(tx).addWagered(singles[m]!, stake);
      }
      return moved;
    });
    const many: Moved[] = await db.transaction(async (tx) => {
      const movements = createMovements(tx);
      const moved = await movements.payoutMany({ merchantId }, items(batched, 'batch'));
      await turnover(tx).addWageredMany(
        STAKES.map((stakes, m) => ({ memberId: batched[m]!, stake: stakes[0] + (stakes[1] ?? 0) })),
      );
      return moved;
    });

    expect(many.map(({ replayed, balanceMinor }) => ({ replayed, balanceMinor }))).toEqual(
      one.map(({ replayed, balanceMinor }) => ({ replayed, balanceMinor })),
    );
    for (const m of [0, 1]) {
      const single = await state(singles[m]!, `batchtest:${RUN}:single:${m}`);
      const batch = await state(batched[m]!, `batchtest:${RUN}:batch:${m}`);
      expect(batch, `member ${m}`).toEqual(single);
      expect(batch.postings).toHaveLength(m === 0 ? 3 : 2);
    }
    // The bonus was met by the stakes and released to cash, in both.
    const first = await state(batched[0], `batchtest:${RUN}:batch:0`);
    expect(first.grants).toEqual([{ status: 'released', wagered: 400 }]);
    expect(first.accounts.find((a) => a.kind === MEMBER_BONUS)?.balance).toBe(0n);
    expect(first.accounts.find((a) => a.kind === MEMBER_CASH)?.balance).toBe(1_000n + 225n + 80n);

    // The same batch again: every movement replayed, the same transactions, nothing written.
    const before = await transactionsOf(batched);
    const second = await state(batched[1], `batchtest:${RUN}:batch:1`);
    const again = await db.transaction((tx) =>
      createMovements(tx).payoutMany({ merchantId }, items(batched, 'batch')),
    );
    expect(again.map((moved) => moved.replayed)).toEqual([true, true]);
    expect(again.map((moved) => moved.transactionId)).toEqual(many.map((m) => m.transactionId));
    expect(await transactionsOf(batched)).toBe(before);
    expect(await state(batched[1], `batchtest:${RUN}:batch:1`)).toEqual(second);

    // A key again with other amounts is a conflict, and the batch's new movement is not written.
    const altered = [...items([batched[0]], 'fresh'), ...items(batched, 'batch', 1n).slice(1)];
    await expect(
      db.transaction((tx) => createMovements(tx).payoutMany({ merchantId }, altered)),
    ).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'idempotency.conflict');
    expect(await transactionsOf(batched)).toBe(before);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('writes a key named twice in one batch once, the second a replay of the first', async () => {
    const [a] = await pair();
    const item = items([a], 'twice')[0]!;
    const moved = await db.transaction((tx) =>
      createMovements(tx).payoutMany({ merchantId }, [item, item]),
    );
    expect(moved.map((m) => m.replayed)).toEqual([false, true]);
    expect(moved[1]!.transactionId).toBe(moved[0]!.transactionId);
    expect(moved[1]!.balanceMinor).toBe(moved[0]!.balanceMinor);
    const [other] = items([a], 'twice', 5n);
    await expect(
      db.transaction((tx) => createMovements(tx).payoutMany({ merchantId }, [item, other!])),
    ).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'idempotency.conflict');
  });
});
