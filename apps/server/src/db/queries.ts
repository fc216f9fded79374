import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

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
