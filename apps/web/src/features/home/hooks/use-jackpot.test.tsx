import { DEFAULT_JACKPOT } from '@app/contracts/zod-free';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JackpotCounter } from '../components/jackpot-counter';
import { renderHome } from '../testing/render-home';
import { jackpotDelayMs, jackpotIncrement, jackpotStart, useJackpot } from './use-jackpot';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const OWN = { min: 5_000, max: 6_000, incrementMin: 7, incrementMax: 9, tickSeconds: [2] };

describe('jackpot counter (SPEC §4, §9)', () => {
  it('starts anywhere from 1,200,000,000 to 1,300,000,000 by default', () => {
    expect(jackpotStart(DEFAULT_JACKPOT, () => 0)).toBe(1_200_000_000);
    expect(jackpotStart(DEFAULT_JACKPOT, () => 0.999_999_999_9)).toBe(1_300_000_000);
    for (let i = 0; i < 200; i += 1) {
      const value = jackpotStart();
      expect(value).toBeGreaterThanOrEqual(DEFAULT_JACKPOT.min);
      expect(value).toBeLessThanOrEqual(DEFAULT_JACKPOT.max);
      expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('grows by 10,000 to 50,000 after 3, 4 or 5 s by default', () => {
    expect(jackpotIncrement(DEFAULT_JACKPOT, () => 0)).toBe(10_000);
    expect(jackpotIncrement(DEFAULT_JACKPOT, () => 0.999_999_9)).toBe(50_000);
    expect([0, 0.34, 0.67, 0.999].map((r) => jackpotDelayMs(DEFAULT_JACKPOT, () => r))).toEqual([
      3000, 4000, 5000, 5000,
    ]);
    for (let i = 0; i < 200; i += 1) {
      const step = jackpotIncrement();
      expect(step).toBeGreaterThanOrEqual(10_000);
      expect(step).toBeLessThanOrEqual(50_000);
      expect([3000, 4000, 5000]).toContain(jackpotDelayMs());
    }
  });

  it("keeps to a merchant's own range, increment and tick", () => {
    for (let i = 0; i < 200; i += 1) {
      const start = jackpotStart(OWN);
      expect(start).toBeGreaterThanOrEqual(5_000);
      expect(start).toBeLessThanOrEqual(6_000);
      expect([7, 8, 9]).toContain(jackpotIncrement(OWN));
      expect(jackpotDelayMs(OWN)).toBe(2000);
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

  it('holds while its reels are not shown, and grows again once they are', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result, rerender } = renderHook(
      ({ isRunning }) => useJackpot(DEFAULT_JACKPOT, isRunning),
      { initialProps: { isRunning: false } },
    );
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(1_200_000_000);
    rerender({ isRunning: true });
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(1_200_010_000);
  });

  it('starts again within a new range when the merchant changes it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result, rerender } = renderHook(({ config }) => useJackpot(config), {
      initialProps: { config: DEFAULT_JACKPOT as typeof OWN | typeof DEFAULT_JACKPOT },
    });
    expect(result.current).toBe(1_200_000_000);
    rerender({ config: OWN });
    expect(result.current).toBe(5_000);
    // An equal configuration in a new object changes nothing.
    rerender({ config: { ...OWN } });
    expect(result.current).toBe(5_000);
  });

  it("counts from the merchant's settings on the home page", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await renderHome(<JackpotCounter />, { settings: { jackpot: OWN }, fakeTimers: true });
    const amount = screen.getByTestId('jackpot-amount');
    expect(amount).toHaveAttribute('data-value', '5000');
    act(() => void vi.advanceTimersByTime(2000));
    expect(amount).toHaveAttribute('data-value', '5007');
    expect(amount).toHaveTextContent('₱5,007');
  });
});
