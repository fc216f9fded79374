import { z } from 'zod';
import { GAME_TYPES, type GameType } from './game-rules.js';
import { ReportDate } from './team-kpi.js';
import { Minor } from './units.js';

/**
 * Agent rebates (issue 27, SPEC §7 "rebate settings and quotas", /wps/agent/updateDownlineRebates,
 * AGENTS.md "Rebate difference"). Every member has a rebate rate per product, in basis points of
 * the valid bet (1 bp = 0.01 %: a rate has at most two decimals in percent). A member without a
 * rate of its own has the merchant's minimum, or the maximum when it heads a tree (no upline: the
 * operator's top agents). A downline's rate never exceeds its upline's; an agent may raise a
 * direct downline's rate, never lower it; the top rates are rationed per agent by quotas.
 *
 * Income: on every settled valid bet of its team, each agent up the chain earns its own rate less
 * the rate of the member below it on the path, times the valid bet (rounded down to the centavo
 * per bet), paid by a periodic batch (agent_rebate movements, the agent transaction record).
 * The chain pays (top agent's rate − bettor's rate); the bettor's own manual rebate (rebate.ts)
 * pays at most the merchant minimum, which every rate is at least: together never more than the
 * top agent's rate.
 */
export const AGENT_REBATE_PATHS = {
  /** GET: the caller's rates, bounds and quota use (RebateSettings). */
  settings: '/wps/agent/rebates',
  /** GET ?memberId=: a direct downline's rates (DownlineRebates). */
  downline: '/wps/agent/rebates/downline',
  /** POST (UpdateDownlineRebatesBody): raise a direct downline's rates (DownlineRebates). */
  update: '/wps/agent/updateDownlineRebates',
  /** GET (TeamRebateQuery): rebate income per day, downline and product (TeamRebateReport). */
  teamRebate: '/wps/agent/teamRebate',
} as const;

/** Products with a rate: the site's lottery and in-house games, then each vendor category. */
export const REBATE_PRODUCTS = [
  'LOTTERY',
  'INHOUSE',
  ...GAME_TYPES.filter((type) => type !== 'LOTTERY' && type !== 'INHOUSE'),
] as const satisfies readonly GameType[];
export const RebateProduct = z.enum(GAME_TYPES);
export type RebateProduct = GameType;

/** Rates are basis points; 10,000 is 100 %. */
export const REBATE_RATE_MAX_BP = 10_000;

/** "1.25" for 125 bp. */
export const percentOfBp = (bp: number): string => (bp / 100).toFixed(2);

/** "0.30–3.00%" for the rates from 30 to 300 bp. */
export const rateRange = (fromBp: number, toBp: number): string =>
  `${percentOfBp(fromBp)}–${percentOfBp(toBp)}%`;

/** 125 for "1.25"; undefined for anything not a percent with at most two decimals. */
export function bpOfPercent(percent: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= REBATE_RATE_MAX_BP ? bp : undefined;
}

/** An agent's income on `validBet` (minor units) at a rate difference of `diffBp`, rounded down. */
export const rebateIncomeOf = (validBet: number, diffBp: number): number =>
  Number((BigInt(validBet) * BigInt(diffBp)) / 10_000n);

/** A rate as the wire carries it; a fraction of a basis point is the server's series error. */
export const RebateRate = z.object({
  product: RebateProduct,
  rateBp: z.number().min(0).max(REBATE_RATE_MAX_BP),
});
export type RebateRate = z.infer<typeof RebateRate>;

/** Rates a new member gets (open account, affiliate link); a product left out: the minimum. */
export const GrantedRates = z.array(RebateRate).max(REBATE_PRODUCTS.length).default([]);

export const RebateSetting = z.object({
  product: RebateProduct,
  /** The caller's own rate. */
  rateBp: z.number().int(),
  /** The merchant's bounds. */
  minBp: z.number().int(),
  maxBp: z.number().int(),
});
export type RebateSetting = z.infer<typeof RebateSetting>;

/** At most `limit` direct downlines of an agent may hold `rateBp` on `product`. */
export const RebateQuota = z.object({
  product: RebateProduct,
  rateBp: z.number().int(),
  limit: z.number().int(),
  /** Direct downlines of the caller at that rate now. */
  used: z.number().int(),
});
export type RebateQuota = z.infer<typeof RebateQuota>;

export const RebateSettings = z.object({
  settings: z.array(RebateSetting),
  quotas: z.array(RebateQuota),
});
export type RebateSettings = z.infer<typeof RebateSettings>;

export const DownlineRebatesQuery = z.object({ memberId: z.coerce.number().int().positive() });
export type DownlineRebatesQuery = z.input<typeof DownlineRebatesQuery>;

export const DownlineRebates = z.object({
  memberId: z.number().int(),
  account: z.string(),
  rates: z.array(z.object({ product: RebateProduct, rateBp: z.number().int() })),
});
export type DownlineRebates = z.infer<typeof DownlineRebates>;

export const UpdateDownlineRebatesBody = z.object({
  memberId: z.number().int().positive(),
  rates: z.array(RebateRate).min(1).max(REBATE_PRODUCTS.length),
});
export type UpdateDownlineRebatesBody = z.input<typeof UpdateDownlineRebatesBody>;

/** Team rebate: a range of site days (team reports' rule), optionally one downline or product. */
export const TeamRebateQuery = z.object({
  startDate: ReportDate,
  endDate: ReportDate,
  /** A direct downline: only the income that came through it. */
  memberId: z.coerce.number().int().positive().optional(),
  product: RebateProduct.optional(),
});
export type TeamRebateQuery = z.input<typeof TeamRebateQuery>;

export const TeamRebateRow = z.object({
  /** Site day (YYYY-MM-DD) the batch credited it. */
  day: z.string(),
  /** The direct downline the income came through (the bettor or its upline in the team). */
  memberId: z.number().int(),
  account: z.string(),
  product: RebateProduct,
  bets: z.number().int(),
  validBet: Minor,
  amount: Minor,
});
export type TeamRebateRow = z.infer<typeof TeamRebateRow>;

export const TeamRebateReport = z.object({
  rows: z.array(TeamRebateRow),
  totals: z.object({ bets: z.number().int(), validBet: Minor, amount: Minor }),
});
export type TeamRebateReport = z.infer<typeof TeamRebateReport>;
