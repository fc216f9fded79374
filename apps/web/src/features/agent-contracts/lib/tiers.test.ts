import { describe, expect, it } from 'vitest';
import { emptyRow, formOf, parseRate, termsOf, type TermsForm } from './tiers';

const form = (rows: [string, string, string][], extra: Partial<TermsForm> = {}): TermsForm => ({
  ...formOf(null),
  rows: rows.map(([bet, members, pay]) => ({ ...emptyRow(), bet, members, pay })),
  ...extra,
});
const bound = { tiers: [{ minValidBet: 100_000, minActiveMembers: 1, rateBp: 100 }] };

describe('contract tiers', () => {
  it('reads a rate with at most two decimals', () => {
    expect(parseRate('1.25')).toBe(125);
    expect(parseRate('0.5')).toBe(50);
    expect(parseRate('1.255')).toBeUndefined();
    expect(parseRate('0')).toBeUndefined();
  });

  it('builds daily salary terms', () => {
    const made = termsOf(
      'daily_salary',
      form([
        ['1000', '1', '0.5'],
        ['5000', '3', '1'],
      ]),
      bound,
    );
    expect(made).toEqual({
      terms: {
        tiers: [
          { minValidBet: 100_000, minActiveMembers: 1, rateBp: 50 },
          { minValidBet: 500_000, minActiveMembers: 3, rateBp: 100 },
        ],
      },
    });
  });

  it.each([
    [
      'order',
      [
        ['1000', '1', '0.5'],
        ['1000', '1', '0.8'],
      ],
    ],
    ['members', [['1000', '0', '0.5']]],
    ['rate', [['1000', '1', '0.555']]],
    ['above', [['1000', '1', '1.5']]],
  ] as const)('says %s', (key, rows) => {
    const made = termsOf('daily_salary', form(rows.map((r) => [...r])), bound);
    expect('issue' in made && made.issue.key).toBe(key);
  });

  it('refuses a sixth tier and round-trips terms through the form', () => {
    const six = form(Array.from({ length: 6 }, (_, i) => [String(i + 1), '1', String(i + 1)]));
    expect('issue' in termsOf('daily_salary', six, null)).toBe(true);
    const hourly = {
      window: 30 as const,
      tiers: [{ minValidBet: 1000, minActiveMembers: 2, fixedAmount: 500 }],
    };
    expect(termsOf('hourly_salary', formOf(hourly), null)).toEqual({ terms: hourly });
  });
});
