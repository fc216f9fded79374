import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import {
  MoneyRequestId,
  moneyRecordPage,
  moneyRecordQuery,
  OPERATOR_REQUEST_FIELDS,
  OperatorRequestParams,
  OperatorRequestLimit,
  OperatorRequestReject,
  REQUEST_DECISION_FIELDS,
} from './money-records.js';
import { BANK_KINDS } from './security.js';
import { text } from './text.js';
import { BonusBalance } from './wallet.js';
import { Instant, Minor } from './units.js';

/**
 * Withdrawals (SPEC §2 /m/withdraw, /m/withdrawReport; §7 "/wps/transaction/withdraw … not
 * shown"): a member asks to be paid to one of their bound bank accounts or e-wallets, proven by
 * the payment password. The amount is held at once (the balance shows what is left to play
 * with), released if the member cancels or an operator rejects, and paid out when an operator
 * approves. An operator may first claim a pending request (processing) before sending the money:
 * from then on the member can no longer cancel it, so it is never both paid out and given back.
 * Amounts are minor units throughout.
 */

export const WITHDRAW_PATHS = {
  /** GET: what the member may withdraw now (WithdrawInfo). */
  info: '/wps/transaction/withdraw/info',
  /** POST: a new request; GET: the member's requests (WithdrawListQuery). */
  requests: '/wps/transaction/withdraw',
  cancel: '/wps/transaction/withdraw/cancel',
} as const;

/**
 * pending → processing (an operator is sending the money) → paid or rejected; a pending one may
 * also be paid, rejected or cancelled (by the member) directly, a processing one not cancelled.
 */
export const WITHDRAW_STATUSES = [
  'pending',
  'processing',
  'paid',
  'rejected',
  'cancelled',
] as const;
export const WithdrawStatus = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof WithdrawStatus>;

/** The site's rules for one member, the same for every merchant here (minor units). */
export const WITHDRAW_LIMITS = {
  /** ₱100 to ₱50,000 a request. */
  minAmount: 10_000,
  maxAmount: 5_000_000,
  /** Requests and their total per day (the Philippines' calendar day): pending, processing and paid ones. */
  dailyCount: 5,
  dailyAmount: 20_000_000,
  /** One request in process (pending or processing) at a time. */
  maxPending: 1,
} as const;

/**
 * Turnover: what a member must bet before withdrawing. Each approved deposit adds its credit
 * times this (basis points: 10,000 is 1×); stakes count it down, a refunded stake counts back.
 * A withdrawal starts the count afresh.
 */
export const DEPOSIT_TURNOVER_BASIS_POINTS = 10_000;

export const Turnover = z.object({
  required: Minor,
  wagered: Minor,
  /** required − wagered, never below 0: withdrawing needs it at 0. */
  remaining: Minor,
});
export type Turnover = z.infer<typeof Turnover>;

/** GET /wps/transaction/withdraw/info. */
export const WithdrawInfo = z.object({
  /** The cash balance: what may be withdrawn, turnover allowing. */
  available: Minor,
  /** Held by requests in process. */
  held: z.number().int(),
  turnover: Turnover,
  limits: z.object({
    minAmount: Minor,
    maxAmount: Minor,
    dailyCount: z.number().int(),
    dailyAmount: Minor,
    maxPending: z.number().int(),
  }),
  /** Requests today (not rejected) and their total. */
  today: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Requests in process: pending or processing. */
  pending: z.number().int(),
  paymentPasswordSet: z.boolean(),
  /**
   * What one request may take out now, exactly as the server checks it: 0 while turnover is owed,
   * a request is in process or the day's count is used; else the cash up to the request maximum
   * and the day's room (0 below the minimum).
   */
  withdrawable: Minor,
  /** Bonus money apart from cash (BonusBalance): withdrawing cash now forfeits it. */
  bonus: BonusBalance,
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

/**
 * POST /wps/transaction/withdraw. The idempotency key comes here or in the Idempotency-Key
 * header (the same value when both): a retried request is one request, one hold.
 */
export const WithdrawCreateInput = z.object({
  bankCardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Checked against WITHDRAW_LIMITS by the service, whose error names them. */
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** Six digits, checked by the service (a clear field error rather than a schema 400). */
  paymentPassword: text().max(32),
  idempotencyKey: IdempotencyKey.optional(),
  /**
   * The member confirmed that withdrawing forfeits their bonus still owing wagering; without it
   * such a request answers withdraw.bonus.forfeit naming the amount.
   */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawCreateInput = z.infer<typeof WithdrawCreateInput>;

/** Where the money goes, as it was when the request was made (a card may be deleted later). */
export const WithdrawPayee = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  kind: z.enum(BANK_KINDS),
  accountName: z.string(),
  /** The member sees the last 4 digits ("**** 4321"); the operator the whole number. */
  accountNumber: z.string(),
});
export type WithdrawPayee = z.infer<typeof WithdrawPayee>;

export const WithdrawRequest = z.object({
  id: z.number().int(),
  amount: Minor,
  status: WithdrawStatus,
  /** Unique per merchant: what the operator's payout carries. */
  reference: z.string(),
  payee: WithdrawPayee,
  /** decidedAt: when it was paid, rejected or cancelled (null while processing too). */
  ...REQUEST_DECISION_FIELDS,
});
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

/** The created request; replayed when the key had been used for it before. */
export const WithdrawCreateResult = WithdrawRequest.extend({ replayed: z.boolean() });
export type WithdrawCreateResult = z.infer<typeof WithdrawCreateResult>;

/** GET /wps/transaction/withdraw: the member's requests, newest first, by period or from/to. */
export const WithdrawListQuery = moneyRecordQuery(WithdrawStatus);
export type WithdrawListQuery = z.input<typeof WithdrawListQuery>;
export type WithdrawListFilter = z.output<typeof WithdrawListQuery>;

export const WithdrawPage = moneyRecordPage(WithdrawRequest);
export type WithdrawPage = z.infer<typeof WithdrawPage>;

/**
 * POST /wps/transaction/withdraw/cancel: the member's own pending request; its hold returns. One
 * being processed is refused (withdraw.processing): the cashier may be sending the money.
 */
export const WithdrawCancelInput = z.object({ id: MoneyRequestId });
export type WithdrawCancelInput = z.infer<typeof WithdrawCancelInput>;

// The operator's side: /operator/merchants/:merchantCode/withdrawals…

export const OperatorWithdrawalQuery = z.object({
  status: z.enum([...WITHDRAW_STATUSES, 'all']).default('pending'),
  limit: OperatorRequestLimit,
});
export type OperatorWithdrawalQuery = z.input<typeof OperatorWithdrawalQuery>;

export const OperatorWithdrawalParams = OperatorRequestParams;

export const OperatorWithdrawal = WithdrawRequest.extend({
  ...OPERATOR_REQUEST_FIELDS,
  /** When an operator started paying it (pending → processing); null if never. */
  processingAt: Instant.nullable(),
  /**
   * Four eyes: the operators who approved paying it while it waits for another (a payment above
   * the merchant's threshold needs two); empty otherwise.
   */
  payApprovedBy: z.array(z.string()),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawal>;

/**
 * A decision's (or a claim's: POST …/process) answer: the request, and whether it had been decided
 * or claimed so before (nothing new).
 */
export const OperatorWithdrawalDecision = OperatorWithdrawal.extend({ replayed: z.boolean() });
export type OperatorWithdrawalDecision = z.infer<typeof OperatorWithdrawalDecision>;

export const OperatorWithdrawalReject = OperatorRequestReject;
export type OperatorWithdrawalReject = z.infer<typeof OperatorWithdrawalReject>;
