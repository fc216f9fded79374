import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import { RED_ENVELOPE_SPLITS } from './red-envelope-split.js';
import { text } from './text.js';
import { MEMBER_NAME_FIELDS } from './shapes.js';
import { Instant, Minor } from './units.js';

export * from './red-envelope-split.js';

/**
 * An agent's money to its team (issue 26 "Running the team", AGENTS.md): a transfer to one
 * downline (`transferDownline`) and a red envelope rain (`transferMultipleDownline`, menu key
 * AGENTRANSMULTDOWN3), both from the agent's cash, proven by its payment password, each one ledger
 * transaction under the agent's idempotency key. Receivers are members of the agent's team (any
 * depth for a transfer; the rain's "all" is the direct downlines); free-trial accounts never
 * receive. The money arrives as cash to be played once before it is withdrawn (like a deposit).
 */

export const AGENT_TRANSFER_PATHS = {
  /** GET ?to=<id>: the receiver and what may be sent (DownlineTransferInfo). */
  info: '/wps/agent/transferDownline/info',
  /** POST: a transfer to one downline (DownlineTransferInput). */
  transfer: '/wps/agent/transferDownline',
  /** GET: what a rain may send (RedEnvelopeInfo). */
  rainInfo: '/wps/agent/transferMultipleDownline/info',
  /** POST: a red envelope rain (RedEnvelopeInput). */
  rain: '/wps/agent/transferMultipleDownline',
} as const;

/** A member's side of the rain: their envelopes not yet opened, and opening one. */
export const RED_ENVELOPE_PATHS = {
  /** GET: the caller's unopened envelopes (UnopenedEnvelopes). */
  unopened: '/wps/redEnvelopes/unopened',
  /** POST: open one ({ id }): marks it opened, answers its share (OpenedEnvelope). */
  open: '/wps/redEnvelopes/open',
} as const;

/** The white-label menu key of the red envelope rain (AGENTS.md); off, its calls answer 403. */
export const RED_ENVELOPE_MODULE = 'AGENTRANSMULTDOWN3';

/** Ledger kinds: each side's account record shows them as 'agent_transfer' and 'red_envelope'. */
export const DOWNLINE_TRANSFER_KIND = 'downline_transfer';
export const RED_ENVELOPE_KIND = 'red_envelope';

/** A transfer to one downline: ₱1.00 to ₱1,000,000.00, and never more than the agent's cash. */
export const DOWNLINE_TRANSFER_LIMITS = { minAmount: 100, maxAmount: 100_000_000 } as const;

/**
 * A rain: every share at least ₱1.00 (so the amount is at least receivers × ₱1.00), at most
 * ₱1,000,000.00 in all, to at most 200 receivers.
 */
export const RED_ENVELOPE_LIMITS = {
  minShare: 100,
  maxAmount: 100_000_000,
  maxReceivers: 200,
} as const;

const AmountInput = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Six digits, checked by the service (a clear field error rather than a schema 400). */
const PaymentPasswordInput = text().max(32);
const MemberId = z.number().int().positive();
const Limits = z.object({ minAmount: Minor, maxAmount: Minor });

/** A receiver as the agent sees it. */
export const TransferReceiver = z.object(MEMBER_NAME_FIELDS);
export type TransferReceiver = z.infer<typeof TransferReceiver>;

export const DownlineTransferInfoQuery = z.object({ to: z.coerce.number().int().positive() });

/** GET /wps/agent/transferDownline/info?to=: 404 agent.downline.not.found outside the team. */
export const DownlineTransferInfo = z.object({
  to: TransferReceiver,
  /** The agent's cash. */
  available: Minor,
  /** maxAmount is the smaller of the limit and the cash. */
  limits: Limits,
  paymentPasswordSet: z.boolean(),
});
export type DownlineTransferInfo = z.infer<typeof DownlineTransferInfo>;

/** POST /wps/agent/transferDownline; the key here or in the Idempotency-Key header. */
export const DownlineTransferInput = z.object({
  to: MemberId,
  amount: AmountInput,
  paymentPassword: PaymentPasswordInput,
  idempotencyKey: IdempotencyKey.optional(),
});
export type DownlineTransferInput = z.infer<typeof DownlineTransferInput>;

export const DownlineTransferResult = z.object({
  /** The ledger transaction's id (both account records show it). */
  id: z.number().int(),
  amount: Minor,
  to: TransferReceiver,
  /** The agent's cash now. */
  balance: Minor,
  createdAt: Instant,
  replayed: z.boolean(),
});
export type DownlineTransferResult = z.infer<typeof DownlineTransferResult>;

export const RedEnvelopeSplit = z.enum(RED_ENVELOPE_SPLITS);
export type RedEnvelopeSplit = z.infer<typeof RedEnvelopeSplit>;

/** GET /wps/agent/transferMultipleDownline/info. */
export const RedEnvelopeInfo = z.object({
  available: Minor,
  /** Direct downlines a rain to "all" reaches (free-trial and disabled accounts left out). */
  directCount: z.number().int(),
  limits: z.object({ minShare: Minor, maxAmount: Minor, maxReceivers: z.number().int() }),
  paymentPasswordSet: z.boolean(),
});
export type RedEnvelopeInfo = z.infer<typeof RedEnvelopeInfo>;

/**
 * POST /wps/agent/transferMultipleDownline: to every direct downline (`all`), or to the chosen
 * members of the team (`to`, at least one). One key is one rain: the same body again answers the
 * first rain; another body under it is 409 idempotency.conflict.
 */
export const RedEnvelopeInput = z
  .object({
    all: z.boolean().default(false),
    to: z.array(MemberId).max(RED_ENVELOPE_LIMITS.maxReceivers).default([]),
    amount: AmountInput,
    split: RedEnvelopeSplit,
    paymentPassword: PaymentPasswordInput,
    idempotencyKey: IdempotencyKey.optional(),
  })
  .superRefine((input, context) => {
    if (input.all === input.to.length > 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'all, or at least one member' });
    }
  });
export type RedEnvelopeInput = z.input<typeof RedEnvelopeInput>;

export const RedEnvelopeShare = TransferReceiver.extend({ amount: Minor });

export const RedEnvelopeResult = z.object({
  id: z.number().int(),
  amount: Minor,
  split: RedEnvelopeSplit,
  shares: z.array(RedEnvelopeShare),
  balance: Minor,
  createdAt: Instant,
  replayed: z.boolean(),
});
export type RedEnvelopeResult = z.infer<typeof RedEnvelopeResult>;

/** An envelope waiting on the receiver's home: who sent it (the amount shows once opened). */
export const UnopenedEnvelope = z.object({
  id: z.number().int(),
  from: z.string(),
  createdAt: Instant,
});
export const UnopenedEnvelopes = z.object({ list: z.array(UnopenedEnvelope) });
export type UnopenedEnvelopes = z.infer<typeof UnopenedEnvelopes>;

export const OpenEnvelopeInput = z.object({ id: z.number().int().positive() });
export const OpenedEnvelope = z.object({
  id: z.number().int(),
  from: z.string(),
  amount: Minor,
  openedAt: Instant,
});
export type OpenedEnvelope = z.infer<typeof OpenedEnvelope>;
