import { DEMO_MERCHANT_CODE, DEMO_TRIAL_MERCHANT_CODE } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.js';
import { merchants } from '../schema/index.js';

/**
 * The ids of the demo merchant and, unless `trialToo` is false, its trial site: none before the
 * first seed, nor in a database an operator made without the demo.
 */
export async function demoMerchantIds(tx: DbOrTx, trialToo = true): Promise<number[]> {
  const codes = trialToo ? [DEMO_MERCHANT_CODE, DEMO_TRIAL_MERCHANT_CODE] : [DEMO_MERCHANT_CODE];
  const rows = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(inArray(merchants.code, codes));
  return rows.map((row) => row.id);
}

/** Whether the table of `column` has any row: a seed added later runs only into an empty one. */
export async function hasRows(tx: DbOrTx, column: AnyPgColumn): Promise<boolean> {
  const rows = await tx.select({ value: column }).from(column.table).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the rows a seed owns on the merchant; one already there (by a unique key) is left as it
 * is.
 */
export async function insertOnMerchant<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly Omit<PgInsertValue<T>, 'merchantId'>[],
  merchantId: number,
): Promise<void> {
  const values = rows.map((row) => ({ ...row, merchantId }) as PgInsertValue<T>);
  await tx.insert(table).values(values).onConflictDoNothing();
}
