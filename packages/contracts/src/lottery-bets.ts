import type { ErrorCode } from './errors.js';
import {
  isFastFormat,
  numberLengths,
  parseWinningNumber,
  type NumberFormatCode,
} from './lottery-formats.js';

/**
 * The lottery's bet types, odds and settlement (zod-free, shared by the server, which settles,
 * and the web, which shows odds and checks a slip before sending it). Amounts are integer minor
 * units; odds are in basis points of the stake (9.70 → 97_000) and include the stake.
 *
 * Fast games (D5): DIGIT (a position's digit), DIGIT_BIG_SMALL and DIGIT_ODD_EVEN (a position's
 * digit: big 5–9, odd 1,3,5,7,9), SUM (the exact sum of the five digits, 0–45), SUM_BIG_SMALL
 * (big 23–45: exactly half of the 100,000 draws) and SUM_ODD_EVEN.
 * Regional draws (VN): SPECIAL_2D / SPECIAL_3D on the special prize's last 2 / 3 digits, and
 * ALL_2D / ALL_3D on the last 2 / 3 digits of every prize number long enough, paid per hit.
 */
export const BET_TYPES = [
  'DIGIT',
  'DIGIT_BIG_SMALL',
  'DIGIT_ODD_EVEN',
  'SUM',
  'SUM_BIG_SMALL',
  'SUM_ODD_EVEN',
  'SPECIAL_2D',
  'SPECIAL_3D',
  'ALL_2D',
  'ALL_3D',
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** SPEC §3 play types: traditional (numbers) and entertainment (big/small, odd/even). */
export type PlayType = 'trad' | 'ent';

type BetRule = {
  fast: boolean;
  play: PlayType;
  /** A position 1–5 is required (and refused otherwise). */
  position: boolean;
  isPick(pick: string): boolean;
};

const DIGIT = /^[0-9]$/;
const SUM_VALUE = /^(?:[0-9]|[1-3][0-9]|4[0-5])$/;
const isSide = (a: string, b: string) => (pick: string) => pick === a || pick === b;

export const BET_RULES: Record<BetType, BetRule> = {
  DIGIT: { fast: true, play: 'trad', position: true, isPick: (p) => DIGIT.test(p) },
  DIGIT_BIG_SMALL: { fast: true, play: 'ent', position: true, isPick: isSide('BIG', 'SMALL') },
  DIGIT_ODD_EVEN: { fast: true, play: 'ent', position: true, isPick: isSide('ODD', 'EVEN') },
  SUM: { fast: true, play: 'trad', position: false, isPick: (p) => SUM_VALUE.test(p) },
  SUM_BIG_SMALL: { fast: true, play: 'ent', position: false, isPick: isSide('BIG', 'SMALL') },
  SUM_ODD_EVEN: { fast: true, play: 'ent', position: false, isPick: isSide('ODD', 'EVEN') },
  SPECIAL_2D: { fast: false, play: 'trad', position: false, isPick: (p) => /^\d{2}$/.test(p) },
  SPECIAL_3D: { fast: false, play: 'trad', position: false, isPick: (p) => /^\d{3}$/.test(p) },
  ALL_2D: { fast: false, play: 'trad', position: false, isPick: (p) => /^\d{2}$/.test(p) },
  ALL_3D: { fast: false, play: 'trad', position: false, isPick: (p) => /^\d{3}$/.test(p) },
};

export const FAST_POSITIONS = 5;
/** A digit of 5 or more is big; a sum of 23 or more is big (23–45 against 0–22: even odds). */
export const BIG_DIGIT_MIN = 5;
export const BIG_SUM_MIN = 23;

/** Return to player: 97 % (a 3 % house edge) before odds are floored to 0.01. */
export const LOTTERY_RTP_BP = 9_700;
export const ODDS_SCALE = 10_000;

/** How many of the 100,000 five-digit draws have each sum 0–45. */
export const SUM_COUNTS: readonly number[] = (() => {
  let counts = [1];
  for (let position = 0; position < FAST_POSITIONS; position += 1) {
    const next = Array.from({ length: counts.length + 9 }, () => 0);
    counts.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit += 1)
        next[sum + digit] = (next[sum + digit] ?? 0) + count;
    });
    counts = next;
  }
  return counts;
})();

/** Prize numbers of `format` at least `digits` long: the chances of an ALL_2D / ALL_3D pick. */
export const numbersWithDigits = (format: NumberFormatCode, digits: number): number =>
  numberLengths(format).filter((length) => length >= digits).length;

/** A win's expected hits per bet, as a fraction [numerator, denominator]. */
function expectedHits(format: NumberFormatCode, betType: BetType, pick: string): [number, number] {
  switch (betType) {
    case 'DIGIT':
      return [1, 10];
    case 'SUM':
      return [SUM_COUNTS[Number(pick)] ?? 1, 100_000];
    case 'SPECIAL_2D':
      return [1, 100];
    case 'SPECIAL_3D':
      return [1, 1_000];
    case 'ALL_2D':
      return [numbersWithDigits(format, 2), 100];
    case 'ALL_3D':
      return [numbersWithDigits(format, 3), 1_000];
    default:
      return [1, 2];
  }
}

/** The odds of a pick in basis points: RTP over the expected hits, floored to 0.01. */
export function oddsOf(format: NumberFormatCode, betType: BetType, pick: string): number {
  const [numerator, denominator] = expectedHits(format, betType, pick);
  return Math.floor((LOTTERY_RTP_BP * denominator) / numerator / 100) * 100;
}

/** What a settled bet pays back (stake included): stake × hits × odds, floored to the minor unit. */
export const payoutOf = (stake: number, oddsBp: number, hits: number): number =>
  Number((BigInt(stake) * BigInt(hits) * BigInt(oddsBp)) / BigInt(ODDS_SCALE));

export type LotteryPick = { betType: BetType; position?: number | null | undefined; pick: string };

/** What a digit or the sum shows to a bet on it: itself, BIG/SMALL (from bigMin) or ODD/EVEN. */
function shown(value: number, bigMin: number, betType: BetType): string {
  if (betType.endsWith('_BIG_SMALL')) return value >= bigMin ? 'BIG' : 'SMALL';
  if (betType.endsWith('_ODD_EVEN')) return value % 2 === 1 ? 'ODD' : 'EVEN';
  return String(value);
}

/** Whether a single-hit bet wins, given the special prize (D5: the five digits) and their sum. */
function wins(bet: LotteryPick, special: string, sum: number): boolean {
  switch (bet.betType) {
    case 'DIGIT':
    case 'DIGIT_BIG_SMALL':
    case 'DIGIT_ODD_EVEN': {
      const digit = Number(special[(bet.position ?? 1) - 1] ?? '0');
      return shown(digit, BIG_DIGIT_MIN, bet.betType) === bet.pick;
    }
    case 'SUM':
    case 'SUM_BIG_SMALL':
    case 'SUM_ODD_EVEN':
      return shown(sum, BIG_SUM_MIN, bet.betType) === bet.pick;
    default:
      return special.slice(-bet.pick.length) === bet.pick;
  }
}

/** How many times a bet wins against a winning number of `format` (0 or 1; ALL_*: the hits). */
export function hitsOf(format: NumberFormatCode, bet: LotteryPick, winningNumber: string): number {
  const read = parseWinningNumber(format, winningNumber);
  if (!read) throw new Error(`lottery: ${winningNumber} is not a ${format} winning number`);
  if (bet.betType === 'ALL_2D' || bet.betType === 'ALL_3D') {
    const length = bet.pick.length;
    return read.numbers.filter((n) => n.length >= length && n.slice(-length) === bet.pick).length;
  }
  return wins(bet, read.numbers[0] ?? '', read.sum ?? 0) ? 1 : 0;
}

/** A game's switches as a bet meets them (SPEC §3 tradPlaySwitch / entPlaySwitch). */
export type PlaySwitches = { tradPlaySwitch: boolean; entPlaySwitch: boolean };

/** What is wrong with a bet on a game of `format`, naming the bet's field; undefined when fine. */
export function betProblem(
  format: NumberFormatCode,
  switches: PlaySwitches,
  bet: LotteryPick,
): { code: ErrorCode; field: 'betType' | 'position' | 'pick' } | undefined {
  const rule = BET_RULES[bet.betType];
  const playOn = rule.play === 'trad' ? switches.tradPlaySwitch : switches.entPlaySwitch;
  if (rule.fast !== isFastFormat(format) || !playOn) {
    return { code: 'lottery.bet.type', field: 'betType' };
  }
  const position = bet.position ?? null;
  const positionOk = rule.position
    ? position !== null && Number.isInteger(position) && position >= 1 && position <= FAST_POSITIONS
    : position === null;
  if (!positionOk) return { code: 'lottery.number.invalid', field: 'position' };
  if (!rule.isPick(bet.pick)) return { code: 'lottery.number.invalid', field: 'pick' };
  return undefined;
}

/** The bet types a game offers, by its format and play switches. */
export const betTypesOf = (format: NumberFormatCode, switches: PlaySwitches): BetType[] =>
  BET_TYPES.filter((betType) => {
    const rule = BET_RULES[betType];
    const playOn = rule.play === 'trad' ? switches.tradPlaySwitch : switches.entPlaySwitch;
    return rule.fast === isFastFormat(format) && playOn;
  });
