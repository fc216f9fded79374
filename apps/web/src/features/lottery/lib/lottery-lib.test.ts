import { describe, expect, it } from 'vitest';
import { formatCountdown, isNearEnd, NO_COUNTDOWN, saleDeadline } from './countdown';
import { nextRefreshMs, REFRESH_CAP_MS, REFRESH_FALLBACK_MS } from './refresh';
import { winningDigits } from './winning-digits';

describe('the countdown (SPEC §4)', () => {
  const onSale = { isSale: true, remainTime: 65_000, lockTime: 5 };

  it('closes sales at the remaining time less half the round trip and the lock time', () => {
    // Sent at 1 000, answered at 1 400: the answer is about 200 ms old when it arrives.
    expect(saleDeadline(onSale, [1_000, 1_400])).toBe(1_400 + 65_000 - 5_000 - 200);
  });

  it('has no deadline when the game is not on sale', () => {
    expect(saleDeadline({ ...onSale, isSale: false }, [0, 0])).toBeNull();
    expect(formatCountdown(null)).toBe(NO_COUNTDOWN);
  });

  it('shows hh:mm:ss rounded up to the second, and --:--:-- once the time is out', () => {
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(100 * 3_600_000)).toBe('100:00:00');
    expect(formatCountdown(0)).toBe(NO_COUNTDOWN);
    expect(formatCountdown(-1)).toBe(NO_COUNTDOWN);
  });

  it('looks near its end under 6 s, and not once it is out', () => {
    expect(isNearEnd(6_000)).toBe(false);
    expect(isNearEnd(5_999)).toBe(true);
    expect(isNearEnd(1)).toBe(true);
    expect(isNearEnd(0)).toBe(false);
    expect(isNearEnd(null)).toBe(false);
  });
});

describe('the lobby refresh (SPEC §4)', () => {
  const game = (remainTime: number, lockTime = 0, numero: string | null = '20261124-0001') => ({
    isSale: true,
    remainTime,
    lockTime,
    numero,
  });

  it('asks again at the smallest remaining time, lock time subtracted', () => {
    expect(nextRefreshMs([game(20_000), game(12_000, 3), game(15_000)])).toBe(9_000);
  });

  it('leaves out games without a draw number', () => {
    expect(nextRefreshMs([game(1_000, 0, null), game(14_000)])).toBe(14_000);
    expect(nextRefreshMs([game(1_000, 0, null)])).toBe(REFRESH_CAP_MS);
  });

  it('waits 7 s while a draw is due, and never more than 30 s', () => {
    expect(nextRefreshMs([game(3_000, 5), game(50_000)])).toBe(REFRESH_FALLBACK_MS);
    expect(nextRefreshMs([game(0)])).toBe(REFRESH_FALLBACK_MS);
    expect(nextRefreshMs([game(600_000)])).toBe(REFRESH_CAP_MS);
  });
});

describe('the previous winning number (SPEC §3)', () => {
  it('shows the part before ~, first comma group only, digit by digit', () => {
    expect(winningDigits('12345,678~9')).toEqual(['1', '2', '3', '4', '5']);
    expect(winningDigits('0 7 3')).toEqual(['0', '7', '3']);
    expect(winningDigits('~5')).toEqual([]);
    expect(winningDigits(null)).toEqual([]);
  });
});
