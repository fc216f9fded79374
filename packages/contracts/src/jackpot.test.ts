import { describe, expect, it } from 'vitest';
import { DEFAULT_JACKPOT, defaultJackpot, JackpotSettings } from './index.js';

describe('jackpot settings (SPEC §4, §9)', () => {
  it('holds the SPEC §9 defaults, which pass their own rules', () => {
    expect(defaultJackpot()).toEqual({
      min: 1_200_000_000,
      max: 1_300_000_000,
      incrementMin: 10_000,
      incrementMax: 50_000,
      tickSeconds: [3, 4, 5],
    });
    expect(JackpotSettings.safeParse(DEFAULT_JACKPOT).success).toBe(true);
  });

  it('accepts a single value (min = max, one increment, one tick)', () => {
    const fixed = { min: 100, max: 100, incrementMin: 5, incrementMax: 5, tickSeconds: [60] };
    expect(JackpotSettings.safeParse(fixed).success).toBe(true);
  });

  it('refuses six ticks or one over a minute', () => {
    const base = { ...defaultJackpot() };
    expect(JackpotSettings.safeParse({ ...base, tickSeconds: [1, 2, 3, 4, 5, 6] }).success).toBe(
      false,
    );
    expect(JackpotSettings.safeParse({ ...base, tickSeconds: [61] }).success).toBe(false);
  });
});
