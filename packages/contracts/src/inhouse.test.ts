import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  DICE_ROLLS,
  DiceBetInput,
  dicePayout,
  diceMultiplier,
  diceRoll,
  fairBlock,
  fairFloats,
  settleDice,
  settleSlot,
  sha256Hex,
  SLOT_LINES,
  SLOT_STRIPS,
  slotGrid,
  slotWins,
  verifyBet,
} from './inhouse.js';
import { RecordsQuery } from './records.js';

const SERVER = 'a3f1c2d4e5b60718293a4b5c6d7e8f901122334455667788990aabbccddeeff0';

describe('provably fair randomness', () => {
  it('hashes the server seed as SHA-256 hex of its text', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('derives a bet from HMAC-SHA256(serverSeed, clientSeed:nonce:round), deterministically', () => {
    const block = fairBlock(SERVER, 'lucky', 7, 0);
    const expected = hmac(sha256, utf8ToBytes(SERVER), utf8ToBytes('lucky:7:0'));
    expect(bytesToHex(block)).toBe(bytesToHex(expected));
    expect(fairFloats(SERVER, 'lucky', 7, 3)).toEqual(fairFloats(SERVER, 'lucky', 7, 3));
    expect(diceRoll(SERVER, 'lucky', 7)).not.toBe(diceRoll(SERVER, 'lucky', 8));
  });

  it('reads floats from 4 bytes each and takes a second round past 8 numbers', () => {
    const block = fairBlock(SERVER, 'c', 1, 0);
    const first =
      (block[0] ?? 0) / 256 ** 1 +
      (block[1] ?? 0) / 256 ** 2 +
      (block[2] ?? 0) / 256 ** 3 +
      (block[3] ?? 0) / 256 ** 4;
    const floats = fairFloats(SERVER, 'c', 1, 9);
    expect(floats[0]).toBe(first);
    const second = fairBlock(SERVER, 'c', 1, 1);
    const ninth =
      (second[0] ?? 0) / 256 +
      (second[1] ?? 0) / 256 ** 2 +
      (second[2] ?? 0) / 256 ** 3 +
      (second[3] ?? 0) / 256 ** 4;
    expect(floats[8]).toBe(ninth);
  });

  it('spreads dice rolls evenly over 0–9999 (chi-square over 10 buckets)', () => {
    const buckets = new Array<number>(10).fill(0);
    const n = 20_000;
    let sum = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const roll = diceRoll(SERVER, 'spread', nonce);
      expect(roll).toBeGreaterThanOrEqual(0);
      expect(roll).toBeLessThan(DICE_ROLLS);
      buckets[Math.floor(roll / 1000)]! += 1;
      sum += roll;
    }
    const expected = n / 10;
    const chi = buckets.reduce((acc, count) => acc + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.88 is the 0.1 % critical value.
    expect(chi).toBeLessThan(27.88);
    expect(sum / n).toBeGreaterThan(4_900);
    expect(sum / n).toBeLessThan(5_100);
    // 20,000 HMAC rolls: 3 s on a loaded 2-core CI machine, near vitest's 5 s default.
  }, 60_000);
});

describe('dice', () => {
  it('pays 99 % over the win chance: a 1 % house edge', () => {
    expect(diceMultiplier(5_000, 'under')).toBe(1.98);
    expect(dicePayout(10_000, 5_000, 'under')).toBe(19_800);
    // Over 49.99 wins on 50.00–99.99: the same 50 % chance.
    expect(dicePayout(10_000, 4_999, 'over')).toBe(19_800);
    expect(diceMultiplier(100, 'under')).toBe(99);
  });

  it('returns 99 % of stakes in expectation, exactly, over every roll', () => {
    for (const [target, direction] of [
      [5_000, 'under'],
      [2_500, 'over'],
      [9_800, 'under'],
    ] as const) {
      let paid = 0;
      for (let roll = 0; roll < DICE_ROLLS; roll += 1) {
        const win = direction === 'under' ? roll < target : roll > target;
        if (win) paid += dicePayout(1_000_000, target, direction);
      }
      expect(paid / DICE_ROLLS / 1_000_000).toBeCloseTo(0.99, 4);
    }
  });

  it('refuses a win chance outside 1 %–98 %, naming the target', () => {
    const bet = { amount: 100, direction: 'under', idempotencyKey: 'abcdefgh' } as const;
    expect(DiceBetInput.safeParse({ ...bet, target: 100 }).success).toBe(true);
    const low = DiceBetInput.safeParse({ ...bet, target: 99 });
    expect(low.error?.issues[0]?.path).toEqual(['target']);
    expect(DiceBetInput.safeParse({ ...bet, target: 9_801 }).success).toBe(false);
    expect(DiceBetInput.safeParse({ ...bet, direction: 'over', target: 9_899 }).success).toBe(true);
    expect(DiceBetInput.safeParse({ ...bet, direction: 'over', target: 9_900 }).success).toBe(
      false,
    );
  });
});

describe('slot', () => {
  it('returns exactly 96 % over every combination of reel stops', () => {
    let multipliers = 0;
    let hits = 0;
    const [a, b, c] = SLOT_STRIPS.map((strip) => strip.length) as [number, number, number];
    for (let x = 0; x < a; x += 1) {
      for (let y = 0; y < b; y += 1) {
        for (let z = 0; z < c; z += 1) {
          const wins = slotWins(slotGrid([x, y, z]));
          if (wins.length > 0) hits += 1;
          multipliers += wins.reduce((sum, win) => sum + win.multiplier, 0);
        }
      }
    }
    const combinations = a * b * c;
    expect(multipliers / combinations / SLOT_LINES.length).toBe(0.96);
    // Hit frequency stays lively: a win on over 40 % of spins.
    expect(hits / combinations).toBeGreaterThan(0.4);
  });

  it('pays three of a kind on a diagonal and two cherries from the left', () => {
    const wins = slotWins([
      ['bell', 'cherry', 'cherry'],
      ['cherry', 'bell', 'lemon'],
      ['cherry', 'lemon', 'bell'],
    ]);
    expect(wins).toEqual([{ line: 3, symbol: 'bell', count: 3, multiplier: 20 }]);
    expect(
      slotWins([
        ['lemon', 'lemon', 'bar'],
        ['cherry', 'cherry', 'bell'],
        ['bar', 'gem', 'seven'],
      ]),
    ).toEqual([{ line: 0, symbol: 'cherry', count: 2, multiplier: 2 }]);
  });
});

describe('verifyBet', () => {
  const seeds = { serverSeed: SERVER, clientSeed: 'my-seed', nonce: 3 };
  const hash = sha256Hex(SERVER);

  it('verifies a dice bet and a slot spin from the revealed seed', () => {
    const dice = settleDice(seeds, { amount: 500, target: 5_000, direction: 'over' });
    const slot = settleSlot(seeds, { amount: 500 });
    for (const settled of [dice, slot]) {
      const bet = {
        stake: 500,
        payout: settled.payout,
        outcome: settled.outcome,
        fairness: { ...seeds, serverSeedHash: hash },
      };
      expect(verifyBet(bet, SERVER)).toEqual({ valid: true });
    }
  });

  it('accepts an outcome whose keys came back in another order (jsonb)', () => {
    const dice = settleDice(seeds, { amount: 500, target: 5_000, direction: 'over' });
    const reordered = Object.fromEntries(
      Object.entries(dice.outcome).reverse(),
    ) as typeof dice.outcome;
    const bet = {
      stake: 500,
      payout: dice.payout,
      outcome: reordered,
      fairness: { ...seeds, serverSeedHash: hash },
    };
    expect(verifyBet(bet, SERVER).valid).toBe(true);
  });

  it('fails for a tampered seed, outcome or payout', () => {
    const dice = settleDice(seeds, { amount: 500, target: 5_000, direction: 'under' });
    const bet = {
      stake: 500,
      payout: dice.payout,
      outcome: dice.outcome,
      fairness: { ...seeds, serverSeedHash: hash },
    };
    expect(verifyBet(bet, `${SERVER.slice(0, -1)}1`)).toEqual({ valid: false, reason: 'hash' });
    const otherRoll = {
      ...bet,
      outcome: { ...dice.outcome, roll: (dice.outcome.roll + 1) % DICE_ROLLS },
    };
    expect(verifyBet(otherRoll, SERVER)).toEqual({ valid: false, reason: 'outcome' });
    expect(verifyBet({ ...bet, payout: bet.payout + 1 }, SERVER)).toEqual({
      valid: false,
      reason: 'payout',
    });
    // The same seeds with another nonce make another bet.
    const next = { ...bet, fairness: { ...bet.fairness, nonce: 4 } };
    expect(verifyBet(next, SERVER).valid).toBe(false);
  });
});

describe('records query', () => {
  it('refuses from after to, naming to, and a period together with a range', () => {
    expect(RecordsQuery.safeParse({ from: 10, to: 5 }).error?.issues[0]?.path).toEqual(['to']);
    expect(RecordsQuery.safeParse({ period: 'today', from: 1 }).error?.issues[0]?.path).toEqual([
      'period',
    ]);
    expect(RecordsQuery.parse({})).toMatchObject({ pageNo: 1, pageSize: 20 });
  });
});
