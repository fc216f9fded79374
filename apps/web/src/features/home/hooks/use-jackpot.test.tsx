import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT } from '../constants';
import { jackpotDelayMs, jackpotIncrement, jackpotStart, useJackpot } from './use-jackpot';

afterEach(() => {
  vi.useRealTimers();
});

describe('jackpot counter (SPEC §4, §9)', () => {
  it('starts anywhere from 1,200,000,000 to 1,300,000,000', () => {
    expect(jackpotStart(() => 0)).toBe(1_200_000_000);
    expect(jackpotStart(() => 0.999_999_999_9)).toBe(1_300_000_000);
    for (let i = 0; i < 200; i += 1) {
      const value = jackpotStart();
      expect(value).toBeGreaterThanOrEqual(JACKPOT.min);
      expect(value).toBeLessThanOrEqual(JACKPOT.max);
      expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('grows by 10,000 to 50,000 after 3, 4 or 5 s', () => {
    expect(jackpotIncrement(() => 0)).toBe(10_000);
    expect(jackpotIncrement(() => 0.999_999_9)).toBe(50_000);
    expect([0, 0.34, 0.67, 0.999].map((r) => jackpotDelayMs(() => r))).toEqual([
      3000, 4000, 5000, 5000,
    ]);
    for (let i = 0; i < 200; i += 1) {
      const step = jackpotIncrement();
      expect(step).toBeGreaterThanOrEqual(10_000);
      expect(step).toBeLessThanOrEqual(50_000);
      expect([3000, 4000, 5000]).toContain(jackpotDelayMs());
    }
  });

  it('ticks on its own: each wait and amount picked anew', () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = renderHook(() => useJackpot());
    expect(result.current).toBe(1_200_000_000);

    act(() => void vi.advanceTimersByTime(2999));
    expect(result.current).toBe(1_200_000_000);
    random.mockReturnValue(0.999_999);
    act(() => void vi.advanceTimersByTime(1));
    // The first tick was set up with random 0: 3 s, +10,000.
    expect(result.current).toBe(1_200_010_000);

    // The next one with random ~1: 5 s, +50,000.
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current).toBe(1_200_010_000);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(1_200_060_000);
  });
});
