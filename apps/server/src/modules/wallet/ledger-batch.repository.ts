import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { ledgerAccounts, ledgerPostings } from '@/db/schema/index.js';
import type { PostingRow } from './ledger.repository.js';

/**
 * Rows for `json_to_recordset(…::json)`: a whole batch in one parameter, the same on PGlite and
 * node-postgres. Bigints go as strings, which PostgreSQL reads into the bigint columns exactly.
 */
export const recordsJson = (rows: readonly object[]): string =>
  JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );

/** A movement of a batch: its key, ledger kind, memo and balanced postings. */
export type BatchMovement = { key: string; kind: string; memo: string; postings: PostingRow[] };

export type BatchPosted = {
  /** Keys already taken before the statement: nothing of the batch was written. */
  existing: Map<string, number>;
  /** Keys written now, with their transactions. */
  posted: Map<string, number>;
  /** The balances of the accounts the written postings moved, once they are in. */
  balances: Map<number, bigint>;
};

type Row = { tag: 'e' | 't' | 'b'; key: string | null; id: string | number; balance: unknown };

/** Set-based SQL of the wallet ledger: a batch of movements in a few statements, not a few each. */
export function createLedgerBatchRepository(db: DbOrTx) {
  return {
    /** The merchant's accounts among members' `memberKind` accounts and the house kinds. */
    accountsOf(merchantId: number, memberIds: number[], memberKind: string, houses: string[]) {
      const members =
        memberIds.length > 0
          ? and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, memberKind))
          : undefined;
      const house =
        houses.length > 0
          ? and(isNull(ledgerAccounts.memberId), inArray(ledgerAccounts.kind, houses))
          : undefined;
      return db
        .select({
          id: ledgerAccounts.id,
          memberId: ledgerAccounts.memberId,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
        })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.merchantId, merchantId), or(members, house)));
    },

    /** Inserts the accounts unless they exist, in the order given (the owner constraint decides). */
    async insertAccountsIfAbsent(
      rows: { merchantId: number; memberId: number | null; kind: string }[],
      currency: string,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(ledgerAccounts)
        .values(rows.map((row) => ({ ...row, currency })))
        .onConflictDoNothing();
    },

    /**
     * Writes the movements in one statement: their transactions (in order), their postings and
     * the accounts' balances. Written only when none of the keys is taken yet; otherwise nothing
     * is, and `existing` names the taken ones. A key a concurrent transaction takes meanwhile is
     * left out (neither in `existing` nor in `posted`). Balance checks are the caller's.
     */
    async postMany(merchantId: number, movements: readonly BatchMovement[]): Promise<BatchPosted> {
      const transactions = recordsJson(
        movements.map((m, n) => ({ n, k: m.key, kind: m.kind, memo: m.memo })),
      );
      const postings = recordsJson(
        movements
          .flatMap((m) => m.postings.map((p) => ({ k: m.key, a: p.accountId, m: p.amount })))
          .map((p, n) => ({ n, ...p })),
      );
      const result = await db.execute(sql`
        WITH input AS (
          SELECT * FROM json_to_recordset(${transactions}::json) AS t(n int, k text, kind text, memo text)
        ), existing AS (
          SELECT l.id, l.idempotency_key FROM ledger_transactions l
          WHERE l.merchant_id = ${merchantId} AND l.idempotency_key IN (SELECT k FROM input)
        ), ins AS (
          INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, memo)
          SELECT ${merchantId}, k, kind, memo FROM input
          WHERE NOT EXISTS (SELECT 1 FROM existing)
          ORDER BY n
          ON CONFLICT DO NOTHING
          RETURNING id, idempotency_key
        ), posted AS (
          INSERT INTO ledger_postings (transaction_id, account_id, amount)
          SELECT ins.id, p.a, p.m
          FROM json_to_recordset(${postings}::json) AS p(n int, k text, a bigint, m bigint)
          JOIN ins ON ins.idempotency_key = p.k
          ORDER BY p.n
          RETURNING account_id, amount
        ), moved AS (
          UPDATE ledger_accounts AS acc SET balance = acc.balance + d.delta
          FROM (SELECT account_id, sum(amount)::bigint AS delta FROM posted GROUP BY account_id) AS d
          WHERE acc.id = d.account_id
          RETURNING acc.id, acc.balance
        )
        SELECT 'e' AS tag, idempotency_key AS key, id, NULL::bigint AS balance FROM existing
        UNION ALL SELECT 't', idempotency_key, id, NULL FROM ins
        UNION ALL SELECT 'b', NULL, id, balance FROM moved`);
      const answer: BatchPosted = { existing: new Map(), posted: new Map(), balances: new Map() };
      for (const row of rowsOf<Row>(result)) {
        if (row.tag === 'b') answer.balances.set(Number(row.id), BigInt(String(row.balance)));
        else (row.tag === 'e' ? answer.existing : answer.posted).set(row.key ?? '', Number(row.id));
      }
      return answer;
    },

    /** The postings of each transaction among `ids` (a replayed batch's, to compare). */
    async postingsOfMany(ids: number[]): Promise<Map<number, PostingRow[]>> {
      const byTransaction = new Map<number, PostingRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byTransaction;
      const rows = await db
        .select({
          transactionId: ledgerPostings.transactionId,
          accountId: ledgerPostings.accountId,
          amount: ledgerPostings.amount,
        })
        .from(ledgerPostings)
        .where(inArray(ledgerPostings.transactionId, ids))
        .orderBy(asc(ledgerPostings.id));
      for (const { transactionId, ...posting } of rows) {
        byTransaction.get(transactionId)?.push(posting);
      }
      return byTransaction;
    },
  };
}
