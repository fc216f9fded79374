import { z } from 'zod';
import { agentRelays } from './relay.js';
import { Instant, Minor } from './units.js';

/**
 * Agent contracts (issue 27 "Contracts", AGENTS.md "How agents earn"): an upline (or the operator,
 * for a top agent) offers a direct downline agent a daily salary, an hourly salary or a dividend.
 * Rates are basis points (1 bp = 0.01 %), so "at most two decimals" of a percentage is an integer.
 * The period engine reads the contracts in force (server agent/contracts/index.ts) and pays them.
 */

export const CONTRACT_KINDS = ['daily_salary', 'hourly_salary', 'dividend'] as const;
export const ContractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKind>;

/**
 * P pending (offered, not yet answered), A active, E active while a change is pending (it stays
 * in force until the change is answered), R rejected, T terminated or superseded.
 */
export const CONTRACT_STATUSES = ['P', 'A', 'E', 'R', 'T'] as const;
export const ContractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const CONTRACT_MAX_TIERS = 5;
export const HOURLY_WINDOWS = [60, 30] as const;
export const DIVIDEND_PERIODS = ['half_month', 'month'] as const;

/** The highest rate a top agent may be offered, per kind, while the merchant sets none. */
export const CONTRACT_TOP_RATES_BP: Record<ContractKind, number> = {
  daily_salary: 300,
  hourly_salary: 100,
  dividend: 5000,
};
/** The highest fixed hourly amount (minor units) a top agent may be offered: ₱10,000. */
export const CONTRACT_TOP_FIXED_HOURLY = 1_000_000;

const MinorAtLeast0 = Minor.min(0).max(Number.MAX_SAFE_INTEGER);
const ActiveMembers = z.number().int().min(1).max(1_000_000);
const RateBp = z.number().int().min(1).max(10_000);

export const DailySalaryTier = z.object({
  minValidBet: MinorAtLeast0,
  minActiveMembers: ActiveMembers,
  rateBp: RateBp,
});
export type DailySalaryTier = z.infer<typeof DailySalaryTier>;

/** An hourly tier pays a rate of the window's valid bet, or a fixed amount: exactly one. */
export const HourlySalaryTier = z
  .object({
    minValidBet: MinorAtLeast0,
    minActiveMembers: ActiveMembers,
    rateBp: RateBp.optional(),
    fixedAmount: Minor.min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((t) => (t.rateBp === undefined) !== (t.fixedAmount === undefined), {
    message: 'contract.tier.rate.or.fixed',
  });
export type HourlySalaryTier = z.infer<typeof HourlySalaryTier>;

export const DividendTier = z.object({
  minTeamBet: MinorAtLeast0,
  minNetLoss: MinorAtLeast0,
  minActiveMembers: ActiveMembers,
  rateBp: RateBp,
});
export type DividendTier = z.infer<typeof DividendTier>;

const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(CONTRACT_MAX_TIERS);

export const DailySalaryTerms = z.object({ tiers: tiers(DailySalaryTier) });
export const HourlySalaryTerms = z.object({
  window: z.union([z.literal(60), z.literal(30)]),
  tiers: tiers(HourlySalaryTier),
});
export const DividendTerms = z.object({
  period: z.enum(DIVIDEND_PERIODS),
  tiers: tiers(DividendTier),
});
export type DailySalaryTerms = z.infer<typeof DailySalaryTerms>;
export type HourlySalaryTerms = z.infer<typeof HourlySalaryTerms>;
export type DividendTerms = z.infer<typeof DividendTerms>;

export type ContractTermsOf = {
  daily_salary: DailySalaryTerms;
  hourly_salary: HourlySalaryTerms;
  dividend: DividendTerms;
};
export type ContractTerms = ContractTermsOf[ContractKind];

export const TERMS_SCHEMAS = {
  daily_salary: DailySalaryTerms,
  hourly_salary: HourlySalaryTerms,
  dividend: DividendTerms,
} as const;

/** One contract as both sides and the operator see it. */
export const AgentContract = z.object({
  id: z.number().int(),
  kind: ContractKind,
  /** null: the operator (the house) is the upline of a top agent. */
  uplineId: z.number().int().nullable(),
  uplineName: z.string().nullable(),
  downlineId: z.number().int(),
  downlineName: z.string(),
  terms: z.union([DailySalaryTerms, HourlySalaryTerms, DividendTerms]),
  status: ContractStatus,
  /** 1 for the first offer to this downline of this kind, +1 for every change. */
  version: z.number().int(),
  /** The contract this request replaces when accepted (a change), else null. */
  supersedesId: z.number().int().nullable(),
  createdAt: Instant,
  decidedAt: Instant.nullable(),
  startedAt: Instant.nullable(),
  endedAt: Instant.nullable(),
  reason: z.string().nullable(),
});
export type AgentContract = z.infer<typeof AgentContract>;

export const CONTRACT_EVENT_ACTIONS = [
  'offer',
  'accept',
  'reject',
  'terminate',
  'supersede',
  'cancel',
  'cascade',
] as const;
export type ContractEventAction = (typeof CONTRACT_EVENT_ACTIONS)[number];

export const ContractEvent = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  action: z.enum(CONTRACT_EVENT_ACTIONS),
  /** null: the operator or the system (a cascade). */
  actorId: z.number().int().nullable(),
  status: ContractStatus,
  reason: z.string().nullable(),
  createdAt: Instant,
});
export type ContractEvent = z.infer<typeof ContractEvent>;

const MemberId = z.number().int().positive();

/** A direct downline agent and the contract of this kind the caller gave it (in force, pending). */
export const DownlineContracts = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  current: AgentContract.nullable(),
  pending: AgentContract.nullable(),
});
export type DownlineContracts = z.infer<typeof DownlineContracts>;

/**
 * One kind's contracts as an agent sees them: its own with its upline (in force, pending), the
 * ones it gave its direct downline agents, and the history of both (newest first).
 */
export const ContractBook = z.object({
  kind: ContractKind,
  /** Exempt types (4, 40, 41, 42) have no contracts: everything below is empty. */
  exempt: z.boolean(),
  mine: z.object({ current: AgentContract.nullable(), pending: AgentContract.nullable() }),
  /** The terms that bound what the caller may offer (its own contract's), or null: none. */
  bound: AgentContract.shape.terms.nullable(),
  downlines: z.array(DownlineContracts),
  history: z.array(AgentContract),
  events: z.array(ContractEvent),
});
export type ContractBook = z.infer<typeof ContractBook>;

/** Pending requests: the one offered to the caller, and the ones it offered and are unanswered. */
export const ContractRequests = z.object({
  received: AgentContract.nullable(),
  sent: z.array(AgentContract),
});
export type ContractRequests = z.infer<typeof ContractRequests>;

/**
 * A contract step. offer (upline: `downlineId` and `terms`, a change when one is in force),
 * accept / reject (the offered downline, its own pending request), terminate (upline: ends the
 * contract in force with `downlineId` and withdraws a pending offer).
 */
export const CONTRACT_ACTIONS = ['offer', 'accept', 'reject', 'terminate'] as const;
export const ContractActionBody = z.object({
  action: z.enum(CONTRACT_ACTIONS),
  downlineId: MemberId.optional(),
  /** Checked against the kind's schema by the server (a clear error per rule). */
  terms: z.unknown().optional(),
  reason: z.string().max(200).optional(),
});
export type ContractActionBody = z.infer<typeof ContractActionBody>;

export const ContractBookQuery = z.object({ kind: ContractKind });

/** POST MCS2_applyContractDailySal: offer or change a daily salary to a direct downline agent. */
export const applyContractDailySalRelay = agentRelays.post(
  'MCS2_applyContractDailySal',
  z.object({ downlineId: MemberId, terms: z.unknown() }),
  AgentContract,
);
/** POST MCS2_processDailySalContract: accept / reject (downline) or terminate (upline). */
export const processDailySalContractRelay = agentRelays.post(
  'MCS2_processDailySalContract',
  ContractActionBody,
  AgentContract,
);
/** GET MCS2_getContracDailySalReq: the daily salary requests pending (SPEC spells it so). */
export const getContracDailySalReqRelay = agentRelays.get(
  'MCS2_getContracDailySalReq',
  z.object({}),
  ContractRequests,
);
/** GET MCS2_getDailySalContractHist: the daily salary book with its history. */
export const getDailySalContractHistRelay = agentRelays.get(
  'MCS2_getDailySalContractHist',
  z.object({}),
  ContractBook,
);
/** POST MCS2_processContractHourSalary: every step of an hourly salary contract. */
export const processContractHourSalaryRelay = agentRelays.post(
  'MCS2_processContractHourSalary',
  ContractActionBody,
  AgentContract,
);
/** GET MCS2_getContractDividendInfo: the dividend book. */
export const getContractDividendInfoRelay = agentRelays.get(
  'MCS2_getContractDividendInfo',
  z.object({}),
  ContractBook,
);
/** POST MCS2_processDividendReq: every step of a dividend contract. */
export const processDividendReqRelay = agentRelays.post(
  'MCS2_processDividendReq',
  ContractActionBody,
  AgentContract,
);
/** GET MCS2_getContractBook?kind= (not in SPEC §7): any kind's book, for the three screens. */
export const getContractBookRelay = agentRelays.get(
  'MCS2_getContractBook',
  ContractBookQuery,
  ContractBook,
);

/** The operator API (/operator/merchants/:merchantCode/agent-contracts): the house's side. */
export const OperatorContractsQuery = z.object({
  kind: ContractKind.optional(),
  status: ContractStatus.optional(),
});
/** An offer (or change) to a top agent (an agent with no agent upline), or its termination. */
export const OperatorContractBody = z.object({
  kind: ContractKind,
  /** The top agent's account name. */
  account: z.string().min(1).max(64),
  terms: z.unknown().optional(),
});
export type OperatorContractBody = z.infer<typeof OperatorContractBody>;
export const OperatorContractList = z.object({ list: z.array(AgentContract) });
