import { z } from 'zod';
import { RECORD_RANGE_FIELDS, moneyRecordPage, refineRecordRange } from './money-records.js';

/**
 * The account record (SPEC §2 /m/transaction/record, TRANSREC3): every movement of the member's
 * cash in the ledger, newest first, each with the balance it left.
 */

export const TRANSACTIONS_PATH = '/wps/transaction/record';

/** What the member sees a movement as; the ledger's kinds map onto these. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_return',
  'bet',
  'win',
  'refund',
  'bonus',
] as const;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;

/** Ledger transaction kind → what the record calls it (anything else is a bonus or adjustment). */
export const LEDGER_KIND_TYPES: Readonly<Record<string, TransactionType>> = {
  deposit: 'deposit',
  withdraw_hold: 'withdraw',
  withdraw_release: 'withdraw_return',
  inhouse_stake: 'bet',
  lottery_stake: 'bet',
  inhouse_win: 'win',
  lottery_payout: 'win',
  lottery_refund: 'refund',
};

export const TransactionRecord = z.object({
  /** The ledger transaction's id. */
  id: z.number().int(),
  type: TransactionType,
  /** Signed minor units: what the movement did to the cash balance. */
  amount: z.number().int(),
  /** The cash balance right after it. */
  balanceAfter: z.number().int(),
  /** The ledger's memo ("dice bet", "deposit PP…", "withdrawal PW…"). */
  memo: z.string(),
  createdAt: z.number().int(),
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;

/** GET /wps/transaction/record: by type, by period or from/to, paged. */
export const TransactionListQuery = z
  .object({ ...RECORD_RANGE_FIELDS, type: TransactionType.optional() })
  .superRefine(refineRecordRange);
export type TransactionListQuery = z.input<typeof TransactionListQuery>;
export type TransactionListFilter = z.output<typeof TransactionListQuery>;

export const TransactionPage = moneyRecordPage(TransactionRecord);
export type TransactionPage = z.infer<typeof TransactionPage>;
