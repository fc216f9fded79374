import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractTerms,
  type DailySalaryTier,
  type DividendTier,
  type HourlySalaryTier,
} from '@app/contracts';
import { formatMoney } from '@/shared/format';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';

/**
 * A contract's terms as the editor's form holds them: money in pesos, rates in percent (at most
 * two decimals), and back to the wire's minor units and basis points. The rules are the server's
 * (agent/contracts/terms-rules.ts, AGENTS.md): 1 to 5 tiers, active members ≥ 1, each tier a
 * higher bet and a higher rate (or fixed amount) than the one before, one way of paying for all.
 */
export type TierValues = {
  /** Team valid bet (salaries) or team bet (dividend), pesos. */
  bet?: number | null;
  /** Dividend only: team net loss, pesos. */
  netLoss?: number | null;
  members?: number | null;
  /** Percent, e.g. 1.25. */
  rate?: number | null;
  /** Hourly salary paid as a fixed amount, pesos. */
  fixed?: number | null;
};
export type PayMode = 'rate' | 'fixed';
export type TermsValues = {
  window?: 60 | 30;
  period?: 'half_month' | 'month';
  mode?: PayMode;
  tiers: TierValues[];
};

export const MAX_TIERS = CONTRACT_MAX_TIERS;

/** At most two decimals (pesos to centavos, percent to basis points). */
export const hasTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Basis points as a percentage: 125 → "1.25%". */
export const rateText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export const percentToBp = (percent: number) => Math.round(percent * 100);

const minor = (pesos: number | null | undefined) => pesosToMinor(pesos ?? 0);

/** The form's values as the kind's terms for the server. */
export function toTerms(kind: ContractKind, values: TermsValues): ContractTerms {
  const fixed = kind === 'hourly_salary' && values.mode === 'fixed';
  if (kind === 'dividend') {
    return {
      period: values.period ?? 'half_month',
      tiers: values.tiers.map((tier): DividendTier => ({
        minTeamBet: minor(tier.bet),
        minNetLoss: minor(tier.netLoss),
        minActiveMembers: tier.members ?? 1,
        rateBp: percentToBp(tier.rate ?? 0),
      })),
    };
  }
  if (kind === 'hourly_salary') {
    return {
      window: values.window ?? 60,
      tiers: values.tiers.map((tier): HourlySalaryTier => ({
        minValidBet: minor(tier.bet),
        minActiveMembers: tier.members ?? 1,
        ...(fixed ? { fixedAmount: minor(tier.fixed) } : { rateBp: percentToBp(tier.rate ?? 0) }),
      })),
    };
  }
  return {
    tiers: values.tiers.map((tier): DailySalaryTier => ({
      minValidBet: minor(tier.bet),
      minActiveMembers: tier.members ?? 1,
      rateBp: percentToBp(tier.rate ?? 0),
    })),
  };
}

type AnyTier = Partial<DailySalaryTier & HourlySalaryTier & DividendTier>;

/** A contract's terms as the form's values (a change starts from the terms in force). */
export function fromTerms(terms: ContractTerms): TermsValues {
  const tiers = terms.tiers as AnyTier[];
  const isFixed = tiers.some((tier) => tier.fixedAmount !== undefined);
  return {
    ...('window' in terms ? { window: terms.window } : {}),
    ...('period' in terms ? { period: terms.period } : {}),
    mode: isFixed ? 'fixed' : 'rate',
    tiers: tiers.map((tier) => ({
      bet: minorToPesos(tier.minTeamBet ?? tier.minValidBet ?? 0),
      ...(tier.minNetLoss !== undefined ? { netLoss: minorToPesos(tier.minNetLoss) } : {}),
      members: tier.minActiveMembers ?? 1,
      ...(tier.rateBp !== undefined ? { rate: tier.rateBp / 100 } : {}),
      ...(tier.fixedAmount !== undefined ? { fixed: minorToPesos(tier.fixedAmount) } : {}),
    })),
  };
}

/** A new tier's values: above the last one where it can be. */
export function nextTier(mode: PayMode | undefined, last?: TierValues): TierValues {
  return {
    bet: last?.bet != null ? last.bet + 1 : 0,
    netLoss: last?.netLoss ?? 0,
    members: last?.members ?? 1,
    ...(mode === 'fixed' ? { fixed: undefined } : { rate: undefined }),
  };
}

/**
 * Whether tier `index` is above the one before it (a higher bet and a higher pay), the rule the
 * server checks as contract.tier.order. Incomplete tiers are left to their own fields' rules.
 */
export function isAboveBefore(tiers: TierValues[], index: number, mode: PayMode): boolean {
  const tier = tiers[index];
  const before = tiers[index - 1];
  if (!tier || !before) return true;
  const pay = (values: TierValues) => (mode === 'fixed' ? values.fixed : values.rate);
  const [bet, betBefore, paid, paidBefore] = [tier.bet, before.bet, pay(tier), pay(before)];
  if (bet == null || betBefore == null || paid == null || paidBefore == null) return true;
  return (
    pesosToMinor(bet) > pesosToMinor(betBefore) &&
    Math.round(paid * 100) > Math.round(paidBefore * 100)
  );
}

/** One line per tier, for the contracts' list. */
export function termsSummary(terms: ContractTerms, t: (key: string, o?: object) => string) {
  return (terms.tiers as AnyTier[]).map((tier) =>
    t('payouts.tiers.summary', {
      bet: formatMoney(tier.minTeamBet ?? tier.minValidBet ?? 0),
      members: tier.minActiveMembers ?? 1,
      pay:
        tier.fixedAmount !== undefined
          ? formatMoney(tier.fixedAmount)
          : rateText(tier.rateBp ?? 0) +
            (tier.minNetLoss !== undefined && tier.minNetLoss > 0
              ? ` (${formatMoney(tier.minNetLoss)})`
              : ''),
    }),
  );
}
