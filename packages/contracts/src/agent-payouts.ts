import { z } from 'zod';
import { ContractKind } from './agent-contracts.js';
import { agentRelays } from './relay.js';
import { Instant, Minor } from './units.js';

/**
 * The period engine's payouts (issue 27 "The period engine", AGENTS.md "How agents earn"): each
 * contract in force when a period closes earns once for that period; the upline (or the house, for
 * a top agent) pays it from its own wallet. A short upline pays what it can and owes the rest.
 */

export const RUN_STATUSES = ['computed', 'previewed', 'paid', 'held'] as const;
export const RunStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof RunStatus>;

/** The refusal of a payment an upline cannot cover in full (the original's words). */
export const DIVIDEND_INSUFFICIENT = 'agent.dividend.insufficient';

/** One contract's payout of one period, and the figures it was computed from. */
export const AgentPayout = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: ContractKind,
  /** '2026-11-27' (day), '2026-11-27T13:30/30' (hour or half hour), '2026-11-H2', '2026-11'. */
  periodKey: z.string(),
  periodStart: Instant,
  periodEnd: Instant,
  /** null: the house (the operator) pays. */
  uplineId: z.number().int().nullable(),
  downlineId: z.number().int(),
  downlineName: z.string(),
  teamValidBet: Minor,
  activeMembers: z.number().int(),
  netLoss: Minor,
  /** The tier that applied (0-based), or null: none did and nothing is due. */
  tier: z.number().int().nullable(),
  rateBp: z.number().int(),
  /** Dividends: what the downline's own contracted downlines receive out of `due`. */
  downlineShare: Minor,
  due: Minor,
  paid: Minor,
  owed: Minor,
  /** When the engine first paid it (what it could), or null: not paid yet. */
  paidAt: Instant.nullable(),
});
export type AgentPayout = z.infer<typeof AgentPayout>;

/** An estimate of the period under way for the caller's own contract (nothing is written). */
export const PayoutEstimate = z.object({
  kind: ContractKind,
  contractId: z.number().int().nullable(),
  periodKey: z.string().nullable(),
  periodStart: Instant.nullable(),
  periodEnd: Instant.nullable(),
  teamValidBet: Minor,
  activeMembers: z.number().int(),
  netLoss: Minor,
  tier: z.number().int().nullable(),
  rateBp: z.number().int(),
  amount: Minor,
});
export type PayoutEstimate = z.infer<typeof PayoutEstimate>;

/**
 * An agent's payouts of one kind: what it received (`mine`) and what it owes or paid its direct
 * contracted downlines (`downlines`), newest period first; `owedTotal` what it still owes.
 */
export const PayoutBook = z.object({
  kind: ContractKind,
  mine: z.array(AgentPayout),
  downlines: z.array(AgentPayout),
  owedTotal: Minor,
  /** Whether paying what it owes asks for the payment password (set: yes). */
  paymentPasswordSet: z.boolean(),
});
export type PayoutBook = z.infer<typeof PayoutBook>;

export const PayoutBookQuery = z.object({
  kind: ContractKind.default('dividend'),
  /** Only this many of the latest periods (each side). */
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Pay what the caller owes: one payout (`payoutId`) or all of them, oldest first. */
export const PayOwedBody = z.object({
  payoutId: z.number().int().positive().optional(),
  paymentPassword: z.string().min(1).max(64),
});
export type PayOwedBody = z.infer<typeof PayOwedBody>;

export const PayOwedResult = z.object({
  paid: Minor,
  stillOwed: Minor,
  balance: Minor,
});
export type PayOwedResult = z.infer<typeof PayOwedResult>;

const kindQuery = z.object({ kind: ContractKind.default('dividend') });

/** GET ODSFE2_QueryDailySalary: the daily salaries received and paid, per day and downline. */
export const queryDailySalaryRelay = agentRelays.get(
  'ODSFE2_QueryDailySalary',
  PayoutBookQuery.omit({ kind: true }),
  PayoutBook,
);
/** GET ODSFE2_CurrentDailySalary: the day under way's estimate for the caller's own contract. */
export const currentDailySalaryRelay = agentRelays.get(
  'ODSFE2_CurrentDailySalary',
  z.object({}),
  PayoutEstimate,
);
/** GET ODSFE2_CurrentDividend: the dividend period under way's estimate (or any kind's). */
export const currentDividendRelay = agentRelays.get(
  'ODSFE2_CurrentDividend',
  kindQuery,
  PayoutEstimate,
);
/** GET ODSFE2_QueryDividend (SPEC: QueryDividend): the dividend book (or any kind's). */
export const queryDividendRelay = agentRelays.get(
  'ODSFE2_QueryDividend',
  PayoutBookQuery,
  PayoutBook,
);
/** POST ODSFE2_PayoutDividend (SPEC: PayoutDividend): pay what the caller owes its downlines. */
export const payoutDividendRelay = agentRelays.post(
  'ODSFE2_PayoutDividend',
  PayOwedBody,
  PayOwedResult,
);

// The operator's side: /operator/merchants/:merchantCode/payout-runs…

export const PayoutRun = z.object({
  id: z.number().int(),
  kind: ContractKind,
  periodKey: z.string(),
  periodStart: Instant,
  periodEnd: Instant,
  status: RunStatus,
  computedAt: Instant,
  paidAt: Instant.nullable(),
  recomputed: z.number().int(),
  payouts: z.number().int(),
  due: Minor,
  paid: Minor,
  owed: Minor,
});
export type PayoutRun = z.infer<typeof PayoutRun>;

export const PeriodSettings = z.object({
  /** A member is active in a period when its valid bets there reach this (minor units). */
  activeMinBet: Minor.min(0).max(Number.MAX_SAFE_INTEGER),
  /** Pay a run once computed; false: wait, previewed, for the operator. */
  autoPay: z.boolean(),
  /** Minutes after a period's end before it is closed. */
  closeDelayMinutes: z.number().int().min(0).max(1440),
});
export type PeriodSettings = z.infer<typeof PeriodSettings>;

export const PeriodRef = z.object({ kind: ContractKind, periodKey: z.string().min(7).max(24) });
export type PeriodRef = z.infer<typeof PeriodRef>;

/** A run and its payouts; `stored` false: a preview computed now and not written. */
export const RunPreview = z.object({
  run: PayoutRun.nullable(),
  stored: z.boolean(),
  payouts: z.array(AgentPayout),
});
export type RunPreview = z.infer<typeof RunPreview>;
