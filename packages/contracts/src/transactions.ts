import { z } from 'zod';
import { RECORD_RANGE_FIELDS, moneyRecordPage, refineRecordRange } from './money-records.js';
import { relaysFor } from './relay.js';
import { dayRangeFields, existingDay } from './shapes.js';
import { Instant, Minor } from './units.js';
import { VENDOR_LEDGER_KINDS } from './vendor-ledger-kinds.js';

/**
 * The account record (SPEC §2 /m/transaction/record, TRANSREC3): every movement of the member's
 * cash in the ledger, newest first, each with the balance it left.
 */

export const TRANSACTIONS_PATH = '/wps/transaction/record';

/**
 * The agent-side types (the agent transaction record, /m/transaction/record?types=A): an agent's
 * transfers to downlines and red envelopes (contracts/agent-transfers.ts); the receiver's record
 * shows the same types for what arrived.
 */
export const AGENT_TRANSACTION_TYPES = [
  'agent_transfer',
  'red_envelope',
  'agent_rebate',
  'agent_salary',
  'agent_dividend',
] as const;

/** What the member sees a movement as, the agent-side types last; the ledger's kinds map onto these. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_return',
  'bet',
  'win',
  'refund',
  'bonus',
  'transfer',
  'opening',
  'adjustment',
  ...AGENT_TRANSACTION_TYPES,
] as const;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;

/** Ledger transaction kind → what the record calls it (anything else is a bonus or adjustment). */
export const LEDGER_KIND_TYPES: Readonly<Record<string, TransactionType>> = {
  deposit: 'deposit',
  /** An operator's manual adjustment, with its reason (operator/members/adjustments). */
  adjustment: 'adjustment',
  withdraw_hold: 'withdraw',
  withdraw_release: 'withdraw_return',
  inhouse_stake: 'bet',
  lottery_stake: 'bet',
  inhouse_win: 'win',
  lottery_payout: 'win',
  lottery_refund: 'refund',
  // A game provider's bets, wins and cancelled bets (vendor-ledger-kinds.ts).
  ...Object.fromEntries(
    Object.entries(VENDOR_LEDGER_KINDS).map(([kind, { type }]) => [kind, type]),
  ),
  // Out of the member's cash to their upline's, and into the upline's (upline-transfer.ts).
  upline_transfer: 'transfer',
  // From an agent's cash to a member of its team (agent/downline-transfer).
  downline_transfer: 'agent_transfer',
  // From an agent's cash to several members of its team at once (agent/red-envelopes).
  red_envelope: 'red_envelope',
  // An agent's rebate income on its team's bets (agent/rebates/income.ts).
  agent_rebate: 'agent_rebate',
  // A contract's daily or hourly salary, and a dividend (agent/payouts/pay.ts).
  agent_salary: 'agent_salary',
  agent_dividend: 'agent_dividend',
  /** A claimed rebate (contracts/rebate.ts): cashback, counted as a bonus. */
  rebate: 'bonus',
  /** A paid promotion bonus (contracts/promotions.ts). */
  promotion_bonus: 'bonus',
  /** A claimed reward of the reward centre (contracts/rewards.ts). */
  reward: 'bonus',
  /** A bonus whose wagering was met, from the bonus account into cash (wallet/bonus-wallet.ts). */
  bonus_release: 'bonus',
  /** Money an account starts with: the demo seed's opening balance, a trial's play money. */
  opening: 'opening',
  trial: 'opening',
};

export const TransactionRecord = z.object({
  /** The ledger transaction's id. */
  id: z.number().int(),
  type: TransactionType,
  /** Signed minor units: what the movement did to the cash balance. */
  amount: Minor,
  /** The cash balance right after it. */
  balanceAfter: Minor,
  /** The ledger's memo ("dice bet", "deposit PP…", "withdrawal PW…"). */
  memo: z.string(),
  createdAt: Instant,
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;

/** `types=A`: the agent transaction record (agents only; TRANSREC3 in the agent menu). */
export const AGENT_RECORD = 'A';

/**
 * GET /wps/transaction/record: by type, by period or from/to, paged. With `types=A` only the
 * agent-side types (AGENT_TRANSACTION_TYPES) of the caller's cash, and `type` one of them.
 */
export const TransactionListQuery = z
  .object({
    ...RECORD_RANGE_FIELDS,
    type: TransactionType.optional(),
    types: z.literal(AGENT_RECORD).optional(),
  })
  .superRefine(refineRecordRange)
  .superRefine((query, context) => {
    const agentType = (AGENT_TRANSACTION_TYPES as readonly string[]).includes(query.type ?? '');
    if (query.types === AGENT_RECORD && query.type !== undefined && !agentType) {
      context.addIssue({ code: 'custom', path: ['type'], message: 'not an agent-side type' });
    }
  });
export type TransactionListQuery = z.input<typeof TransactionListQuery>;
export type TransactionListFilter = z.output<typeof TransactionListQuery>;

export const TransactionPage = moneyRecordPage(TransactionRecord);
export type TransactionPage = z.infer<typeof TransactionPage>;

/** The profit and loss module (SPEC §6 flags PERSREP, PERSPNL3): off, the call answers 403. */
export const PNL_MODULE = 'PERSPNL3';
/** Days one profit-and-loss answer may span. */
export const PNL_MAX_DAYS = 31;

/** YYYY-MM-DD that names a real day (2024-02-30 does not). */
const LocalDate = existingDay();

/**
 * One day's figures in minor units; `net` is wins + refunds − bets. Each is that day's sum, so a
 * figure may be negative on a day that only undid an earlier one (a withdrawal returned).
 */
export const PnlFigures = z.object({
  bets: Minor,
  wins: Minor,
  refunds: Minor,
  net: Minor,
  deposits: Minor,
  /** Withdrawals asked for, less those returned. */
  withdrawals: Minor,
  bonuses: Minor,
});
export type PnlFigures = z.infer<typeof PnlFigures>;

export const MemberPnl = z.object({
  /** Every day from startDate to endDate (the Philippines' calendar), oldest first. */
  days: z.array(PnlFigures.extend({ date: LocalDate })),
  total: PnlFigures,
});
export type MemberPnl = z.infer<typeof MemberPnl>;

/**
 * GET /wps/relay/ODSFE2_MemPNL (SPEC §7 "Other"): the member's own profit and loss by day, from
 * the ledger. Dates are YYYY-MM-DD in the Philippines; at most PNL_MAX_DAYS days.
 */
export const memberPnlRelay = relaysFor({ auth: 'member', module: PNL_MODULE }).get(
  'ODSFE2_MemPNL',
  z.object(dayRangeFields(LocalDate)).superRefine(({ startDate, endDate }, context) => {
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    if (!Number.isFinite(days) || days < 0) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'endDate before startDate',
      });
    } else if (days >= PNL_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'too many days' });
    }
  }),
  MemberPnl,
);
