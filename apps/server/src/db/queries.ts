import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
