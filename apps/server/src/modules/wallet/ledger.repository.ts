import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { isLedgerAccountOf, matching } from '@/db/queries.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  merchants,
} from '@/db/schema/index.js';

export type AccountOwner = {
  merchantId: number;
  /** null for a house account. */
  memberId: number | null;
  kind: string;
};

export type LockedAccount = {
  id: number;
  merchantId: number;
  memberId: number | null;
  kind: string;
  currency: string;
  balance: bigint;
};

export type PostingRow = { accountId: number; amount: bigint };

/** SQL of the wallet ledger; pass a transaction handle to run inside it. */
export function createLedgerRepository(db: DbOrTx) {
  return {
    async findAccount(owner: AccountOwner) {
      const [row] = await db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(isLedgerAccountOf(owner));
      return row;
    },

    /** Inserts the account unless it exists (the owner unique constraint decides). */
    async insertAccountIfAbsent(owner: AccountOwner, currency: string): Promise<void> {
      await db
        .insert(ledgerAccounts)
        .values({ ...owner, currency })
        .onConflictDoNothing();
    },

    async merchantCurrency(merchantId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ currency: merchants.currency })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.currency;
    },

    /**
     * Inserts the transaction header, or returns undefined when its key is already taken. On
     * PostgreSQL a concurrent insert of the same key waits here until the other commits (then
     * undefined) or rolls back (then this one inserts), so the unique index serialises one key.
     */
    async insertTransactionIfNew(row: {
      merchantId: number;
      idempotencyKey: string;
      kind: string;
      memo: string;
    }): Promise<number | undefined> {
      const [created] = await db
        .insert(ledgerTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: ledgerTransactions.id });
      return created?.id;
    },

    async findTransactionByKey(merchantId: number, idempotencyKey: string) {
      const [row] = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(matching(ledgerTransactions, { merchantId, idempotencyKey }));
      return row;
    },

    async postingsOf(transactionId: number): Promise<PostingRow[]> {
      return db
        .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.transactionId, transactionId))
        .orderBy(asc(ledgerPostings.id));
    },

    /** Row-locks the accounts in id order, so two movements over the same accounts cannot deadlock. */
    async lockAccounts(ids: number[]): Promise<LockedAccount[]> {
      return db
        .select({
          id: ledgerAccounts.id,
          merchantId: ledgerAccounts.merchantId,
          memberId: ledgerAccounts.memberId,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    /** Balances as they stand, without locking (a replayed movement's answer). */
    async balancesOf(ids: number[]): Promise<{ id: number; balance: bigint }[]> {
      return db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids));
    },

    async insertPostings(transactionId: number, postings: PostingRow[]): Promise<void> {
      await db.insert(ledgerPostings).values(postings.map((p) => ({ ...p, transactionId })));
    },

    async addToBalance(accountId: number, delta: bigint): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
        .where(eq(ledgerAccounts.id, accountId));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
