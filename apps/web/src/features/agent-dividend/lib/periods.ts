import type { AgentPayout } from '@app/contracts';
import { siteDayKey } from '@app/contracts/zod-free';

/** One dividend period as the screen lists it: what the agent received, what it owes below. */
export type DividendPeriod = {
  periodKey: string;
  /** Its first and last site days ('2026-11-16', '2026-11-30'). */
  startDate: string;
  endDate: string;
  /** The agent's own dividend of the period, if it had a contract then. */
  mine: AgentPayout | undefined;
  /** Its direct contracted downlines' dividends, which it pays. */
  downlines: AgentPayout[];
  /** The downlines' totals. */
  due: number;
  paid: number;
  owed: number;
};

/** What is still owed on a payout: nothing before its period is paid at all (it waits). */
export const owedOf = (payout: AgentPayout) => (payout.paidAt === null ? 0 : payout.owed);

/**
 * The book's two lists as periods, newest first: a half-month ('2026-11-H2') or a month
 * ('2026-11'), as each contract says; the last day is the one before the period's end.
 */
export function periodsOf(mine: AgentPayout[], downlines: AgentPayout[]): DividendPeriod[] {
  const periods = new Map<string, DividendPeriod>();
  const periodOf = (payout: AgentPayout) => {
    let period = periods.get(payout.periodKey);
    if (!period) {
      period = {
        periodKey: payout.periodKey,
        startDate: siteDayKey(payout.periodStart),
        endDate: siteDayKey(payout.periodEnd - 1),
        mine: undefined,
        downlines: [],
        due: 0,
        paid: 0,
        owed: 0,
      };
      periods.set(payout.periodKey, period);
    }
    return period;
  };
  for (const payout of mine) periodOf(payout).mine = payout;
  for (const payout of downlines) {
    const period = periodOf(payout);
    period.downlines.push(payout);
    period.due += payout.due;
    period.paid += payout.paid;
    period.owed += owedOf(payout);
  }
  return [...periods.values()].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || b.periodKey.localeCompare(a.periodKey),
  );
}
