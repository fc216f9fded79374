import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './inhouse-fair.js';
import { drawDigits, verifyDraw, winningNumberOf } from './lottery-fair.js';
import { parseWinningNumber, shownDigits } from './lottery-formats.js';

const SEED = '9b1f0c3e5a7d2468ace013579bdf2468ace013579bdf2468ace013579bdf0011';

/** The documented function, written again from its description: the two must agree. */
function byTheBook(seed: string, gameCode: string, numero: string, count: number): number[] {
  const digits: number[] = [];
  for (let round = 0; digits.length < count; round += 1) {
    const block = hmac(sha256, utf8ToBytes(seed), utf8ToBytes(`${gameCode}:${numero}:${round}`));
    for (const byte of block) if (byte < 250 && digits.length < count) digits.push(byte % 10);
  }
  return digits;
}

describe('provably fair draws', () => {
  it('derives the digits from HMAC-SHA256(seed, gameCode:numero:round), skipping bytes ≥ 250', () => {
    expect(drawDigits(SEED, 'SPD1', '20261124-0421', 107)).toEqual(
      byTheBook(SEED, 'SPD1', '20261124-0421', 107),
    );
    const fast = winningNumberOf(SEED, 'SPD1', '20261124-0421', 'D5');
    const digits = byTheBook(SEED, 'SPD1', '20261124-0421', 5);
    expect(fast).toBe(`${digits.join('')}~${digits.reduce((a, b) => a + b, 0)}`);
    expect(winningNumberOf(SEED, 'SPD1', '20261124-0422', 'D5')).not.toBe(fast);
    expect(winningNumberOf(SEED, 'SPD3', '20261124-0421', 'D5')).not.toBe(fast);
  });

  it('fills the regional formats tier by tier, the special prize first', () => {
    const north = winningNumberOf(SEED, 'VNNORTH', '20261124', 'VN_NORTH');
    const read = parseWinningNumber('VN_NORTH', north);
    expect(read?.numbers).toHaveLength(27);
    expect(read?.numbers.map((n) => n.length)).toEqual([
      ...Array<number>(10).fill(5),
      ...Array<number>(10).fill(4),
      3,
      3,
      3,
      2,
      2,
      2,
      2,
    ]);
    expect(read?.numbers.join('')).toBe(byTheBook(SEED, 'VNNORTH', '20261124', 107).join(''));
    const south = parseWinningNumber(
      'VN_SOUTH',
      winningNumberOf(SEED, 'VNSOUTH', '20261124', 'VN_SOUTH'),
    );
    expect(south?.numbers[0]).toHaveLength(6);
    expect(south?.numbers).toHaveLength(18);
    expect(shownDigits(north)).toEqual(Array.from(read?.numbers[0] ?? ''));
  });

  it('verifies a published result against its revealed seed, and catches any change', () => {
    const draw = {
      gameCode: 'SPD3',
      numero: '20261124-0141',
      numberFormat: 'D5' as const,
      seedHash: sha256Hex(SEED),
      winningNumber: winningNumberOf(SEED, 'SPD3', '20261124-0141', 'D5'),
    };
    expect(verifyDraw(draw, SEED)).toEqual({ valid: true });
    expect(verifyDraw(draw, SEED.replace(/.$/, '2'))).toEqual({ valid: false, reason: 'hash' });
    const [, sum] = draw.winningNumber.split('~');
    const forged = { ...draw, winningNumber: `99999~45` };
    expect(verifyDraw(forged, SEED)).toEqual({ valid: false, reason: 'number' });
    expect(verifyDraw({ ...draw, winningNumber: `12345~${sum}0` }, SEED).valid).toBe(false);
    expect(verifyDraw({ ...draw, numero: '20261124-0142' }, SEED)).toEqual({
      valid: false,
      reason: 'number',
    });
  });

  it('draws uniform digits: chi-square of 100,000 draws per position passes at α = 0.01', () => {
    // Fixed seeds (as the engine's CSPRNG would hand out), so the test is deterministic.
    const DRAWS = 100_000;
    const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
    for (let i = 0; i < DRAWS; i += 1) {
      const seed = sha256Hex(`chi-square-${i}`);
      drawDigits(seed, 'SPD1', `20260101-${i}`, 5).forEach((digit, position) => {
        const row = counts[position];
        if (row) row[digit] = (row[digit] ?? 0) + 1;
      });
    }
    // χ² with 9 degrees of freedom: 21.666 is the 0.99 quantile.
    const CRITICAL = 21.666;
    const expected = DRAWS / 10;
    for (const row of counts) {
      const chiSquare = row.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(CRITICAL);
    }
  });
});
