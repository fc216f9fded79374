import { describe, expect, it } from 'vitest';
import { applyChip, maxStake, parseStake, stakeIssue, stakeText } from './stake';

describe('stake', () => {
  it('reads pesos with up to two decimals as minor units, and nothing else', () => {
    expect(parseStake('12.5')).toBe(1250);
    expect(parseStake('1,000.00')).toBe(100_000);
    expect(parseStake(' 7 ')).toBe(700);
    expect(parseStake('1.005')).toBeUndefined();
    expect(parseStake('-5')).toBeUndefined();
    expect(parseStake('abc')).toBeUndefined();
    expect(stakeText(1250)).toBe('12.50');
    expect(stakeText(5)).toBe('0.05');
  });

  it('names what is wrong: too low, too high, above the balance', () => {
    expect(stakeIssue(undefined, 10_000)).toBe('invalid');
    expect(stakeIssue(99, 10_000)).toBe('too_low');
    expect(stakeIssue(1_000_001, undefined)).toBe('too_high');
    expect(stakeIssue(10_001, 10_000)).toBe('over_balance');
    expect(stakeIssue(10_000, 10_000)).toBeUndefined();
  });

  it('halves and doubles within the bounds; max is the balance or the bet maximum', () => {
    expect(applyChip('half', 1_000, 50_000)).toBe(500);
    expect(applyChip('half', 150, 50_000)).toBe(100);
    expect(applyChip('double', 1_000, 50_000)).toBe(2_000);
    expect(applyChip('double', 30_000, 50_000)).toBe(50_000);
    expect(applyChip('double', 900_000, undefined)).toBe(1_000_000);
    expect(applyChip('min', 7_777, 50_000)).toBe(100);
    expect(applyChip('max', 100, 50_000)).toBe(50_000);
    expect(applyChip('max', 100, 5_000_000)).toBe(1_000_000);
    // With less than the minimum, max still offers the minimum (the field then says why not).
    expect(maxStake(50)).toBe(100);
  });
});
