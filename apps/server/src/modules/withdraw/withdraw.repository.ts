import type { BankKind, WithdrawStatus } from '@app/contracts';
import { and, count, eq, gte, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import {
  matching,
  memberRecordsWhere,
  newestFirstPage,
  operatorRequestList,
  rowByMemberKey,
} from '@/db/queries.js';
import type { TimeRange } from '@/lib/record-range.js';
import { bankCards, banks, members, merchants, withdrawRequests } from '@/db/schema/index.js';

export type WithdrawRow = typeof withdrawRequests.$inferSelect;
/** With the member's account and the merchant's currency symbol (the operator's side, notices). */
export type OperatorWithdrawView = { request: WithdrawRow; account: string; symbol: string };
export type PayoutCard = {
  bankCode: string;
  bankName: string;
  kind: BankKind;
  accountName: string;
  accountNumber: string;
};

/** Requests still in process: they hold money and count as the member's one open request. */
export const IN_PROCESS: readonly WithdrawStatus[] = ['pending', 'processing'];

export type WithdrawFilter = TimeRange & { memberId: number; status?: WithdrawStatus | undefined };

const memberWhere = (filter: WithdrawFilter): SQL | undefined =>
  memberRecordsWhere(
    withdrawRequests,
    filter,
    filter.status === undefined ? undefined : eq(withdrawRequests.status, filter.status),
  );

const operatorFields = {
  request: withdrawRequests,
  account: members.account,
  symbol: merchants.currencySymbol,
};

/** SQL of withdrawals; pass a transaction handle to run inside it. */
export function createWithdrawRepository(db: DbOrTx) {
  const operatorSelect = () =>
    db
      .select(operatorFields)
      .from(withdrawRequests)
      .innerJoin(members, eq(members.id, withdrawRequests.memberId))
      .innerJoin(merchants, eq(merchants.id, withdrawRequests.merchantId));

  return {
    async hasPaymentPassword(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      return Boolean(row?.hash);
    },

    /** The member's own bound card with its whole number; another member's is absent. */
    async card(memberId: number, id: number): Promise<PayoutCard | undefined> {
      const [row] = await db
        .select({
          bankCode: bankCards.bankCode,
          bankName: banks.name,
          kind: sql<BankKind>`${banks.kind}`,
          accountName: bankCards.accountName,
          accountNumber: bankCards.accountNumber,
        })
        .from(bankCards)
        .innerJoin(banks, eq(banks.code, bankCards.bankCode))
        .where(matching(bankCards, { id, memberId }));
      return row;
    },

    /** Requests in process: pending or processing. */
    async pendingCount(memberId: number): Promise<number> {
      return db.$count(
        withdrawRequests,
        and(
          eq(withdrawRequests.memberId, memberId),
          inArray(withdrawRequests.status, [...IN_PROCESS]),
        ),
      );
    },

    /** Requests since `from` that count against the daily limits: pending, processing, paid. */
    async usedSince(memberId: number, from: Date): Promise<{ count: number; amount: number }> {
      const [row] = await db
        .select({ n: count(), total: sum(withdrawRequests.amount).mapWith(Number) })
        .from(withdrawRequests)
        .where(
          and(
            eq(withdrawRequests.memberId, memberId),
            inArray(withdrawRequests.status, [...IN_PROCESS, 'paid']),
            gte(withdrawRequests.createdAt, from),
          ),
        );
      return { count: row?.n ?? 0, amount: row?.total ?? 0 };
    },

    async insert(values: typeof withdrawRequests.$inferInsert): Promise<WithdrawRow> {
      const [row] = await db.insert(withdrawRequests).values(values).returning();
      if (!row) throw new Error('withdraw request not inserted');
      return row;
    },

    byKey: (memberId: number, idempotencyKey: string): Promise<WithdrawRow | undefined> =>
      rowByMemberKey(db, withdrawRequests, memberId, idempotencyKey),

    page: (filter: WithdrawFilter, offset: number, limit: number): Promise<WithdrawRow[]> =>
      newestFirstPage(
        db.select().from(withdrawRequests).where(memberWhere(filter)).$dynamic(),
        withdrawRequests,
        offset,
        limit,
      ),

    async total(filter: WithdrawFilter): Promise<number> {
      return db.$count(withdrawRequests, memberWhere(filter));
    },

    /** Pending and processing ones oldest first (the queue); decided ones newest first. */
    operatorList: (
      merchantId: number,
      status: WithdrawStatus | 'all',
      limit: number,
    ): Promise<OperatorWithdrawView[]> =>
      operatorRequestList(
        operatorSelect().$dynamic(),
        withdrawRequests,
        { merchantId, status, limit },
        status !== 'all' && IN_PROCESS.includes(status),
      ),

    /**
     * Row-locks one request, found by the merchant (operator) or by the member (cancel): a
     * claim, a payment, a rejection and a cancel of one request run one after another, and each later one
     * sees the first's outcome. Another merchant's or member's request is absent.
     */
    async lock(
      owner: { merchantId: number } | { memberId: number },
      id: number,
    ): Promise<OperatorWithdrawView | undefined> {
      const [row] = await operatorSelect()
        .where(
          and(
            eq(withdrawRequests.id, id),
            'merchantId' in owner
              ? eq(withdrawRequests.merchantId, owner.merchantId)
              : eq(withdrawRequests.memberId, owner.memberId),
          ),
        )
        .for('update', { of: withdrawRequests });
      return row;
    },

    /** pending → processing; undefined when it was no longer pending. */
    async claim(id: number, processingAt: Date): Promise<WithdrawRow | undefined> {
      const [row] = await db
        .update(withdrawRequests)
        .set({ status: 'processing', processingAt })
        .where(matching(withdrawRequests, { id, status: 'pending' }))
        .returning();
      return row;
    },

    /** `from` (pending, or processing too) → paid, rejected or cancelled; else undefined. */
    async decide(
      id: number,
      from: readonly WithdrawStatus[],
      change: {
        status: Exclude<WithdrawStatus, 'pending' | 'processing'>;
        settleTransactionId: number;
        decidedAt: Date;
        rejectReason?: string;
      },
    ): Promise<WithdrawRow | undefined> {
      const [row] = await db
        .update(withdrawRequests)
        .set(change)
        .where(and(eq(withdrawRequests.id, id), inArray(withdrawRequests.status, [...from])))
        .returning();
      return row;
    },
  };
}

export type WithdrawRepository = ReturnType<typeof createWithdrawRepository>;
