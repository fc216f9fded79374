import { LOTTERY_MAX_BETS, type LotteryPick } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { favouriteGames, favouritesFirst } from './favourites';
import { parseNumbers, sideBetType, sideRange } from './picks';
import { nextRefreshAfter, REFRESH_CAP_MS, REFRESH_FALLBACK_MS } from './refresh';
import { addToSlip, orderBody, slipIssue, slipTotal, stakeIssue } from './slip';

const limits = { betMin: 100, betMax: 1_000_000, drawMax: 5_000 };
const digit7: LotteryPick = { betType: 'DIGIT', position: 1, pick: '7' };
const sumBig: LotteryPick = { betType: 'SUM_BIG_SMALL', pick: 'BIG' };

describe('the bet slip', () => {
  it('adds picks at one amount and multiple, with the odds of the format', () => {
    const slip = addToSlip([], [digit7, sumBig], 'D5', 1_000, 2);
    expect(slip).toEqual([
      { betType: 'DIGIT', position: 1, pick: '7', amount: 1_000, multiple: 2, odds: 97_000 },
      {
        betType: 'SUM_BIG_SMALL',
        position: null,
        pick: 'BIG',
        amount: 1_000,
        multiple: 2,
        odds: 19_400,
      },
    ]);
    expect(slipTotal(slip)).toBe(4_000);
  });

  it('keeps one bet per pick: adding it again takes the new amount', () => {
    const slip = addToSlip(addToSlip([], [digit7], 'D5', 1_000, 1), [digit7], 'D5', 500, 3);
    expect(slip).toHaveLength(1);
    expect(slip[0]).toMatchObject({ amount: 500, multiple: 3 });
  });

  it('holds at most the bets one order may carry', () => {
    const picks = Array.from({ length: 60 }, (_, n) => ({
      betType: 'SPECIAL_2D' as const,
      pick: String(n).padStart(2, '0'),
    }));
    expect(addToSlip([], picks, 'VN_NORTH', 100, 1)).toHaveLength(LOTTERY_MAX_BETS);
  });

  it('checks each stake against the limits, and the slip against balance and the draw limit', () => {
    expect(stakeIssue(99, limits)).toBe('too_low');
    expect(stakeIssue(1_000_001, limits)).toBe('too_high');
    expect(stakeIssue(100, limits)).toBeUndefined();
    const slip = addToSlip([], [digit7, sumBig], 'D5', 1_500, 2);
    expect(slipIssue(slip, limits, 5_999)).toBe('balance');
    expect(slipIssue(slip, limits, 10_000)).toBe('draw_max');
    expect(slipIssue(slip, { ...limits, drawMax: 6_000 }, undefined)).toBeUndefined();
  });

  it('sends integer minor units, a position only for position bets', () => {
    const slip = addToSlip([], [digit7, sumBig], 'D5', 1_050, 2);
    expect(
      orderBody({
        gameCode: 'SPD1',
        numero: 'N1',
        prizeMode: 'ELOTT',
        bets: slip,
      }),
    ).toEqual({
      gameCode: 'SPD1',
      numero: 'N1',
      prizeMode: 'ELOTT',
      bets: [
        { betType: 'DIGIT', position: 1, pick: '7', amount: 1_050, multiple: 2 },
        { betType: 'SUM_BIG_SMALL', pick: 'BIG', amount: 1_050, multiple: 2 },
      ],
    });
  });

  it('tells the same order (same draw and bets) from a changed one', () => {
    const slip = addToSlip([], [digit7], 'D5', 1_000, 1);
    // The order's key stays while its body is the same (useKeyedMutation compares them).
    const body = (numero: string, bets: typeof slip) =>
      JSON.stringify(orderBody({ gameCode: 'SPD1', numero, prizeMode: 'ELOTT', bets }));
    expect(body('N1', slip)).toBe(body('N1', [...slip]));
    expect(body('N2', slip)).not.toBe(body('N1', slip));
    expect(body('N1', addToSlip(slip, [digit7], 'D5', 2_000, 1))).not.toBe(body('N1', slip));
  });
});

describe('picks', () => {
  it('reads typed regional numbers, each once, and says which are not', () => {
    expect(parseNumbers(' 07, 38;07  123 7x', 2)).toEqual({
      picks: ['07', '38'],
      rejected: ['123', '7x'],
    });
    expect(parseNumbers('007 381', 3).picks).toEqual(['007', '381']);
  });

  it('maps big/small and odd/even to the digit or sum bet, with their ranges', () => {
    expect(sideBetType('digit', 'BIG')).toBe('DIGIT_BIG_SMALL');
    expect(sideBetType('sum', 'ODD')).toBe('SUM_ODD_EVEN');
    expect(sideRange('digit', 'BIG')).toBe('5–9');
    expect(sideRange('sum', 'SMALL')).toBe('0–22');
    expect(sideRange('sum', 'EVEN')).toBeUndefined();
  });
});

describe('favourites (SPEC §4)', () => {
  const games = [1, 2, 3, 4].map((gameId) => ({ gameId }));

  it('come first, the latest added first; the others keep the server order', () => {
    expect(favouritesFirst(games, [3, 1]).map((game) => game.gameId)).toEqual([3, 1, 2, 4]);
    expect(favouritesFirst(games, []).map((game) => game.gameId)).toEqual([1, 2, 3, 4]);
  });

  it('fill the FAV tab from every game, newest first, leaving out games no longer offered', () => {
    expect(favouriteGames(games, [4, 9, 2]).map((game) => game.gameId)).toEqual([4, 2]);
  });
});

describe('the refresh of a kept answer', () => {
  const game = { isSale: true, remainTime: 40_000, lockTime: 10, numero: 'N1' };

  it('ages the remaining times by the time since the answer (half its round trip included)', () => {
    // Sent at 0, received at 1 000 (made at about 500): at 21 000, 30 000 − 20 500 ms are left.
    expect(nextRefreshAfter([game], [0, 1_000], 21_000)).toBe(9_500);
    expect(nextRefreshAfter([game], [0, 0], 0)).toBe(REFRESH_CAP_MS);
    expect(nextRefreshAfter([game], [0, 0], 30_000)).toBe(REFRESH_FALLBACK_MS);
  });
});
