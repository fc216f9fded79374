import { DICE_ROLLS, diceWinningRolls, type DiceDirection } from './inhouse-games.js';
import {
  BIG_DIGIT_MIN,
  BIG_SUM_MIN,
  numbersWithDigits,
  SUM_COUNTS,
  type BetType,
} from './lottery-bets.js';
import type { NumberFormatCode } from './lottery-formats.js';

/**
 * One definition of a valid bet, the same for withdrawal turnover, rebates, VIP levels, daily
 * missions, the leaderboard and agent reports: a bet whose win chance is at most 66 %. A bet that
 * wins almost always plays turnover through at almost no risk, so it counts for none of them.
 *
 * In-house dice: the chance of the bet itself. The slot offers no choice that lowers its risk:
 * every spin is valid. Lottery: a member's bets of one draw that cover the same outcome (a
 * position's digit, the sum, a 2- or 3-digit ending) are valid only when together they win at
 * most 66 % of the time: BIG and SMALL on one draw, or seven digits of a position, count for
 * nothing.
 */
export const VALID_BET_MAX_WIN_BP = 6_600;
/** The limit in percent, as the game screens state it. */
export const VALID_BET_MAX_WIN_PERCENT = VALID_BET_MAX_WIN_BP / 100;

const BP = 10_000;
/** A little slack, so a chance of exactly 66 % computed in floating point is not over it. */
const EPSILON = 1e-9;
const isLowRisk = (chance: number) => chance * BP > VALID_BET_MAX_WIN_BP + EPSILON;

/** Whether a dice bet under or over `target` is a valid bet. */
export const isValidDiceBet = (target: number, direction: DiceDirection): boolean =>
  !isLowRisk(diceWinningRolls(target, direction) / DICE_ROLLS);

export type ValidBetPick = { betType: BetType; position?: number | null | undefined; pick: string };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const DIGITS = range(10);
const SUMS = range(SUM_COUNTS.length);

/** The digits (D5 positions) or sums a fast-game pick wins on. */
function coveredValues(bet: ValidBetPick, values: number[], bigMin: number): number[] {
  switch (bet.pick) {
    case 'BIG':
      return values.filter((v) => v >= bigMin);
    case 'SMALL':
      return values.filter((v) => v < bigMin);
    case 'ODD':
      return values.filter((v) => v % 2 === 1);
    case 'EVEN':
      return values.filter((v) => v % 2 === 0);
    default:
      return [Number(bet.pick)];
  }
}

/** What a group of bets plays on: one outcome of the draw, shared by all the group's bets. */
function groupOf(bet: ValidBetPick): string {
  switch (bet.betType) {
    case 'DIGIT':
    case 'DIGIT_BIG_SMALL':
    case 'DIGIT_ODD_EVEN':
      return `digit:${bet.position ?? 1}`;
    case 'SUM':
    case 'SUM_BIG_SMALL':
    case 'SUM_ODD_EVEN':
      return 'sum';
    case 'SPECIAL_2D':
    case 'ALL_2D':
      return 'end:2';
    default:
      return 'end:3';
  }
}

/** The chance that at least one bet of a group wins. */
function groupWinChance(format: NumberFormatCode, group: string, bets: ValidBetPick[]): number {
  if (group === 'sum') {
    const covered = new Set(bets.flatMap((bet) => coveredValues(bet, SUMS, BIG_SUM_MIN)));
    return [...covered].reduce((sum, value) => sum + (SUM_COUNTS[value] ?? 0), 0) / 100_000;
  }
  if (group.startsWith('digit:')) {
    return new Set(bets.flatMap((bet) => coveredValues(bet, DIGITS, BIG_DIGIT_MIN))).size / 10;
  }
  // Endings: the special prize's ending wins for SPECIAL and ALL picks, every other prize
  // number's for ALL picks (endings taken as independent and evenly spread).
  const digits = group === 'end:2' ? 2 : 3;
  const space = 10 ** digits;
  const all = new Set(bets.filter((bet) => bet.betType.startsWith('ALL')).map((b) => b.pick));
  const any = new Set(bets.map((bet) => bet.pick));
  const others = Math.max(0, numbersWithDigits(format, digits) - 1);
  const missAll = (1 - any.size / space) * (1 - all.size / space) ** others;
  return 1 - missAll;
}

/**
 * Which of a member's bets on one draw (cancelled ones left out) are valid, in their order.
 */
export function validLotteryBets(
  format: NumberFormatCode,
  bets: readonly ValidBetPick[],
): boolean[] {
  const groups = new Map<string, ValidBetPick[]>();
  for (const bet of bets) {
    const group = groupOf(bet);
    groups.set(group, [...(groups.get(group) ?? []), bet]);
  }
  const lowRisk = new Set(
    [...groups]
      .filter(([group, of]) => isLowRisk(groupWinChance(format, group, of)))
      .map(([g]) => g),
  );
  return bets.map((bet) => !lowRisk.has(groupOf(bet)));
}
