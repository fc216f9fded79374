import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { bankCards, members } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { authHeaders } from './accounts.js';
import { insertTestMember, tokenFor } from './ledger-fixtures.js';

export const TEST_PAYMENT_PASSWORD = '246810';
let hash: Promise<string> | undefined;

/**
 * A member who may withdraw: a payment password (TEST_PAYMENT_PASSWORD), a GCash e-wallet
 * bound in the payee name (locked, as binding does), `cash` minor units in the wallet (from a test house account, so no turnover is due)
 * and a session.
 */
export async function insertWithdrawer(
  db: Db,
  options: { cash?: number; type?: number; merchantCode?: string; prefix?: string } = {},
) {
  const { cash = 500_000, merchantCode = 'DEMO' } = options;
  const row = await insertTestMember(db, {
    prefix: options.prefix ?? 'wd',
    type: options.type ?? 0,
    merchantCode,
  });
  hash ??= hashPassword(TEST_PAYMENT_PASSWORD);
  await db
    .update(members)
    .set({ paymentPasswordHash: await hash, payeeName: 'Juan Dela Cruz', payeeNameLocked: true })
    .where(eq(members.id, row.id));
  const [card] = await db
    .insert(bankCards)
    .values({
      memberId: row.id,
      bankCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: `0917${String(row.id).padStart(7, '0').slice(-7)}`,
    })
    .returning();
  if (!card) throw new Error('card not bound');
  if (cash > 0) {
    await createLedgerService({ db }).credit(
      row.merchantId,
      row.id,
      BigInt(cash),
      'house_test',
      `wd-test-cash:${row.id}`,
    );
  }
  const token = await tokenFor(db, row);
  return { ...row, cardId: card.id, card, token, headers: authHeaders(token, merchantCode) };
}
