import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  memberBonusGrants,
  memberTurnover,
} from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { MEMBER_BONUS, MEMBER_CASH, MEMBER_WITHDRAW_HOLD } from './ledger.service.js';
import {
  bonusOf,
  other,
  type ModelState,
  type Op,
  type Outcome,
  type Who,
} from './movements.model-state.js';
import { createMovements, type HouseBatchItem } from './movements.js';
import { createTurnoverRepository } from './turnover.repository.js';

/**
 * The real side of the movement API's model test (movements.model-run.test.ts): a model op run
 * through the movement API, and the two members' ledger read back and compared with the model.
 */

export type Real = {
  db: Db;
  merchantId: number;
  ids: [number, number];
  prefix: string;
  next: number;
  /** The last posting before the sequence: its postings come after (no index on transaction). */
  postingsAfter: number;
};
export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const insufficientOrConflict = (e: unknown): Outcome | undefined =>
  e instanceof AppError && (e.code === 'wallet.insufficient' || e.code === 'idempotency.conflict')
    ? { ok: false, error: e.code }
    : undefined;

/** Runs `op` through the movement API in a transaction of its own. */
export async function perform(real: Real, op: Op, key: string): Promise<Outcome> {
  const member = { merchantId: real.merchantId, memberId: real.ids[op.m] };
  const base = { key, amountMinor: BigInt(op.amount) };
  try {
    const moved: { replayed: boolean; balanceMinor: bigint; toBalanceMinor?: bigint } =
      await real.db.transaction(async (tx) => {
        const movements = createMovements(tx);
        switch (op.t) {
          case 'deposit':
            return movements.grant(member, {
              ...base,
              kind: 'deposit',
              from: 'house_model_deposits',
              wagering: op.turnover > 0 ? { turnoverMinor: op.turnover } : 'none',
            });
          case 'grant':
            return movements.grant(member, {
              ...base,
              kind: 'promotion_bonus',
              from: 'house_model_promotions',
              wagering: op.bonus > 0 ? { bonusMinor: op.bonus } : 'none',
            });
          case 'stake': {
            const first = BigInt(Math.ceil(op.amount / 2));
            const input = op.split
              ? {
                  ...base,
                  parts: [
                    { house: 'house_model_games' as const, amountMinor: first },
                    {
                      house: 'house_model_games_b' as const,
                      amountMinor: base.amountMinor - first,
                    },
                  ],
                }
              : { ...base, house: 'house_model_games' as const };
            return movements.stake(member, { ...input, kind: 'inhouse_stake' });
          }
          case 'payout':
            return movements.payout(member, {
              ...base,
              kind: 'inhouse_win',
              house: 'house_model_games',
            });
          case 'refund':
            return movements.refund(member, {
              ...base,
              kind: 'lottery_refund',
              house: 'house_model_games',
            });
          case 'hold':
            return movements.hold(member, { ...base, kind: 'withdraw_hold' });
          case 'release':
            return movements.release(member, {
              ...base,
              kind: 'withdraw_release',
              to: op.to === 'cash' ? 'cash' : 'house_model_payouts',
            });
          case 'transfer':
            return movements.transfer(
              member,
              { memberId: real.ids[other(op.m)] },
              { ...base, kind: 'upline_transfer', payeeTurnoverMinor: op.turnover },
            );
          case 'spread': {
            const payee = real.ids[other(op.m)];
            const moved = await movements.transferMany(
              member,
              [{ memberId: payee, amountMinor: base.amountMinor, turnoverMinor: op.turnover }],
              { key, kind: 'red_envelope' },
            );
            return { ...moved, toBalanceMinor: moved.toBalances.get(payee) ?? 0n };
          }
          case 'payouts': {
            const items: HouseBatchItem[] = [
              {
                memberId: member.memberId,
                parts: [{ house: 'house_model_games', amountMinor: base.amountMinor }],
                key,
                kind: 'inhouse_win',
              },
            ];
            if (op.other > 0) {
              items.push({
                memberId: real.ids[other(op.m)],
                parts: [{ house: 'house_model_games_b', amountMinor: BigInt(op.other) }],
                key: `${key}:b`,
                kind: 'inhouse_win',
              });
            }
            const [mine, theirs] = await movements.payoutMany(member, items);
            if (!mine) throw new Error('model: payoutMany answered nothing');
            return theirs ? { ...mine, toBalanceMinor: theirs.balanceMinor } : mine;
          }
          case 'wagers':
            // Both members' settled valid bets counted in one batch.
            await createTurnoverRepository(tx).addWageredMany(
              [
                { memberId: member.memberId, stake: op.amount },
                { memberId: real.ids[other(op.m)], stake: op.other },
              ]
                .filter((w) => w.stake > 0)
                .sort((a, b) => a.memberId - b.memberId),
            );
            return { replayed: false, balanceMinor: await movements.cashBalance(member) };
          case 'wager':
            // A settled valid bet (valid-bet.ts counts it so): turnover and bonus wagering advance.
            await createTurnoverRepository(tx).addWagered(member.memberId, op.amount);
            return { replayed: false, balanceMinor: await movements.cashBalance(member) };
        }
      });
    const toBalance = moved.toBalanceMinor === undefined ? {} : { toBalance: moved.toBalanceMinor };
    return { ok: true, replayed: moved.replayed, balance: moved.balanceMinor, ...toBalance };
  } catch (e) {
    const refused = insufficientOrConflict(e);
    if (refused) return refused;
    throw e;
  }
}

/** The two members' ledger as it stands: accounts, their transactions, turnover and grants. */
export async function snapshot(real: Real) {
  const { db, ids } = real;
  const total = sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(String);
  const accounts = await db
    .select({
      id: ledgerAccounts.id,
      memberId: ledgerAccounts.memberId,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      total,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(
      and(eq(ledgerAccounts.merchantId, real.merchantId), inArray(ledgerAccounts.memberId, ids)),
    )
    .groupBy(ledgerAccounts.id);
  const touched = db
    .selectDistinct({ id: ledgerPostings.transactionId })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        gt(ledgerPostings.id, real.postingsAfter),
        eq(ledgerAccounts.merchantId, real.merchantId),
        inArray(ledgerAccounts.memberId, ids),
      ),
    );
  const transactions = await db
    .select({ id: ledgerTransactions.id, total, count: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .where(and(gt(ledgerPostings.id, real.postingsAfter), inArray(ledgerTransactions.id, touched)))
    .groupBy(ledgerTransactions.id);
  const turnover = await db
    .select()
    .from(memberTurnover)
    .where(inArray(memberTurnover.memberId, ids));
  const grants = await db
    .select()
    .from(memberBonusGrants)
    .where(inArray(memberBonusGrants.memberId, ids))
    .orderBy(asc(memberBonusGrants.id));
  return { accounts, transactions, turnover, grants };
}

/** Every way the snapshot differs from the model or breaks a ledger invariant; empty when sound. */
export function differences(real: Real, s: ModelState, snap: Snapshot): string[] {
  const found: string[] = [];
  for (const t of snap.transactions) {
    if (t.total !== '0' || t.count < 2)
      found.push(`transaction ${t.id}: ${t.count} postings sum ${t.total}`);
  }
  if (snap.transactions.length !== s.transactions) {
    found.push(`${snap.transactions.length} ledger transactions, model ${s.transactions}`);
  }
  for (const a of snap.accounts) {
    if (a.balance !== BigInt(a.total))
      found.push(`account ${a.id}: ${a.balance} ≠ postings ${a.total}`);
    if (a.balance < 0n) found.push(`account ${a.id} (${a.kind}) below zero: ${a.balance}`);
  }
  ([0, 1] as Who[]).forEach((m) => {
    const id = real.ids[m];
    const want = s.members[m];
    const balance = (kind: string) =>
      snap.accounts.find((a) => a.memberId === id && a.kind === kind)?.balance ?? 0n;
    const expectEq = (what: string, got: unknown, expected: unknown) => {
      if (got !== expected) found.push(`m${m} ${what}: ${String(got)}, model ${String(expected)}`);
    };
    expectEq('cash', balance(MEMBER_CASH), want.cash);
    expectEq('hold', balance(MEMBER_WITHDRAW_HOLD), want.hold);
    expectEq('bonus account', balance(MEMBER_BONUS), bonusOf(want));
    const active = snap.grants.filter((g) => g.memberId === id && g.status === 'active');
    expectEq(
      'active grants',
      JSON.stringify(active.map((g) => [g.amount, g.required, g.wagered])),
      JSON.stringify(want.grants.map((g) => [g.amount, g.required, g.wagered])),
    );
    const activeSum = BigInt(active.reduce((sum, g) => sum + g.amount, 0));
    expectEq('bonus account vs active grants', balance(MEMBER_BONUS), activeSum);
    const row = snap.turnover.find((t) => t.memberId === id) ?? { required: 0, wagered: 0 };
    expectEq('turnover required', row.required, want.required);
    expectEq('turnover wagered', row.wagered, want.wagered);
  });
  return found;
}
