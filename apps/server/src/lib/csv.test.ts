import { describe, expect, it } from 'vitest';
import { minorAsDecimal, toCsv } from './csv.js';

describe('CSV exports', () => {
  it('quotes what needs it and defuses formulas', () => {
    const csv = toCsv(
      ['name', 'note', 'amount'],
      [
        { name: 'Ana, "A"', note: '=HYPERLINK("x")', amount: 5 },
        { name: 'Ben', note: 'two\nlines', amount: -3 },
        { name: '-1', note: null, amount: 0 },
      ],
    );
    expect(csv).toBe(
      'name,note,amount\r\n' +
        '"Ana, ""A""","\'=HYPERLINK(""x"")",5\r\n' +
        'Ben,"two\nlines",-3\r\n' +
        "'-1,,0\r\n",
    );
  });

  it('writes minor units as decimals', () => {
    expect([123456, -5, 0, 100].map(minorAsDecimal)).toEqual(['1234.56', '-0.05', '0.00', '1.00']);
  });
});
