import {
  CONTRACT_TOP_FIXED_HOURLY,
  CONTRACT_TOP_RATES_BP,
  TERMS_SCHEMAS,
  type ContractKind,
  type ContractTerms,
  type ContractTermsOf,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';

/**
 * The original's rules for contract tiers (issue 27): at most 5 tiers, active members ≥ 1 (the
 * zod shapes), each tier above the last (a higher bet and a higher rate), and every tier at most
 * what the upline's own contract gives at that level (a top agent: the merchant's top rates).
 * Rates are basis points, so "at most two decimals" of a percentage holds by construction.
 */
type Tier = { bet: number; pay: number; fixed: boolean };

function tiersOf(terms: ContractTerms): Tier[] {
  return terms.tiers.map((tier) => {
    if ('minTeamBet' in tier) return { bet: tier.minTeamBet, pay: tier.rateBp, fixed: false };
    const fixed = 'fixedAmount' in tier && tier.fixedAmount !== undefined;
    const pay = fixed ? (tier.fixedAmount ?? 0) : (tier.rateBp ?? 0);
    return { bet: tier.minValidBet, pay, fixed };
  });
}

const tierParams = (index: number) => ({ params: { tier: String(index + 1) } });

/** `raw` as the kind's terms, or the first rule it breaks (400). */
export function parseTerms<K extends ContractKind>(kind: K, raw: unknown): ContractTermsOf[K] {
  const parsed = TERMS_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) throw new AppError('contract.terms.invalid');
  const terms = parsed.data as ContractTermsOf[K];
  const tiers = tiersOf(terms);
  tiers.forEach((tier, index) => {
    if (tier.fixed !== tiers[0]?.fixed) throw new AppError('contract.tier.mode', tierParams(index));
    const before = tiers[index - 1];
    if (before && (tier.bet <= before.bet || tier.pay <= before.pay)) {
      throw new AppError('contract.tier.order', tierParams(index));
    }
  });
  return terms;
}

/** A rate in bp as a percentage ("1.25%"), a fixed amount in minor units as pesos ("50.00"). */
const shown = (tier: Tier) =>
  tier.fixed ? (tier.pay / 100).toFixed(2) : `${(tier.pay / 100).toFixed(2)}%`;

export type TierAbove = { index: number; max: string; mode: boolean };

/**
 * The first tier of `terms` above its bound: the tier at the same level of `bound` (the upline's
 * own terms; a level it has not is bounded by its highest tier), or the top rates when `bound` is
 * null (a top agent's contract from the operator). null when every tier is within.
 */
export function firstTierAbove(
  kind: ContractKind,
  terms: ContractTerms,
  bound: ContractTerms | null,
): TierAbove | null {
  const limits: Tier[] = bound
    ? tiersOf(bound)
    : [{ bet: 0, pay: CONTRACT_TOP_RATES_BP[kind], fixed: false }];
  const topFixed: Tier = { bet: 0, pay: CONTRACT_TOP_FIXED_HOURLY, fixed: true };
  const tiers = tiersOf(terms);
  for (const [index, tier] of tiers.entries()) {
    let limit = limits[Math.min(index, limits.length - 1)] as Tier;
    if (!bound && tier.fixed) limit = topFixed;
    if (limit.fixed !== tier.fixed) return { index, max: shown(limit), mode: true };
    if (tier.pay > limit.pay) return { index, max: shown(limit), mode: false };
  }
  return null;
}

/** Throws the rule `terms` breaks against `bound` (see firstTierAbove). */
export function assertWithin(
  kind: ContractKind,
  terms: ContractTerms,
  bound: ContractTerms | null,
) {
  const above = firstTierAbove(kind, terms, bound);
  if (!above) return;
  const { params } = tierParams(above.index);
  if (above.mode) throw new AppError('contract.tier.mode', { params });
  throw new AppError('contract.tier.above.upline', { params: { ...params, max: above.max } });
}
