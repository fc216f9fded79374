import { REBATE_PRODUCTS, rebateIncomeOf, type RebateProduct } from '@app/contracts';
import { and, eq, gt, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client.js';
import { siteDaySql } from '@/db/site-day.js';
import {
  agentRebateAccruals,
  agentRebateBets,
  agentRebateCredits,
  agentRebateMarks,
  inhouseBets,
  lotterySuborders,
  members,
  vendorRounds,
} from '@/db/schema/index.js';
import {
  countedInhouseBet,
  countedLotteryBet,
  countedVendorRound,
  createMovements,
} from '../../wallet/index.js';
import { merchantRules, ratesOf, type MerchantRules } from './rates.js';

/** The advisory lock the income batch holds in each of its transactions (one writer). */
const INCOME_LOCK = 727_028;
/** Bets a product's accrual step reads at once; agents credited in one credit step. */
export const INCOME_BATCH = 500;
const CREDITS_BATCH = 200;
/** The ledger kind of an agent's rebate income (the agent record's `agent_rebate`). */
export const AGENT_REBATE_KIND = 'agent_rebate';

type Bet = {
  id: number;
  memberId: number;
  stake: number;
  day: string;
  merchantId: number;
  path: string;
};
type Source = {
  pending(tx: DbOrTx, mark: number, limit: number): Promise<Bet[]>;
  /** The lowest id above `mark` the mark must stay below: open or not yet accrued. */
  firstWaiting(tx: DbOrTx, mark: number): Promise<number | null>;
  top(tx: DbOrTx): Promise<number>;
};

const notAccrued = (product: RebateProduct, id: unknown) =>
  sql`NOT EXISTS (SELECT 1 FROM ${agentRebateBets} b WHERE b.product = ${product} AND b.bet_id = ${id})`;

/**
 * A vendor category's settled valid bets: the rounds of providers' games of that lobby
 * (modules/providers), counted when the provider's credit settles them.
 */
const vendorSource = (product: RebateProduct): Source => {
  const ofProduct = eq(vendorRounds.gameType, product);
  return {
    pending: (tx, mark, limit) =>
      tx
        .select({
          id: vendorRounds.id,
          memberId: vendorRounds.memberId,
          stake: vendorRounds.stake,
          day: siteDaySql(vendorRounds.settledAt),
          merchantId: vendorRounds.merchantId,
          path: members.path,
        })
        .from(vendorRounds)
        .innerJoin(members, eq(members.id, vendorRounds.memberId))
        .where(
          and(
            gt(vendorRounds.id, mark),
            ofProduct,
            countedVendorRound,
            notAccrued(product, vendorRounds.id),
          ),
        )
        .orderBy(vendorRounds.id)
        .limit(limit),
    async firstWaiting(tx, mark) {
      const [row] = await tx
        .select({ id: min(vendorRounds.id) })
        .from(vendorRounds)
        .where(
          and(
            gt(vendorRounds.id, mark),
            ofProduct,
            sql`(${vendorRounds.status} = 'open' OR (${countedVendorRound} AND ${notAccrued(product, vendorRounds.id)}))`,
          ),
        );
      return row?.id ?? null;
    },
    async top(tx) {
      const [row] = await tx
        .select({ id: max(vendorRounds.id) })
        .from(vendorRounds)
        .where(ofProduct);
      return row?.id ?? 0;
    },
  };
};

/** Where each product's settled valid bets are: the site's own games, then each vendor category. */
const SOURCES: Partial<Record<RebateProduct, Source>> = {
  LOTTERY: {
    pending: (tx, mark, limit) =>
      tx
        .select({
          id: lotterySuborders.id,
          memberId: lotterySuborders.memberId,
          stake: lotterySuborders.stake,
          day: siteDaySql(lotterySuborders.settledAt),
          merchantId: members.merchantId,
          path: members.path,
        })
        .from(lotterySuborders)
        .innerJoin(members, eq(members.id, lotterySuborders.memberId))
        .where(
          and(
            gt(lotterySuborders.id, mark),
            countedLotteryBet,
            notAccrued('LOTTERY', lotterySuborders.id),
          ),
        )
        .orderBy(lotterySuborders.id)
        .limit(limit),
    async firstWaiting(tx, mark) {
      const [row] = await tx
        .select({ id: min(lotterySuborders.id) })
        .from(lotterySuborders)
        .where(
          and(
            gt(lotterySuborders.id, mark),
            sql`(${lotterySuborders.status} = 'open' OR (${countedLotteryBet} AND ${notAccrued('LOTTERY', lotterySuborders.id)}))`,
          ),
        );
      return row?.id ?? null;
    },
    async top(tx) {
      const [row] = await tx.select({ id: max(lotterySuborders.id) }).from(lotterySuborders);
      return row?.id ?? 0;
    },
  },
  INHOUSE: {
    pending: (tx, mark, limit) =>
      tx
        .select({
          id: inhouseBets.id,
          memberId: inhouseBets.memberId,
          stake: inhouseBets.stake,
          day: siteDaySql(inhouseBets.createdAt),
          merchantId: inhouseBets.merchantId,
          path: members.path,
        })
        .from(inhouseBets)
        .innerJoin(members, eq(members.id, inhouseBets.memberId))
        .where(
          and(gt(inhouseBets.id, mark), countedInhouseBet, notAccrued('INHOUSE', inhouseBets.id)),
        )
        .orderBy(inhouseBets.id)
        .limit(limit),
    async firstWaiting(tx, mark) {
      const [row] = await tx
        .select({ id: min(inhouseBets.id) })
        .from(inhouseBets)
        .where(
          and(gt(inhouseBets.id, mark), countedInhouseBet, notAccrued('INHOUSE', inhouseBets.id)),
        );
      return row?.id ?? null;
    },
    async top(tx) {
      const [row] = await tx.select({ id: max(inhouseBets.id) }).from(inhouseBets);
      return row?.id ?? 0;
    },
  },
  ...Object.fromEntries(
    REBATE_PRODUCTS.filter((product) => product !== 'LOTTERY' && product !== 'INHOUSE').map(
      (product) => [product, vendorSource(product)],
    ),
  ),
};

/** "/1/7/" → [1, 7]: the bettor's uplines, top first. */
const uplinesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/** Each agent's accrual on `bet`: (its rate − the rate below it) × valid bet, where positive. */
async function accrualsOf(
  tx: DbOrTx,
  product: RebateProduct,
  bets: Bet[],
  rulesOf: (merchantId: number) => Promise<MerchantRules>,
) {
  const out: (typeof agentRebateAccruals.$inferInsert)[] = [];
  const byMerchant = new Map<number, Bet[]>();
  for (const bet of bets)
    byMerchant.set(bet.merchantId, [...(byMerchant.get(bet.merchantId) ?? []), bet]);
  for (const [merchantId, ofMerchant] of byMerchant) {
    const chains = ofMerchant.map((bet) => [...uplinesOf(bet.path), bet.memberId]);
    // Every member on the chains, with its upline (the one above it on the path).
    const people = chains.flatMap((chain) =>
      chain.map((id, i) => ({ id, uplineId: i === 0 ? null : (chain[i - 1] as number) })),
    );
    const rates = await ratesOf(tx, await rulesOf(merchantId), people);
    const rate = (id: number) => rates.get(id)?.get(product) ?? 0;
    ofMerchant.forEach((bet, b) => {
      const chain = chains[b] as number[];
      for (let i = 0; i < chain.length - 1; i += 1) {
        const agentId = chain[i] as number;
        const viaId = chain[i + 1] as number;
        const diffBp = rate(agentId) - rate(viaId);
        if (diffBp <= 0) continue;
        out.push({
          merchantId,
          agentId,
          viaId,
          bettorId: bet.memberId,
          product,
          betId: bet.id,
          day: bet.day,
          validBet: bet.stake,
          diffBp,
          amount: rebateIncomeOf(bet.stake, diffBp),
        });
      }
    });
  }
  return out;
}

/**
 * Rebate income (contracts/agent-rebates.ts), a periodic batch. Accrual: per product, the settled
 * valid bets not accrued yet give each agent up the chain a row, unique per (product, bet,
 * agent), and the bet a marker, in one transaction; the product's mark then moves past what is
 * final. Credit: per agent, its uncredited rows become one credit and one wallet movement
 * (key agent-rebate:<credit id>) in one transaction. A crash anywhere rolls back one step; the
 * next run picks up what is left, so every bet pays each agent once.
 */
export function createRebateIncome(db: Db) {
  const lock = (tx: DbOrTx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${INCOME_LOCK})`);

  /** One product's step: answers the bets it accrued. */
  async function accrue(product: RebateProduct, source: Source, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      await lock(tx);
      const [state] = await tx
        .select()
        .from(agentRebateMarks)
        .where(eq(agentRebateMarks.product, product));
      const mark = state?.mark ?? 0;
      const bets = await source.pending(tx, mark, limit);
      const cache = new Map<number, Promise<MerchantRules>>();
      const rulesOf = (merchantId: number) => {
        let found = cache.get(merchantId);
        if (!found) cache.set(merchantId, (found = merchantRules(tx, merchantId)));
        return found;
      };
      const rows = await accrualsOf(tx, product, bets, rulesOf);
      if (rows.length > 0) await tx.insert(agentRebateAccruals).values(rows).onConflictDoNothing();
      if (bets.length > 0) {
        await tx
          .insert(agentRebateBets)
          .values(bets.map((b) => ({ product, betId: b.id })))
          .onConflictDoNothing();
      }
      // The mark stays below what is open or not accrued, and below the highest id of the last
      // run: an id taken then but committed later is still found above the mark.
      const waiting = await source.firstWaiting(tx, mark);
      const seen = state?.seen ?? 0;
      const next = Math.max(mark, Math.min(seen, waiting === null ? seen : waiting - 1));
      const top = await source.top(tx);
      await tx
        .insert(agentRebateMarks)
        .values({ product, mark: next, seen: top })
        .onConflictDoUpdate({ target: agentRebateMarks.product, set: { mark: next, seen: top } });
      await tx
        .delete(agentRebateBets)
        .where(and(eq(agentRebateBets.product, product), lte(agentRebateBets.betId, next)));
      return bets.length;
    });
  }

  /** Credits one agent's uncredited rows; answers the amount. */
  async function credit(agentId: number, merchantId: number): Promise<number> {
    return db.transaction(async (tx) => {
      await lock(tx);
      const a = agentRebateAccruals;
      const rows = await tx
        .select({ id: a.id, amount: a.amount })
        .from(a)
        .where(and(eq(a.agentId, agentId), isNull(a.creditId)));
      if (rows.length === 0) return 0;
      const amount = rows.reduce((total, row) => total + row.amount, 0);
      const [made] = await tx
        .insert(agentRebateCredits)
        .values({ merchantId, agentId, amount })
        .returning();
      if (!made) throw new Error('agent rebate credit not inserted');
      await tx
        .update(a)
        .set({ creditId: made.id })
        .where(
          inArray(
            a.id,
            rows.map((r) => r.id),
          ),
        );
      if (amount > 0) {
        const moved = await createMovements(tx).grant(
          { merchantId, memberId: agentId },
          {
            amountMinor: BigInt(amount),
            key: `agent-rebate:${made.id}`,
            kind: AGENT_REBATE_KIND,
            from: 'house_rebate',
            wagering: 'none',
            memo: `agent rebate of ${rows.length} bets`,
          },
        );
        await tx
          .update(agentRebateCredits)
          .set({ transactionId: moved.transactionId })
          .where(eq(agentRebateCredits.id, made.id));
      }
      return amount;
    });
  }

  /** Accrues every product until nothing waits (or `rounds` full batches); answers the bets. */
  async function accrueAll({ limit = INCOME_BATCH, rounds = 20 } = {}): Promise<number> {
    let bets = 0;
    for (const product of REBATE_PRODUCTS) {
      const source = SOURCES[product];
      if (!source) continue;
      for (let i = 0; i < rounds; i += 1) {
        const n = await accrue(product, source, limit);
        bets += n;
        if (n < limit) break;
      }
    }
    return bets;
  }

  /** Credits the agents with uncredited income (a batch of them); answers the total paid. */
  async function creditAll(): Promise<number> {
    const due = await db
      .selectDistinct({
        agentId: agentRebateAccruals.agentId,
        merchantId: agentRebateAccruals.merchantId,
      })
      .from(agentRebateAccruals)
      .where(isNull(agentRebateAccruals.creditId))
      .limit(CREDITS_BATCH);
    let credited = 0;
    for (const { agentId, merchantId } of due) credited += await credit(agentId, merchantId);
    return credited;
  }

  return {
    accrueAll,
    creditAll,
    /** One tick of the batch: accrue, then credit. */
    async run(): Promise<{ bets: number; credited: number }> {
      const bets = await accrueAll();
      return { bets, credited: await creditAll() };
    },
  };
}

export type RebateIncome = ReturnType<typeof createRebateIncome>;
