import { and, asc, desc, eq, getTableColumns, gt, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { ledgerAccounts, merchants } from './schema/index.js';

type ColumnsOf<T extends PgTable> = T['_']['columns'];

/**
 * Values for some of the table's columns, each of the column's data type. Every key is required
 * and takes a value: neither undefined nor null (a missing value would widen the filter).
 */
export type ColumnValues<T extends PgTable, K extends keyof ColumnsOf<T>> = {
  [P in K]: ColumnsOf<T>[P]['_']['data'];
};

/**
 * The rows of `table` whose columns equal `values`: `matching(t, { a, b })` is
 * `and(eq(t.a, a), eq(t.b, b))`, in the order of the keys. Throws on no keys, on a key that is no
 * column and on an undefined or null value, rather than filter on less than was asked.
 */
export function matching<T extends PgTable, K extends keyof ColumnsOf<T> & string>(
  table: T,
  values: ColumnValues<T, K>,
): SQL {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const entries: [string, unknown][] = Object.entries(values);
  if (entries.length === 0) throw new Error('matching: no column to compare');
  const equalities = entries.map(([key, value]) => {
    const column = Object.hasOwn(columns, key) ? columns[key] : undefined;
    if (column === undefined) throw new Error(`matching: ${key} is not a column`);
    if (value === undefined || value === null) throw new Error(`matching: no value for ${key}`);
    return eq(column, value);
  });
  return and(...equalities) as SQL;
}

/** A member's idempotent request table (memberKeyIndexes in schema/columns.ts). */
type MemberKeyed = { memberId: PgColumn; idempotencyKey: PgColumn };

/** The row the member's request with `idempotencyKey` made: (member, key) is unique. */
export function isMemberKey(table: MemberKeyed, memberId: number, idempotencyKey: string): SQL {
  return and(eq(table.memberId, memberId), eq(table.idempotencyKey, idempotencyKey)) as SQL;
}

/** The whole row the member's request with `idempotencyKey` made; undefined before the key is used. */
export async function rowByMemberKey<T extends PgTable & MemberKeyed>(
  db: DbOrTx,
  table: T,
  memberId: number,
  idempotencyKey: string,
): Promise<T['$inferSelect'] | undefined> {
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(isMemberKey(table, memberId, idempotencyKey));
  return rows[0];
}

/** The ledger account of `kind` that the member (null: the house) holds in the merchant. */
export const isLedgerAccountOf = (owner: {
  merchantId: number;
  memberId: number | null;
  kind: string;
}): SQL =>
  and(
    eq(ledgerAccounts.merchantId, owner.merchantId),
    owner.memberId === null
      ? isNull(ledgerAccounts.memberId)
      : eq(ledgerAccounts.memberId, owner.memberId),
    eq(ledgerAccounts.kind, owner.kind),
  ) as SQL;

/** A time window; `to` is exclusive and an end left undefined is open (lib/record-range.ts). */
export type Window = { from?: Date | undefined; to?: Date | undefined };

/** `column` within the window: from ≤ column < to. */
export const within = (column: PgColumn, { from, to }: Window): SQL | undefined =>
  and(
    from === undefined ? undefined : gte(column, from),
    to === undefined ? undefined : lt(column, to),
  );

/** A table of login sessions (members' sessions, operators' sessions). */
type Sessions = { revokedAt: PgColumn; expiresAt: PgColumn };

/** The sessions live at `now`: not revoked and not yet expired. */
export const isLiveSession = (table: Sessions, now: Date): SQL =>
  and(isNull(table.revokedAt), gt(table.expiresAt, now)) as SQL;

/** A member's records (deposits, withdrawals, rebate claims): each row the member's, stamped. */
type MemberRecords = { id: PgColumn; memberId: PgColumn; createdAt: PgColumn };

/** The member's records created within the window, and `more` (a status, a game…) when given. */
export const memberRecordsWhere = (
  table: MemberRecords,
  filter: Window & { memberId: number },
  ...more: (SQL | undefined)[]
): SQL | undefined =>
  and(eq(table.memberId, filter.memberId), ...more, within(table.createdAt, filter));

/** A page of a newest-first list (ties: the higher id first): `limit` rows after `offset`. */
export const newestFirstPage = <Q extends PgSelect>(
  query: Q,
  table: Pick<MemberRecords, 'id' | 'createdAt'>,
  offset: number,
  limit: number,
) => query.orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset);

/** A merchant's money requests (deposits, withdrawals), as the operator lists them. */
type MerchantRequests = {
  id: PgColumn;
  merchantId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

/**
 * The operator's list of a merchant's requests of `status` ('all': every one), `limit` of them:
 * oldest first when `queued` (the queue, worked from its head), else newest first.
 */
export const operatorRequestList = <Q extends PgSelect>(
  query: Q,
  table: MerchantRequests,
  { merchantId, status, limit }: { merchantId: number; status: string; limit: number },
  queued: boolean,
) => {
  const order = queued ? asc : desc;
  return query
    .where(
      and(
        eq(table.merchantId, merchantId),
        status === 'all' ? undefined : eq(table.status, status),
      ),
    )
    .orderBy(order(table.createdAt), order(table.id))
    .limit(limit);
};

/**
 * The row of `table` whose columns equal `values` (a unique key), every column; undefined when
 * there is none. With `lock`, the row stays locked so to the end of the transaction.
 */
export async function rowMatching<T extends PgTable, K extends keyof ColumnsOf<T> & string>(
  db: DbOrTx,
  table: T,
  values: ColumnValues<T, K>,
  lock?: 'update' | 'share',
): Promise<T['$inferSelect'] | undefined> {
  const from: PgTable = table;
  const query = db.select().from(from).where(matching(table, values));
  const [row] = await (lock === undefined ? query : query.for(lock));
  return row;
}

/** Deletes the row of `table` whose columns equal `values` (a unique key): whether there was one. */
export async function deleteMatching<
  T extends PgTable & { id: PgColumn },
  K extends keyof ColumnsOf<T> & string,
>(db: DbOrTx, table: T, values: ColumnValues<T, K>): Promise<boolean> {
  const from: PgTable = table;
  const removed = await db.delete(from).where(matching(table, values)).returning({ id: table.id });
  return removed.length > 0;
}

/** The merchant's currency symbol ('₱'); '' for a merchant that is not there. */
export async function merchantCurrencySymbol(db: DbOrTx, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ symbol: merchants.currencySymbol })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.symbol ?? '';
}
