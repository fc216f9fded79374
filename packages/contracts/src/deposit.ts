import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import {
  MONEY_RECORD_PAGE_SIZE,
  MoneyRequestId,
  moneyRecordPage,
  moneyRecordQuery,
  OPERATOR_REQUEST_FIELDS,
  OperatorRequestParams,
  OperatorRequestLimit,
  OperatorRequestReject,
  REQUEST_DECISION_FIELDS,
} from './money-records.js';
import { text } from './text.js';
import { Instant, Minor } from './units.js';

/**
 * Deposits (SPEC §2 /m/voucherCenter, /m/vouReport; §7 "deposit … not shown"): a member asks to
 * deposit through one of the merchant's payment channels; the request stays pending until an
 * operator approves it (the wallet is credited through the ledger, once) or rejects it. Amounts
 * are minor units throughout.
 */

export const DEPOSIT_PATHS = {
  channels: '/wps/transaction/deposit/channels',
  /** POST: a new request; GET: the member's requests (DepositListQuery). */
  requests: '/wps/transaction/deposit',
  cancel: '/wps/transaction/deposit/cancel',
} as const;

/** The header a client may carry its idempotency key in, instead of the body's field. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const DEPOSIT_CHANNEL_KINDS = ['bank', 'ewallet', 'demo'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];
export const DEPOSIT_FEE_MODES = ['none', 'percent', 'fixed'] as const;
export type DepositFeeMode = (typeof DEPOSIT_FEE_MODES)[number];
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const DepositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatus>;

/** A member may hold this many pending requests at once. */
export const DEPOSIT_MAX_PENDING = 3;
/** The contract's bound on one deposit; each channel's own limits are within it. */
export const DEPOSIT_MAX_AMOUNT = 100_000_000;
export const DEPOSIT_PAGE_SIZE = MONEY_RECORD_PAGE_SIZE;
/** A percent fee is in basis points: 150 is 1.5 %. */
export const BASIS_POINTS = 10_000;

/**
 * The fee of `amount` on a channel, in minor units, rounded up to the next minor unit. The member
 * transfers `amount`; the wallet is credited `amount − fee`.
 */
export function depositFee(
  channel: { feeMode: DepositFeeMode; feeValue: number },
  amount: number,
): number {
  if (channel.feeMode === 'fixed') return channel.feeValue;
  if (channel.feeMode === 'percent') return Math.ceil((amount * channel.feeValue) / BASIS_POINTS);
  return 0;
}

/** Where the member sends the money: the site's bank account or e-wallet number. */
export const DepositPayee = z.object({
  /** Bank or e-wallet name, e.g. "BDO Unibank", "GCash". */
  provider: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type DepositPayee = z.infer<typeof DepositPayee>;

export const DepositChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** In the caller's language. */
  name: z.string(),
  minAmount: Minor,
  maxAmount: Minor,
  feeMode: z.enum(DEPOSIT_FEE_MODES),
  /** Basis points (percent) or minor units (fixed); 0 for none. */
  feeValue: z.number().int(),
  /** null for the demo channel, which needs no transfer. */
  payee: DepositPayee.nullable(),
});
export type DepositChannel = z.infer<typeof DepositChannel>;

/**
 * The room the member's own deposit limits leave (responsible gaming): the tightest of them, so
 * the form can show it before Confirm. `left` is never negative; resetsAt is epoch ms.
 */
export const DepositLimitRoom = z.object({
  limit: z.number().int(),
  left: z.number().int().min(0),
  resetsAt: Instant,
});
export type DepositLimitRoom = z.infer<typeof DepositLimitRoom>;

/**
 * GET /wps/transaction/deposit/channels: the merchant's channels, in display order, and the room
 * the member's deposit limits leave (null without a limit): a deposit may be at most the smaller
 * of a channel's maximum and that room.
 */
export const DepositChannels = z.object({
  channels: z.array(DepositChannel),
  limitRoom: DepositLimitRoom.nullable().default(null),
});
export type DepositChannels = z.infer<typeof DepositChannels>;

/**
 * POST /wps/transaction/deposit: a new request. The idempotency key comes here or in the
 * Idempotency-Key header (the same value when both): a retried request is one request.
 */
export const DepositCreateInput = z.object({
  channelCode: text().min(1).max(32),
  amount: z.number().int().min(1).max(DEPOSIT_MAX_AMOUNT),
  idempotencyKey: IdempotencyKey.optional(),
});
export type DepositCreateInput = z.infer<typeof DepositCreateInput>;

export const DepositRequest = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amount: Minor,
  fee: Minor,
  /** What the wallet receives on approval: amount − fee. */
  credit: z.number().int(),
  status: DepositStatus,
  /** Unique per request: the member writes it in the transfer's note. */
  reference: z.string(),
  payee: DepositPayee.nullable(),
  /** decidedAt: when it was approved, rejected or cancelled. */
  ...REQUEST_DECISION_FIELDS,
});
export type DepositRequest = z.infer<typeof DepositRequest>;

/** The created request; replayed when the key had been used for it before. */
export const DepositCreateResult = DepositRequest.extend({ replayed: z.boolean() });
export type DepositCreateResult = z.infer<typeof DepositCreateResult>;

/** GET /wps/transaction/deposit: the member's requests, newest first, by period or from/to. */
export const DepositListQuery = moneyRecordQuery(DepositStatus);
export type DepositListQuery = z.input<typeof DepositListQuery>;
export type DepositListFilter = z.output<typeof DepositListQuery>;

export const DepositPage = moneyRecordPage(DepositRequest);
export type DepositPage = z.infer<typeof DepositPage>;

const DepositId = MoneyRequestId;

/** POST /wps/transaction/deposit/cancel: the member's own pending request. */
export const DepositCancelInput = z.object({ id: DepositId });
export type DepositCancelInput = z.infer<typeof DepositCancelInput>;

// The operator's side: /operator/merchants/:merchantCode/deposits…

export const OperatorDepositQuery = z.object({
  status: z.enum([...DEPOSIT_STATUSES, 'all']).default('pending'),
  limit: OperatorRequestLimit,
});
export type OperatorDepositQuery = z.input<typeof OperatorDepositQuery>;

export const OperatorDepositParams = OperatorRequestParams;

export const OperatorDeposit = DepositRequest.extend(OPERATOR_REQUEST_FIELDS);
export type OperatorDeposit = z.infer<typeof OperatorDeposit>;

/** Approval's answer: the request, and whether it had been approved before (nothing new). */
export const OperatorDepositDecision = OperatorDeposit.extend({ replayed: z.boolean() });
export type OperatorDepositDecision = z.infer<typeof OperatorDepositDecision>;

export const OperatorDepositReject = OperatorRequestReject;
export type OperatorDepositReject = z.infer<typeof OperatorDepositReject>;
