import { describe, expect, it } from 'vitest';
import {
  BET_TYPES,
  betProblem,
  betTypesOf,
  hitsOf,
  LOTTERY_RTP_BP,
  oddsOf,
  payoutOf,
  SUM_COUNTS,
  type BetType,
  type LotteryPick,
} from './lottery-bets.js';
import {
  formatWinningNumber,
  parseWinningNumber,
  type NumberFormatCode,
} from './lottery-formats.js';
import { LotteryBetItem, LotteryOrderInput } from './lottery-orders.js';

const ON = { tradPlaySwitch: true, entPlaySwitch: true };
/** 3 1 4 1 5: sum 14 (small, even). */
const FAST = '31415~14';
/** A north result whose special prize ends 345 and where 45 closes four numbers. */
const NORTH = [
  '12345',
  '00045',
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '77777',
  '88345',
  '1234',
  '5678',
  '9012',
  '3456',
  '7890',
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '123',
  '456',
  '789',
  '45',
  '10',
  '20',
  '30',
].join(',');

describe('lottery number formats', () => {
  it('writes and reads back each format, the fast games with their sum', () => {
    expect(formatWinningNumber('D5', [3, 1, 4, 1, 5])).toBe(FAST);
    expect(parseWinningNumber('D5', FAST)).toEqual({ numbers: ['31415'], sum: 14 });
    expect(parseWinningNumber('D5', '31415~15')).toBeUndefined();
    expect(parseWinningNumber('D5', '3141~10')).toBeUndefined();
    expect(parseWinningNumber('VN_NORTH', NORTH)?.numbers).toHaveLength(27);
    expect(parseWinningNumber('VN_SOUTH', NORTH)).toBeUndefined();
  });
});

describe('lottery bets: hits and payouts of every bet type', () => {
  const cases: [NumberFormatCode, LotteryPick, string, number][] = [
    ['D5', { betType: 'DIGIT', position: 3, pick: '4' }, FAST, 1],
    ['D5', { betType: 'DIGIT', position: 3, pick: '1' }, FAST, 0],
    ['D5', { betType: 'DIGIT_BIG_SMALL', position: 5, pick: 'BIG' }, FAST, 1],
    ['D5', { betType: 'DIGIT_BIG_SMALL', position: 1, pick: 'BIG' }, FAST, 0],
    ['D5', { betType: 'DIGIT_ODD_EVEN', position: 3, pick: 'EVEN' }, FAST, 1],
    ['D5', { betType: 'DIGIT_ODD_EVEN', position: 2, pick: 'EVEN' }, FAST, 0],
    ['D5', { betType: 'SUM', pick: '14' }, FAST, 1],
    ['D5', { betType: 'SUM', pick: '15' }, FAST, 0],
    ['D5', { betType: 'SUM_BIG_SMALL', pick: 'SMALL' }, FAST, 1],
    ['D5', { betType: 'SUM_BIG_SMALL', pick: 'BIG' }, '99995~41', 1],
    ['D5', { betType: 'SUM_ODD_EVEN', pick: 'EVEN' }, FAST, 1],
    ['D5', { betType: 'SUM_ODD_EVEN', pick: 'ODD' }, FAST, 0],
    ['VN_NORTH', { betType: 'SPECIAL_2D', pick: '45' }, NORTH, 1],
    ['VN_NORTH', { betType: 'SPECIAL_2D', pick: '34' }, NORTH, 0],
    ['VN_NORTH', { betType: 'SPECIAL_3D', pick: '345' }, NORTH, 1],
    ['VN_NORTH', { betType: 'SPECIAL_3D', pick: '045' }, NORTH, 0],
    // 12345, 00045, 88345 and the 2-digit 45: four hits; 88345 and 12345 end in 345: two.
    ['VN_NORTH', { betType: 'ALL_2D', pick: '45' }, NORTH, 4],
    ['VN_NORTH', { betType: 'ALL_2D', pick: '99' }, NORTH, 0],
    ['VN_NORTH', { betType: 'ALL_3D', pick: '345' }, NORTH, 2],
    ['VN_NORTH', { betType: 'ALL_3D', pick: '123' }, NORTH, 1],
  ];
  it.each(cases)('%s %o against %s hits %i times', (format, bet, winning, hits) => {
    expect(hitsOf(format, bet, winning)).toBe(hits);
  });

  it('pays stake × hits × odds, floored to the minor unit', () => {
    expect(oddsOf('D5', 'DIGIT', '4')).toBe(97_000);
    expect(payoutOf(1_000, 97_000, 1)).toBe(9_700);
    expect(payoutOf(1_000, 97_000, 0)).toBe(0);
    expect(oddsOf('D5', 'SUM_BIG_SMALL', 'BIG')).toBe(19_400);
    expect(payoutOf(333, 19_400, 1)).toBe(646);
    expect(oddsOf('VN_NORTH', 'SPECIAL_2D', '45')).toBe(970_000);
    expect(oddsOf('VN_NORTH', 'SPECIAL_3D', '345')).toBe(9_700_000);
    expect(oddsOf('VN_NORTH', 'ALL_2D', '45')).toBe(35_900); // 97 / 27 per hit
    expect(payoutOf(1_000, 35_900, 3)).toBe(10_770);
    expect(oddsOf('VN_SOUTH', 'ALL_2D', '45')).toBe(53_800); // 97 / 18
    expect(oddsOf('VN_NORTH', 'ALL_3D', '345')).toBe(421_700); // 970 / 23
    expect(oddsOf('VN_SOUTH', 'ALL_3D', '345')).toBe(570_500); // 970 / 17
    expect(oddsOf('D5', 'SUM', '0')).toBe(970_000_000);
    expect(payoutOf(10_000_000, 970_000_000, 1)).toBe(970_000_000_000);
  });

  it('returns at most 97 % (a 3 % house edge) and within 0.6 % of it on every pick', () => {
    const rtp = (format: NumberFormatCode, betType: BetType, pick: string, chance: number) =>
      (oddsOf(format, betType, pick) / 10_000) * chance;
    const checks: [NumberFormatCode, BetType, string, number][] = [
      ['D5', 'DIGIT', '0', 0.1],
      ['D5', 'DIGIT_BIG_SMALL', 'BIG', 0.5],
      ['D5', 'SUM_ODD_EVEN', 'ODD', 0.5],
      ['VN_NORTH', 'SPECIAL_2D', '00', 0.01],
      ['VN_SOUTH', 'SPECIAL_3D', '000', 0.001],
      ['VN_NORTH', 'ALL_2D', '00', 0.27],
      ['VN_NORTH', 'ALL_3D', '000', 0.023],
      ['VN_SOUTH', 'ALL_2D', '00', 0.18],
      ['VN_SOUTH', 'ALL_3D', '000', 0.017],
      ...SUM_COUNTS.map((count, sum): [NumberFormatCode, BetType, string, number] => [
        'D5',
        'SUM',
        String(sum),
        count / 100_000,
      ]),
    ];
    for (const [format, betType, pick, chance] of checks) {
      const value = rtp(format, betType, pick, chance);
      expect(value, `${betType} ${pick}`).toBeLessThanOrEqual(LOTTERY_RTP_BP / 10_000 + 1e-12);
      expect(value, `${betType} ${pick}`).toBeGreaterThan(0.964);
    }
    expect(SUM_COUNTS.reduce((a, b) => a + b, 0)).toBe(100_000);
    // Big (23–45) and small (0–22) sums are exactly half each.
    expect(SUM_COUNTS.slice(23).reduce((a, b) => a + b, 0)).toBe(50_000);
  });
});

describe('lottery bets: what a game takes', () => {
  it('offers the fast bets on D5 games and the VN bets on regional ones, by play switch', () => {
    expect(betTypesOf('D5', ON)).toEqual(BET_TYPES.slice(0, 6));
    expect(betTypesOf('VN_NORTH', ON)).toEqual(['SPECIAL_2D', 'SPECIAL_3D', 'ALL_2D', 'ALL_3D']);
    expect(betTypesOf('D5', { tradPlaySwitch: true, entPlaySwitch: false })).toEqual([
      'DIGIT',
      'SUM',
    ]);
  });

  it('names the field of a bet the game cannot take', () => {
    const problem = (format: NumberFormatCode, bet: LotteryPick, switches = ON) =>
      betProblem(format, switches, bet);
    expect(problem('D5', { betType: 'DIGIT', position: 1, pick: '9' })).toBeUndefined();
    expect(problem('D5', { betType: 'SPECIAL_2D', pick: '12' })?.field).toBe('betType');
    expect(problem('VN_NORTH', { betType: 'DIGIT', position: 1, pick: '1' })?.field).toBe(
      'betType',
    );
    const entOff = { tradPlaySwitch: true, entPlaySwitch: false };
    expect(problem('D5', { betType: 'SUM_ODD_EVEN', pick: 'ODD' }, entOff)).toEqual({
      code: 'lottery.bet.type',
      field: 'betType',
    });
    expect(problem('D5', { betType: 'DIGIT', pick: '1' })).toEqual({
      code: 'lottery.number.invalid',
      field: 'position',
    });
    expect(problem('D5', { betType: 'SUM', position: 2, pick: '1' })?.field).toBe('position');
    for (const [betType, pick] of [
      ['DIGIT', '10'],
      ['DIGIT_BIG_SMALL', 'big'],
      ['DIGIT_ODD_EVEN', 'BIG'],
    ] as const) {
      expect(problem('D5', { betType, position: 1, pick })).toEqual({
        code: 'lottery.number.invalid',
        field: 'pick',
      });
    }
    expect(problem('D5', { betType: 'SUM', pick: '46' })?.field).toBe('pick');
    expect(problem('D5', { betType: 'SUM', pick: '07' })?.field).toBe('pick');
    expect(problem('VN_SOUTH', { betType: 'SPECIAL_3D', pick: '12' })?.field).toBe('pick');
    expect(problem('VN_SOUTH', { betType: 'ALL_2D', pick: '1a' })?.field).toBe('pick');
  });

  it('bounds a stake at the contract and takes any case of a prize mode', () => {
    const bet = { betType: 'DIGIT', position: 1, pick: '1', amount: 10_001, multiple: 1_000 };
    expect(LotteryBetItem.safeParse(bet).error?.issues[0]?.path).toEqual(['multiple']);
    const order = LotteryOrderInput.parse({
      gameCode: 'SPD1',
      numero: '20261124-0001',
      prizeMode: 'Elott',
      idempotencyKey: 'abcdefgh12',
      bets: [{ ...bet, multiple: undefined }],
    });
    expect(order.prizeMode).toBe('ELOTT');
    expect(order.bets[0]?.multiple).toBe(1);
  });
});
