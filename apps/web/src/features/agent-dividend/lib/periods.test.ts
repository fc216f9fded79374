import type { AgentPayout } from '@app/contracts';
import { siteInstant } from '@app/contracts/zod-free';
import { describe, expect, it } from 'vitest';
import { periodsOf } from './periods';

const payout = (patch: Partial<AgentPayout>): AgentPayout => ({
  id: 1,
  contractId: 1,
  kind: 'dividend',
  periodKey: '2026-11-H2',
  periodStart: siteInstant(2026, 11, 16),
  periodEnd: siteInstant(2026, 12, 1),
  uplineId: 1,
  downlineId: 2,
  downlineName: 'a',
  teamValidBet: 0,
  activeMembers: 1,
  netLoss: 0,
  tier: 0,
  rateBp: 100,
  downlineShare: 0,
  due: 1_000,
  paid: 400,
  owed: 600,
  paidAt: siteInstant(2026, 12, 1),
  ...patch,
});

describe('periodsOf', () => {
  it("groups the agent's own and its downlines' payouts by period, newest first", () => {
    const month = { periodKey: '2026-10', periodStart: siteInstant(2026, 10, 1) };
    const periods = periodsOf(
      [payout({ id: 1 }), payout({ id: 2, ...month, periodEnd: siteInstant(2026, 11, 1) })],
      [
        payout({ id: 3, downlineName: 'b' }),
        // Not paid at all yet: it waits, nothing is owed on it so far.
        payout({ id: 4, downlineName: 'c', paid: 0, owed: 1_000, paidAt: null }),
      ],
    );
    expect(periods.map((p) => [p.periodKey, p.startDate, p.endDate])).toEqual([
      ['2026-11-H2', '2026-11-16', '2026-11-30'],
      ['2026-10', '2026-10-01', '2026-10-31'],
    ]);
    expect(periods[0]).toMatchObject({ due: 2_000, paid: 400, owed: 600 });
    expect(periods[0]?.mine?.id).toBe(1);
    expect(periods[0]?.downlines.map((row) => row.downlineName)).toEqual(['b', 'c']);
    expect(periods[1]).toMatchObject({ downlines: [], due: 0 });
  });
});
