import { z } from 'zod';
import { IdempotencyKey } from './inhouse.js';
import { RECORD_RANGE_FIELDS, moneyRecordPage, refineRecordRange } from './money-records.js';
import { SETTLED_FIELDS } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * Rebates (SPEC §2 /m/member/manualRebate, /m/member/rebateReport; §7 "not shown"): cashback on
 * a member's turnover, claimed by hand. Each game category earns its rate on the stakes of the
 * member's settled bets since their last claim; a claim pays the total at once into the wallet
 * (one ledger transaction, kind `rebate`) and adds it to what must be bet before withdrawing.
 *
 * Which bets count (the rebate-able turnover of a category): valid bets only (valid-bet.ts: a
 * win chance of at most 66 %), the same as for turnover, VIP, missions and the leaderboard:
 * - in-house games: every valid bet (`inhouse_bets`); one is settled the moment it is placed,
 *   never refunded, so its whole stake counts;
 * - lottery: valid bets (`lottery_suborders`) that were settled as won or lost; a cancelled or
 *   refunded bet (void draw) gave its stake back and earns nothing, an open one earns nothing yet.
 *   Lottery bets count in the order they were placed: while one is open, later ones wait for it
 *   (so a bet left open by a claim is never skipped when it settles);
 * - game providers' games: valid rounds (`vendor_rounds`), those the provider's credit settled
 *   with a stake left; like lottery bets they count in order, after any round still open.
 *
 * Each category's bets are counted up to a watermark, the id of its last counted bet. The preview
 * shows the range `since` → `upTo`; a claim names that range and is paid for exactly those bets,
 * or refused when another claim has covered them meanwhile (rebate.stale). Bets placed during the
 * claim fall above `upTo` and count for the next one. Amounts are minor units, rounded down.
 */

export const REBATE_PATHS = {
  /** GET: what the member may claim now (RebatePreview). */
  preview: '/wps/member/rebate',
  /** POST: claim the previewed rebate (RebateClaimInput → RebateClaimResult). */
  claim: '/wps/member/rebate/claim',
  /** GET: the member's claims, newest first (RebateReportQuery → RebateReportPage). */
  report: '/wps/member/rebate/report',
} as const;

/** White-label modules (SPEC §6): off, their calls answer 403 like any module that is off. */
export const MANUAL_REBATE_MODULE = 'MANPLAYREB3';
export const REBATE_REPORT_MODULE = 'PLYRBT';

export const REBATE_CATEGORIES = ['inhouse', 'lottery', 'vendor'] as const;
export const RebateCategory = z.enum(REBATE_CATEGORIES);
export type RebateCategory = z.infer<typeof RebateCategory>;

/** Rates in basis points of turnover: 50 is 0.5 %. */
export const REBATE_RATES_BP: Readonly<Record<RebateCategory, number>> = {
  inhouse: 50,
  lottery: 30,
  vendor: 40,
};

/** The smallest total a claim pays (₱1.00, minor units). */
export const REBATE_MIN_CLAIM = 100;

/** What a rebate adds to the turnover requirement, in basis points of it: 10,000 is 1×. */
export const REBATE_TURNOVER_BASIS_POINTS = 10_000;

/** A category's rebate on `turnover` (minor units) at `rateBp`, rounded down. */
export const rebateOf = (turnover: number, rateBp: number): number =>
  Number((BigInt(turnover) * BigInt(rateBp)) / 10_000n);

const BetId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Per category, the id of the last bet counted (0: none yet). */
export const RebateMarks = z.object({ inhouse: BetId, lottery: BetId, vendor: BetId });
export type RebateMarks = z.infer<typeof RebateMarks>;

export const RebateLine = z.object({
  category: RebateCategory,
  /** Stakes of the counted bets, minor units. */
  turnover: Minor,
  bets: z.number().int(),
  rateBp: z.number().int(),
  /** rebateOf(turnover, rateBp). */
  amount: Minor,
});
export type RebateLine = z.infer<typeof RebateLine>;

/** Why a preview cannot be claimed: no bets counted yet, or a total under REBATE_MIN_CLAIM. */
export const REBATE_BLOCKS = ['nothing', 'below_minimum'] as const;
export const RebateBlock = z.enum(REBATE_BLOCKS);
export type RebateBlock = z.infer<typeof RebateBlock>;

/** GET /wps/member/rebate. */
export const RebatePreview = z.object({
  /** One line per category, in REBATE_CATEGORIES order. */
  lines: z.array(
    RebateLine.extend({
      /** Bets placed but not counted yet (lottery bets and providers' rounds waiting for a result). */
      waiting: z.number().int(),
    }),
  ),
  total: z.number().int(),
  minimum: z.number().int(),
  /** null when it may be claimed. */
  blocked: RebateBlock.nullable(),
  since: RebateMarks,
  upTo: RebateMarks,
  /** The last claim's time, null before the first. */
  lastClaimAt: Instant.nullable(),
});
export type RebatePreview = z.infer<typeof RebatePreview>;

/**
 * POST /wps/member/rebate/claim: the preview's range as it was shown. The idempotency key comes
 * here or in the Idempotency-Key header (the same value when both): a retry is one payment.
 */
export const RebateClaimInput = z.object({
  since: RebateMarks,
  upTo: RebateMarks,
  idempotencyKey: IdempotencyKey.optional(),
});
export type RebateClaimInput = z.infer<typeof RebateClaimInput>;

/** One paid claim, as the report lists it. */
export const RebateClaim = z.object({
  id: z.number().int(),
  /** What the ledger's memo and the operator name it by (RB + 10 characters). */
  reference: z.string(),
  amount: Minor,
  turnover: Minor,
  lines: z.array(RebateLine),
  createdAt: Instant,
});
export type RebateClaim = z.infer<typeof RebateClaim>;

/** The paid claim, the cash balance after it; replayed when the key had been used for it. */
export const RebateClaimResult = RebateClaim.extend(SETTLED_FIELDS);
export type RebateClaimResult = z.infer<typeof RebateClaimResult>;

/** GET /wps/member/rebate/report: by period or from/to, paged. */
export const RebateReportQuery = z
  .object({ ...RECORD_RANGE_FIELDS })
  .superRefine(refineRecordRange);
export type RebateReportQuery = z.input<typeof RebateReportQuery>;
export type RebateReportFilter = z.output<typeof RebateReportQuery>;

/** The page, and the sum of every claim the filter matches (all pages). */
export const RebateReportPage = moneyRecordPage(RebateClaim).extend({ sum: z.number().int() });
export type RebateReportPage = z.infer<typeof RebateReportPage>;
