import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import { text } from './text.js';
import { Instant, Minor } from './units.js';

/**
 * Upline transfer (SPEC §2 /m/upLine/transfer, AGETRANSFERUP3): a member whose account allows it
 * (toUpline, and not an agent-player, type 2) sends cash from their wallet to their direct upline
 * agent's wallet at once, proven by the payment password. Amounts are minor units throughout.
 */

/** The white-label module that offers it; off, both calls answer 403 no.permission. */
export const UPLINE_TRANSFER_MODULE = 'AGETRANSFERUP3';

export const UPLINE_TRANSFER_PATHS = {
  /** GET: the upline and what may be sent (UplineTransferInfo). */
  info: '/wps/transfer/upline/info',
  /** POST: a transfer (UplineTransferInput). */
  transfer: '/wps/transfer/upline',
} as const;

/** The ledger kind of a transfer: the account record shows it to both members as 'transfer'. */
export const UPLINE_TRANSFER_KIND = 'upline_transfer';

export const UPLINE_TRANSFER_LIMITS = {
  /** ₱1.00; the most is what the wallet holds. */
  minAmount: 100,
} as const;

/** GET /wps/transfer/upline/info; a member who may not transfer gets the reason's 403 instead. */
export const UplineTransferInfo = z.object({
  /** The upline's account, partly masked ("ag***01"). */
  upline: z.object({ account: z.string() }),
  /** The cash balance. */
  available: Minor,
  /**
   * What may be sent now (limits.maxAmount too): the cash, or 0 while it still owes the deposit's
   * turnover. Bonus money is never sent (it is not in the cash).
   */
  transferable: Minor.optional(),
  /** Turnover still owed before cash may leave by a transfer. */
  turnoverRemaining: Minor.optional(),
  limits: z.object({ minAmount: z.number().int(), maxAmount: z.number().int() }),
  paymentPasswordSet: z.boolean(),
});
export type UplineTransferInfo = z.infer<typeof UplineTransferInfo>;

/**
 * POST /wps/transfer/upline. The idempotency key comes here or in the Idempotency-Key header (the
 * same value when both): a retried transfer is one transfer.
 */
export const UplineTransferInput = z.object({
  /** Checked against the limits and the balance by the service, whose error names the field. */
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** Six digits, checked by the service (a clear field error rather than a schema 400). */
  paymentPassword: text().max(32),
  idempotencyKey: IdempotencyKey.optional(),
});
export type UplineTransferInput = z.infer<typeof UplineTransferInput>;

/** The transfer made; replayed when its key had been used for it before (nothing new moved). */
export const UplineTransferResult = z.object({
  /** The ledger transaction's id (the account record's id of the movement). */
  id: z.number().int(),
  amount: Minor,
  upline: z.object({ account: z.string() }),
  /** The member's cash balance now. */
  balance: Minor,
  createdAt: Instant,
  replayed: z.boolean(),
});
export type UplineTransferResult = z.infer<typeof UplineTransferResult>;

/** The 403 codes that say why a member may not transfer to an upline. */
export const UPLINE_TRANSFER_REFUSALS = [
  'transfer.upline.disabled',
  'transfer.upline.agent.player',
  'transfer.upline.none',
] as const;
