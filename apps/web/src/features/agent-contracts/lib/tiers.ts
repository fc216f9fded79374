import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractTerms,
  type DividendTerms,
  type HourlySalaryTerms,
} from '@app/contracts';
import { amountText, parseAmount } from '@/shared/money';

/**
 * The tier editor's rows as typed (strings), turned into a kind's terms with the original's rules
 * checked here first (the server checks them again): at most 5 tiers, active members ≥ 1, a rate
 * in percent with at most two decimals, each tier a higher bet and a higher rate than the last,
 * and each tier at most the bound's (my own contract's) at that level.
 */
export type TierRow = { bet: string; netLoss: string; members: string; pay: string };
export type TermsForm = {
  rows: TierRow[];
  window: 60 | 30;
  fixed: boolean;
  period: DividendTerms['period'];
};

export type TierIssue = { key: string; tier?: number; max?: string };

export const emptyRow = (): TierRow => ({ bet: '', netLoss: '', members: '1', pay: '' });

/** "1.25" (%) → 125 bp; undefined unless a positive percentage with at most two decimals. */
export function parseRate(text: string): number | undefined {
  const clean = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return undefined;
  const [whole = '0', cents = ''] = clean.split('.');
  const bp = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return bp >= 1 && bp <= 10_000 ? bp : undefined;
}

export const rateText = (bp: number) => (bp / 100).toFixed(2);

type Tier = { bet: number; pay: number };
const payOf = (tier: ContractTerms['tiers'][number]) =>
  'fixedAmount' in tier && tier.fixedAmount !== undefined
    ? tier.fixedAmount
    : 'rateBp' in tier
      ? (tier.rateBp ?? 0)
      : 0;
const betOf = (tier: ContractTerms['tiers'][number]) =>
  'minTeamBet' in tier ? tier.minTeamBet : tier.minValidBet;

/** The form a contract's terms fill (a change starts from the terms in force). */
export function formOf(terms: ContractTerms | null | undefined): TermsForm {
  const form: TermsForm = { rows: [emptyRow()], window: 60, fixed: false, period: 'month' };
  if (!terms) return form;
  const fixed = terms.tiers.some((tier) => 'fixedAmount' in tier && tier.fixedAmount !== undefined);
  return {
    window: 'window' in terms ? terms.window : 60,
    period: 'period' in terms ? terms.period : 'month',
    fixed,
    rows: terms.tiers.map((tier) => ({
      bet: amountText(betOf(tier)),
      netLoss: 'minNetLoss' in tier ? amountText(tier.minNetLoss) : '',
      members: String(tier.minActiveMembers),
      pay: fixed ? amountText(payOf(tier)) : rateText(payOf(tier)),
    })),
  };
}

/** The terms the form says, or the first issue (an i18n key under `issue.` with its values). */
export function termsOf(
  kind: ContractKind,
  form: TermsForm,
  bound: ContractTerms | null,
): { terms: ContractTerms } | { issue: TierIssue } {
  if (form.rows.length === 0 || form.rows.length > CONTRACT_MAX_TIERS)
    return { issue: { key: 'count' } };
  const parsed: (Tier & { members: number; netLoss: number })[] = [];
  for (const [index, row] of form.rows.entries()) {
    const tier = index + 1;
    const bet = parseAmount(row.bet);
    if (bet === undefined) return { issue: { key: 'bet', tier } };
    const netLoss = kind === 'dividend' ? parseAmount(row.netLoss) : 0;
    if (netLoss === undefined) return { issue: { key: 'netLoss', tier } };
    const members = /^\d{1,7}$/.test(row.members.trim()) ? Number(row.members) : 0;
    if (members < 1) return { issue: { key: 'members', tier } };
    const pay = form.fixed && kind === 'hourly_salary' ? parseAmount(row.pay) : parseRate(row.pay);
    if (pay === undefined || pay < 1)
      return { issue: { key: form.fixed ? 'fixed' : 'rate', tier } };
    const before = parsed[index - 1];
    if (before && (bet <= before.bet || pay <= before.pay))
      return { issue: { key: 'order', tier } };
    const limits = bound?.tiers ?? [];
    const limit = limits[Math.min(index, limits.length - 1)];
    if (limit && pay > payOf(limit)) {
      const max = form.fixed ? amountText(payOf(limit)) : `${rateText(payOf(limit))}%`;
      return { issue: { key: 'above', tier, max } };
    }
    parsed.push({ bet, pay, members, netLoss });
  }
  return { terms: build(kind, form, parsed) };
}

function build(
  kind: ContractKind,
  form: TermsForm,
  tiers: (Tier & { members: number; netLoss: number })[],
): ContractTerms {
  if (kind === 'dividend') {
    return {
      period: form.period,
      tiers: tiers.map((t) => ({
        minTeamBet: t.bet,
        minNetLoss: t.netLoss,
        minActiveMembers: t.members,
        rateBp: t.pay,
      })),
    };
  }
  const base = tiers.map((t) => ({ minValidBet: t.bet, minActiveMembers: t.members }));
  if (kind === 'daily_salary')
    return { tiers: base.map((t, i) => ({ ...t, rateBp: tiers[i]?.pay ?? 0 })) };
  const hourly: HourlySalaryTerms = {
    window: form.window,
    tiers: base.map((t, i) =>
      form.fixed ? { ...t, fixedAmount: tiers[i]?.pay ?? 0 } : { ...t, rateBp: tiers[i]?.pay ?? 0 },
    ),
  };
  return hourly;
}
