import type { DepositStatus } from '@app/contracts';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import {
  isMemberKey,
  matching,
  memberRecordsWhere,
  newestFirstPage,
  operatorRequestList,
  rowMatching,
} from '@/db/queries.js';
import { depositChannels, depositRequests, members, merchants } from '@/db/schema/index.js';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type RequestRow = typeof depositRequests.$inferSelect;
/** A request with its channel, as lists and answers show it. */
export type RequestView = { request: RequestRow; channel: ChannelRow };
/** With the member's account and the merchant's currency symbol (the operator's side). */
export type OperatorRequestView = RequestView & { account: string; symbol: string };

export type RequestFilter = {
  memberId: number;
  status?: DepositStatus | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
};

const memberWhere = (filter: RequestFilter): SQL | undefined =>
  memberRecordsWhere(
    depositRequests,
    filter,
    filter.status === undefined ? undefined : eq(depositRequests.status, filter.status),
  );

const operatorFields = {
  request: depositRequests,
  channel: depositChannels,
  account: members.account,
  symbol: merchants.currencySymbol,
};

/** SQL of deposits; pass a transaction handle to run inside it. */
export function createDepositRepository(db: DbOrTx) {
  const withChannel = () =>
    db
      .select({ request: depositRequests, channel: depositChannels })
      .from(depositRequests)
      .innerJoin(depositChannels, eq(depositChannels.id, depositRequests.channelId));
  const operatorSelect = () =>
    db
      .select(operatorFields)
      .from(depositRequests)
      .innerJoin(depositChannels, eq(depositChannels.id, depositRequests.channelId))
      .innerJoin(members, eq(members.id, depositRequests.memberId))
      .innerJoin(merchants, eq(merchants.id, depositRequests.merchantId));

  return {
    channels: (merchantId: number): Promise<ChannelRow[]> =>
      db
        .select()
        .from(depositChannels)
        .where(matching(depositChannels, { merchantId, enabled: true }))
        .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id)),

    /** Every channel of the merchant, on and off (the operator's list). */
    allChannels: (merchantId: number): Promise<ChannelRow[]> =>
      db
        .select()
        .from(depositChannels)
        .where(eq(depositChannels.merchantId, merchantId))
        .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id)),

    /** Creates the channel `code`, or replaces all of its fields (one statement). */
    async saveChannel(
      merchantId: number,
      code: string,
      fields: Omit<typeof depositChannels.$inferInsert, 'id' | 'merchantId' | 'code'>,
    ): Promise<ChannelRow> {
      const [row] = await db
        .insert(depositChannels)
        .values({ ...fields, merchantId, code })
        .onConflictDoUpdate({
          target: [depositChannels.merchantId, depositChannels.code],
          set: fields,
        })
        .returning();
      if (!row) throw new Error('deposit channel not saved');
      return row;
    },

    channel: (merchantId: number, code: string): Promise<ChannelRow | undefined> =>
      rowMatching(db, depositChannels, { merchantId, code, enabled: true }),

    /** The code of merchant `merchantId` (the demo merchant's channel of kind demo is instant). */
    async merchantCode(merchantId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ code: merchants.code })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.code;
    },

    /** How many of the member's requests are pending. */
    async pendingCount(memberId: number): Promise<number> {
      return db.$count(depositRequests, matching(depositRequests, { memberId, status: 'pending' }));
    },

    /** Inserts the request, or answers undefined when the member's key is already taken. */
    async insertIfNew(
      values: typeof depositRequests.$inferInsert,
    ): Promise<RequestRow | undefined> {
      const [row] = await db
        .insert(depositRequests)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async byKey(memberId: number, idempotencyKey: string): Promise<RequestView | undefined> {
      const [row] = await withChannel().where(
        isMemberKey(depositRequests, memberId, idempotencyKey),
      );
      return row;
    },

    /** One of the member's requests; another member's is as absent as a missing one. */
    async ofMember(memberId: number, id: number): Promise<RequestView | undefined> {
      const [row] = await withChannel().where(matching(depositRequests, { id, memberId }));
      return row;
    },

    page: (filter: RequestFilter, offset: number, limit: number): Promise<RequestView[]> =>
      newestFirstPage(
        withChannel().where(memberWhere(filter)).$dynamic(),
        depositRequests,
        offset,
        limit,
      ),

    async total(filter: RequestFilter): Promise<number> {
      return db.$count(depositRequests, memberWhere(filter));
    },

    /** pending → cancelled for the member's own request; undefined when it was not pending. */
    async cancel(memberId: number, id: number, at: Date): Promise<RequestRow | undefined> {
      const [row] = await db
        .update(depositRequests)
        .set({ status: 'cancelled', decidedAt: at })
        .where(matching(depositRequests, { id, memberId, status: 'pending' }))
        .returning();
      return row;
    },

    // The operator's side.

    /** Pending ones oldest first (the queue); decided ones newest first. */
    operatorList: (
      merchantId: number,
      status: DepositStatus | 'all',
      limit: number,
    ): Promise<OperatorRequestView[]> =>
      operatorRequestList(
        operatorSelect().$dynamic(),
        depositRequests,
        { merchantId, status, limit },
        status === 'pending',
      ),

    /**
     * Row-locks the merchant's request: an approval and a rejection of one request run one after
     * the other, and the second sees the first's outcome.
     */
    async lockForDecision(
      merchantId: number,
      id: number,
    ): Promise<OperatorRequestView | undefined> {
      const [row] = await operatorSelect()
        .where(matching(depositRequests, { id, merchantId }))
        .for('update', { of: depositRequests });
      return row;
    },

    /** pending → approved or rejected; undefined when the request was no longer pending. */
    async decide(
      id: number,
      change:
        | { status: 'approved'; creditTransactionId: number; decidedAt: Date }
        | { status: 'rejected'; rejectReason: string; decidedAt: Date },
    ): Promise<RequestRow | undefined> {
      const [row] = await db
        .update(depositRequests)
        .set(change)
        .where(matching(depositRequests, { id, status: 'pending' }))
        .returning();
      return row;
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;
