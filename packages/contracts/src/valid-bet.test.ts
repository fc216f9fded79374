import { describe, expect, it } from 'vitest';
import { isValidDiceBet, validLotteryBets } from './valid-bet.js';

describe('valid bets: a win chance of at most 66 %', () => {
  it('dice: 66 % counts, 66.01 % and 98 % do not, under or over', () => {
    expect(isValidDiceBet(6_600, 'under')).toBe(true);
    expect(isValidDiceBet(6_601, 'under')).toBe(false);
    expect(isValidDiceBet(9_800, 'under')).toBe(false);
    expect(isValidDiceBet(3_399, 'over')).toBe(true);
    expect(isValidDiceBet(199, 'over')).toBe(false);
  });

  it('lottery: single bets count; bets of a draw covering most outcomes together do not', () => {
    expect(validLotteryBets('D5', [{ betType: 'SUM_BIG_SMALL', pick: 'BIG' }])).toEqual([true]);
    // Both sides, or a side with a few digits of the same position: the whole group is left out.
    expect(
      validLotteryBets('D5', [
        { betType: 'SUM_BIG_SMALL', pick: 'BIG' },
        { betType: 'SUM_BIG_SMALL', pick: 'SMALL' },
        { betType: 'DIGIT', position: 2, pick: '7' },
      ]),
    ).toEqual([false, false, true]);
    const digits = (picks: string[]) =>
      picks.map((pick) => ({ betType: 'DIGIT' as const, position: 1, pick }));
    expect(validLotteryBets('D5', digits(['0', '1', '2', '3', '4', '5']))).toEqual(
      Array(6).fill(true),
    );
    expect(
      validLotteryBets('D5', [
        ...digits(['0', '2']),
        { betType: 'DIGIT_BIG_SMALL', position: 1, pick: 'BIG' },
      ]),
    ).toEqual([false, false, false]);
    // Another position is another outcome.
    expect(
      validLotteryBets('D5', [
        { betType: 'DIGIT_ODD_EVEN', position: 1, pick: 'ODD' },
        { betType: 'DIGIT_ODD_EVEN', position: 2, pick: 'EVEN' },
      ]),
    ).toEqual([true, true]);
    // Regional: 67 special endings of 100 is over; ALL picks win on every prize number.
    const endings = (n: number, betType: 'SPECIAL_2D' | 'ALL_2D') =>
      Array.from({ length: n }, (_, i) => ({ betType, pick: String(i).padStart(2, '0') }));
    expect(validLotteryBets('VN_NORTH', endings(66, 'SPECIAL_2D')).every(Boolean)).toBe(true);
    expect(validLotteryBets('VN_NORTH', endings(67, 'SPECIAL_2D')).some(Boolean)).toBe(false);
    expect(validLotteryBets('VN_NORTH', endings(1, 'ALL_2D'))).toEqual([true]);
    expect(validLotteryBets('VN_NORTH', endings(10, 'ALL_2D')).some(Boolean)).toBe(false);
  });
});
