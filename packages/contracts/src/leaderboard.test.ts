import { describe, expect, it } from 'vitest';
import {
  LEADERBOARD_MIN_TURNOVER,
  leaderboardPrize,
  leaderboardWeekKey,
  maskAccount,
} from './leaderboard.js';

/** Monday 00:00 in Manila of the UTC date y-m-d: 16:00 UTC the day before. */
const mondayInManila = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * 3_600_000;

describe('leaderboard rules of the contracts', () => {
  it('names a Philippine week by its ISO week, across year ends', () => {
    expect(leaderboardWeekKey(mondayInManila(2026, 11, 23))).toBe('2026-W48');
    expect(leaderboardWeekKey(mondayInManila(2025, 12, 29))).toBe('2026-W01');
    expect(leaderboardWeekKey(mondayInManila(2020, 12, 28))).toBe('2020-W53');
    expect(leaderboardWeekKey(mondayInManila(2027, 1, 4))).toBe('2027-W01');
  });

  it('masks an account, never showing it whole', () => {
    expect(maskAccount('juan1245')).toBe('ju***45');
    expect(maskAccount('demo')).toBe('d***');
    expect(maskAccount('abcde')).toBe('ab***de');
  });

  it('gives a rank its prize only at the minimum turnover, and nothing past rank 20', () => {
    expect(leaderboardPrize(1, LEADERBOARD_MIN_TURNOVER, '2026-W48')).toBe(588_800);
    expect(leaderboardPrize(1, LEADERBOARD_MIN_TURNOVER - 1, '2026-W48')).toBe(0);
    expect(leaderboardPrize(10, 10_000_000, '2026-W48')).toBe(58_800);
    expect(leaderboardPrize(11, 10_000_000, '2026-W48')).toBe(18_800);
    expect(leaderboardPrize(21, 10_000_000, '2026-W48')).toBe(0);
    // Weeks before the leaderboard went live pay nothing, whatever the standings.
    expect(leaderboardPrize(1, 10_000_000, '2026-W47')).toBe(0);
    expect(leaderboardPrize(1, 10_000_000, '2027-W01')).toBe(588_800);
  });
});
