import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { lotteryGames, promotions } from '@/db/schema/index.js';
import type { TimeRange } from '@/lib/record-range.js';

export type TransactionRow = {
  id: number;
  kind: string;
  memo: string;
  createdAt: Date;
  amount: number;
  balanceAfter: number;
};

export type TransactionFilter = TimeRange & {
  accountId: number;
  /** Only these ledger kinds, or every kind but these. */
  kinds?: { in: readonly string[] } | { notIn: readonly string[] };
};

const kindWhere = (kinds: TransactionFilter['kinds']): SQL => {
  if (kinds === undefined) return sql`TRUE`;
  const list = 'in' in kinds ? kinds.in : kinds.notIn;
  const values = sql.join(
    list.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return 'in' in kinds ? sql`t.kind IN (${values})` : sql`t.kind NOT IN (${values})`;
};

/**
 * One account's movements: each ledger transaction's net change to it and the running balance
 * after it (in transaction order), filtered and paged afterwards, newest first.
 */
function movements(filter: TransactionFilter): SQL {
  return sql`
    WITH moves AS (
      SELECT transaction_id, SUM(amount) AS amount
      FROM ledger_postings WHERE account_id = ${filter.accountId}
      GROUP BY transaction_id
    ), running AS (
      SELECT transaction_id, amount, SUM(amount) OVER (ORDER BY transaction_id) AS balance_after
      FROM moves
    )
    SELECT t.id, t.kind, t.memo, t.created_at, r.amount, r.balance_after
    FROM running r JOIN ledger_transactions t ON t.id = r.transaction_id
    WHERE ${kindWhere(filter.kinds)}
      AND ${filter.from === undefined ? sql`TRUE` : sql`t.created_at >= ${filter.from.toISOString()}`}
      AND ${filter.to === undefined ? sql`TRUE` : sql`t.created_at < ${filter.to.toISOString()}`}`;
}

type RawRow = {
  id: string | number;
  kind: string;
  memo: string;
  created_at: string | Date;
  amount: string | number;
  balance_after: string | number;
};

/** SQL of the account record (contracts/transactions.ts). */
export function createTransactionsRepository(db: DbOrTx) {
  return {
    async page(
      filter: TransactionFilter,
      offset: number,
      limit: number,
    ): Promise<TransactionRow[]> {
      const result = await db.execute(
        sql`${movements(filter)} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      return rowsOf<RawRow>(result).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        memo: row.memo,
        createdAt: new Date(row.created_at),
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
      }));
    },

    /**
     * The names memos' codes stand for, in every language: the merchant's lottery games by game
     * code and its promotions by code.
     */
    async memoNames(merchantId: number) {
      const [games, offers] = await Promise.all([
        db
          .select({ code: lotteryGames.gameCode, names: lotteryGames.names })
          .from(lotteryGames)
          .where(eq(lotteryGames.merchantId, merchantId)),
        db
          .select({ code: promotions.code, names: promotions.titles })
          .from(promotions)
          .where(eq(promotions.merchantId, merchantId)),
      ]);
      return { games, offers };
    },

    async total(filter: TransactionFilter): Promise<number> {
      const result = await db.execute(
        sql`SELECT count(*) AS n FROM (${movements(filter)}) AS listed`,
      );
      return Number(
        (rowsOf<RawRow>(result)[0] as unknown as { n: string | number } | undefined)?.n ?? 0,
      );
    },
  };
}
