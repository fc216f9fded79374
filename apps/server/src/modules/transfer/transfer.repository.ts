import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client.js';
import { matching } from '@/db/queries.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  members,
  merchants,
} from '@/db/schema/index.js';

const uplines = alias(members, 'uplines');

/** A member as a transfer reads them, with their direct upline (absent when there is none). */
export type TransferParties = {
  member: {
    id: number;
    merchantId: number;
    account: string;
    type: number;
    toUpline: boolean;
    hasPaymentPassword: boolean;
  };
  upline: { id: number; merchantId: number; account: string; disabled: boolean } | undefined;
  currencySymbol: string;
};

/** SQL of upline transfers; pass a transaction handle to run inside it. */
export function createTransferRepository(db: DbOrTx) {
  return {
    async parties(memberId: number): Promise<TransferParties | undefined> {
      const [row] = await db
        .select({
          id: members.id,
          merchantId: members.merchantId,
          account: members.account,
          type: members.type,
          toUpline: members.toUpline,
          paymentPasswordHash: members.paymentPasswordHash,
          currencySymbol: merchants.currencySymbol,
          uplineId: uplines.id,
          uplineMerchantId: uplines.merchantId,
          uplineAccount: uplines.account,
          uplineDisabled: uplines.disabled,
        })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .leftJoin(uplines, eq(uplines.id, members.uplineId))
        .where(eq(members.id, memberId));
      if (!row) return undefined;
      return {
        member: {
          id: row.id,
          merchantId: row.merchantId,
          account: row.account,
          type: row.type,
          toUpline: row.toUpline,
          hasPaymentPassword: Boolean(row.paymentPasswordHash),
        },
        upline:
          row.uplineId === null ||
          row.uplineMerchantId === null ||
          row.uplineAccount === null ||
          row.uplineDisabled === null
            ? undefined
            : {
                id: row.uplineId,
                merchantId: row.uplineMerchantId,
                account: row.uplineAccount,
                disabled: row.uplineDisabled,
              },
        currencySymbol: row.currencySymbol,
      };
    },

    /**
     * The transfer a ledger key was used for: its id, when, how much arrived and in whose account
     * (the one posting into an account); undefined before the key is used.
     */
    async byLedgerKey(merchantId: number, idempotencyKey: string) {
      const [row] = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          createdAt: ledgerTransactions.createdAt,
          amount: ledgerPostings.amount,
          toMemberId: ledgerAccounts.memberId,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(
          and(
            matching(ledgerTransactions, { merchantId, idempotencyKey }),
            gt(ledgerPostings.amount, 0n),
          ),
        );
      return row;
    },
  };
}
