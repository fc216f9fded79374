import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { ledgerAccounts } from './schema/index.js';

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
