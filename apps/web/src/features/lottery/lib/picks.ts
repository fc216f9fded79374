import {
  BIG_DIGIT_MIN,
  BIG_SUM_MIN,
  FAST_POSITIONS,
  type BetType,
  type LotteryPick,
} from '@app/contracts';

/** The fast games' positions 1–5 and digits 0–9; sums 0–45. */
export const POSITIONS = Array.from({ length: FAST_POSITIONS }, (_, index) => index + 1);
export const DIGITS = Array.from({ length: 10 }, (_, digit) => String(digit));
export const SUMS = Array.from({ length: 46 }, (_, sum) => String(sum));
export const SIDE_PICKS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type SidePick = (typeof SIDE_PICKS)[number];

/** BIG / SMALL go with the big/small bet of a digit or the sum, ODD / EVEN with odd/even. */
export function sideBetType(on: 'digit' | 'sum', side: SidePick): BetType {
  const bigSmall = side === 'BIG' || side === 'SMALL';
  if (on === 'digit') return bigSmall ? 'DIGIT_BIG_SMALL' : 'DIGIT_ODD_EVEN';
  return bigSmall ? 'SUM_BIG_SMALL' : 'SUM_ODD_EVEN';
}

/** The range a side covers, for its button: BIG of a digit is 5–9, of the sum 23–45. */
export function sideRange(on: 'digit' | 'sum', side: SidePick): string | undefined {
  const top = on === 'digit' ? 9 : 45;
  const bigMin = on === 'digit' ? BIG_DIGIT_MIN : BIG_SUM_MIN;
  if (side === 'BIG') return `${bigMin}–${top}`;
  if (side === 'SMALL') return `0–${bigMin - 1}`;
  return undefined;
}

/** The regional draws' bets: 2 or 3 digits on the special prize, or on every prize. */
export const REGIONAL_BETS = ['SPECIAL_2D', 'SPECIAL_3D', 'ALL_2D', 'ALL_3D'] as const;
export type RegionalBet = (typeof REGIONAL_BETS)[number];
export const isRegionalBet = (betType: BetType): betType is RegionalBet =>
  (REGIONAL_BETS as readonly BetType[]).includes(betType);
export const digitsOf = (betType: RegionalBet) => (betType.endsWith('2D') ? 2 : 3);

/**
 * Numbers typed for a regional bet ("07 15, 382"): each a run of exactly `digits` digits, in
 * the order typed, each once. Whatever else was typed comes back as `rejected`.
 */
export function parseNumbers(text: string, digits: number) {
  const picks: string[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    if (new RegExp(`^\\d{${digits}}$`).test(token)) {
      if (!picks.includes(token)) picks.push(token);
    } else rejected.push(token);
  }
  return { picks, rejected };
}

/** A random number of `digits` digits (a "lucky pick"), with the browser's CSPRNG. */
export function luckyNumber(digits: number): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10 ** digits).padStart(digits, '0');
}

export const picksOf = (
  betType: BetType,
  picks: readonly string[],
  position?: number,
): LotteryPick[] =>
  picks.map((pick) => ({ betType, pick, ...(position === undefined ? {} : { position }) }));
