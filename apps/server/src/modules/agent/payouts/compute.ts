import type {
  ContractKind,
  ContractTermsOf,
  DailySalaryTier,
  DividendTier,
  HourlySalaryTier,
} from '@app/contracts';

/**
 * What a contract earns in a period, from its team's figures (AGENTS.md "How agents earn"). Pure:
 * the same figures always give the same amounts, to the centavo (amounts are minor units, rates
 * basis points, a share rounded down).
 */
export type TeamFigures = {
  /** The valid bets settled in the period by the downline's team (itself left out). */
  validBet: number;
  /** Team members whose valid bets in the period reached the merchant's minimum. */
  activeMembers: number;
  /** Stakes less wins of the team's bets settled in the period, less bonuses and rebates. */
  netLoss: number;
};

export type Earned = { tier: number | null; rateBp: number; amount: number };

const NOTHING: Earned = { tier: null, rateBp: 0, amount: 0 };

/** `amount` × `rateBp` / 10,000, rounded down (never a negative share). */
export const shareOf = (amount: number, rateBp: number): number =>
  amount <= 0 ? 0 : Number((BigInt(amount) * BigInt(rateBp)) / 10_000n);

/** The index of the highest tier whose every condition holds, or -1. */
function highestTier<T>(tiers: readonly T[], holds: (tier: T) => boolean): number {
  for (let i = tiers.length - 1; i >= 0; i -= 1) if (holds(tiers[i] as T)) return i;
  return -1;
}

/** The highest salary tier (daily or hourly) whose valid bet AND active members both hold, or -1. */
const salaryTier = (
  tiers: readonly { minValidBet: number; minActiveMembers: number }[],
  figures: TeamFigures,
): number =>
  highestTier(
    tiers,
    (t) => figures.validBet >= t.minValidBet && figures.activeMembers >= t.minActiveMembers,
  );

/**
 * Daily salary: the day's team valid bet × the rate of the highest tier whose bet AND active
 * members both hold (a bet that reaches a higher tier than the members do gets the lower one).
 */
export function dailySalary(tiers: readonly DailySalaryTier[], figures: TeamFigures): Earned {
  const i = salaryTier(tiers, figures);
  const tier = tiers[i];
  if (!tier || figures.validBet <= 0) return NOTHING;
  return { tier: i, rateBp: tier.rateBp, amount: shareOf(figures.validBet, tier.rateBp) };
}

/** Hourly salary: as the daily one per window, a rate of the window's bet or a fixed amount. */
export function hourlySalary(tiers: readonly HourlySalaryTier[], figures: TeamFigures): Earned {
  const i = salaryTier(tiers, figures);
  const tier = tiers[i];
  if (!tier || figures.validBet <= 0) return NOTHING;
  if (tier.fixedAmount !== undefined) return { tier: i, rateBp: 0, amount: tier.fixedAmount };
  const rateBp = tier.rateBp ?? 0;
  return { tier: i, rateBp, amount: shareOf(figures.validBet, rateBp) };
}

/**
 * Dividend: the rate of the highest tier whose team bet, net loss and active members all hold,
 * × the team's net loss. The whole of it is paid to the agent by its upline; what its own
 * contracted downlines receive (`downlineShare`, paid by the agent) is not the agent's to keep.
 */
export function dividend(tiers: readonly DividendTier[], figures: TeamFigures): Earned {
  const i = highestTier(
    tiers,
    (t) =>
      figures.validBet >= t.minTeamBet &&
      figures.netLoss >= t.minNetLoss &&
      figures.activeMembers >= t.minActiveMembers,
  );
  const tier = tiers[i];
  if (!tier || figures.netLoss <= 0) return NOTHING;
  return { tier: i, rateBp: tier.rateBp, amount: shareOf(figures.netLoss, tier.rateBp) };
}

/** What a contract of `kind` with `terms` earns on `figures`. */
export function earned<K extends ContractKind>(
  kind: K,
  terms: ContractTermsOf[K],
  figures: TeamFigures,
): Earned {
  if (kind === 'daily_salary') {
    return dailySalary((terms as ContractTermsOf['daily_salary']).tiers, figures);
  }
  if (kind === 'hourly_salary') {
    return hourlySalary((terms as ContractTermsOf['hourly_salary']).tiers, figures);
  }
  return dividend((terms as ContractTermsOf['dividend']).tiers, figures);
}

/**
 * Each payout's `downlineShare`: the sum of what the contracts whose upline is its downline earn
 * (its direct contracted downlines of the same kind and period).
 */
export function downlineShares(
  payouts: readonly { uplineId: number | null; downlineId: number; due: number }[],
): number[] {
  const byUpline = new Map<number, number>();
  for (const p of payouts) {
    if (p.uplineId !== null) byUpline.set(p.uplineId, (byUpline.get(p.uplineId) ?? 0) + p.due);
  }
  return payouts.map((p) => byUpline.get(p.downlineId) ?? 0);
}
