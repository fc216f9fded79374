import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';

/**
 * The team figures as the ledger and the bet rows have them, computed straight from those tables
 * with none of the roll-up's code: what ODSFE2_TeamKPIB must answer. Days are the site's (UTC+8).
 */

const DAY = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC' + interval '480 minutes', 'YYYY-MM-DD')`);

type Event = { member: number; day: string; kind: string; amount: number };
type RawEvent = Omit<Event, 'amount'> & { amount: string };

export type ExpectedDay = {
  teamDeposit: number;
  teamWithdraw: number;
  teamTotalBet: number;
  teamValidBet: number;
  teamTotalWin: number;
  teamTotalPnl: number;
  teamBonus: number;
  teamRebate: number;
  teamLotteryPnl: number;
  teamSlotsPnl: number;
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamDepositMemberCount: number;
  teamFirstDepositCount: number;
  teamRegisterMemberCount: number;
};

const zero = (): ExpectedDay => ({
  teamDeposit: 0,
  teamWithdraw: 0,
  teamTotalBet: 0,
  teamValidBet: 0,
  teamTotalWin: 0,
  teamTotalPnl: 0,
  teamBonus: 0,
  teamRebate: 0,
  teamLotteryPnl: 0,
  teamSlotsPnl: 0,
  teamLoginMemberCount: 0,
  teamBetMemberCount: 0,
  teamDepositMemberCount: 0,
  teamFirstDepositCount: 0,
  teamRegisterMemberCount: 0,
});

/** Every event of the merchant's members, from the ledger, the bets, sessions and members. */
export async function ledgerEvents(db: Db, merchantId: number) {
  const events = rowsOf<RawEvent>(
    await db.execute(sql`
      SELECT a.member_id::int AS member, ${DAY('t.created_at')} AS day, t.kind, p.amount::bigint::text AS amount
      FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.merchant_id = ${merchantId} AND a.member_id IS NOT NULL
      UNION ALL
      SELECT member_id::int, ${DAY('created_at')}, 'valid_inhouse', stake::text
      FROM inhouse_bets WHERE merchant_id = ${merchantId} AND valid
      UNION ALL
      SELECT s.member_id::int, ${DAY('s.settled_at')}, 'valid_lottery', s.stake::text
      FROM lottery_suborders s JOIN members m ON m.id = s.member_id
      WHERE m.merchant_id = ${merchantId} AND s.valid AND s.status IN ('won', 'lost')
      UNION ALL
      SELECT member_id::int, ${DAY('created_at')}, 'session', '1'
      FROM sessions WHERE merchant_id = ${merchantId}
      UNION ALL
      SELECT id::int, ${DAY('reg_date')}, 'member', '1' FROM members WHERE merchant_id = ${merchantId}`),
  ).map((event) => ({ ...event, amount: Number(event.amount) }));
  const tree = rowsOf<{ id: number; path: string; upline: number | null }>(
    await db.execute(sql`
      SELECT id::int AS id, path, upline_id::int AS upline FROM members
      WHERE merchant_id = ${merchantId}`),
  );
  return { events, tree };
}

export type LedgerEvents = Awaited<ReturnType<typeof ledgerEvents>>;

/** The ids of `agent`'s team (or its direct downlines) in the oracle's tree. */
function teamOf(
  tree: LedgerEvents['tree'],
  agent: { id: number; path: string },
  direct: boolean,
): Set<number> {
  const prefix = `${agent.path}${agent.id}/`;
  return new Set(
    tree
      .filter((m) => (direct ? m.upline === agent.id : m.path.startsWith(prefix)))
      .map((m) => m.id),
  );
}

/**
 * The members of the team who logged in, bet and deposited on any day of the events, each
 * counted once (a range's footer counters).
 */
export function expectedMembers(
  { events, tree }: LedgerEvents,
  agent: { id: number; path: string },
  direct: boolean,
) {
  const team = teamOf(tree, agent, direct);
  const who = (kinds: readonly string[]) =>
    new Set(events.filter((e) => team.has(e.member) && kinds.includes(e.kind)).map((e) => e.member))
      .size;
  return {
    teamLoginMemberCount: who(['session']),
    teamBetMemberCount: who(['inhouse_stake', 'lottery_stake']),
    teamDepositMemberCount: who(['deposit']),
  };
}

/** What `agent`'s team (or its direct downlines) did each day, by the ledger. */
export function expectedDays(
  { events, tree }: LedgerEvents,
  agent: { id: number; path: string },
  direct: boolean,
): Map<string, ExpectedDay> {
  const team = teamOf(tree, agent, direct);
  const firstDeposit = new Map<number, string>();
  for (const e of events) {
    if (e.kind !== 'deposit') continue;
    const known = firstDeposit.get(e.member);
    if (known === undefined || e.day < known) firstDeposit.set(e.member, e.day);
  }
  const days = new Map<string, ExpectedDay>();
  const sets = new Map<string, Record<'login' | 'bet' | 'deposit', Set<number>>>();
  for (const e of events) {
    if (!team.has(e.member)) continue;
    const d = days.get(e.day) ?? zero();
    days.set(e.day, d);
    const s = sets.get(e.day) ?? { login: new Set(), bet: new Set(), deposit: new Set() };
    sets.set(e.day, s);
    const a = e.amount;
    switch (e.kind) {
      case 'deposit':
        d.teamDeposit += a;
        s.deposit.add(e.member);
        if (firstDeposit.get(e.member) === e.day && !s.deposit.has(-e.member)) {
          s.deposit.add(-e.member);
          d.teamFirstDepositCount += 1;
        }
        break;
      case 'withdraw_paid':
        d.teamWithdraw -= a;
        break;
      case 'promotion_bonus':
      case 'reward':
        d.teamBonus += a;
        break;
      case 'rebate':
        d.teamRebate += a;
        break;
      case 'inhouse_stake':
        s.bet.add(e.member);
        d.teamTotalBet -= a;
        d.teamSlotsPnl += a;
        break;
      case 'inhouse_win':
        d.teamTotalWin += a;
        d.teamSlotsPnl += a;
        break;
      case 'lottery_stake':
        s.bet.add(e.member);
        d.teamTotalBet -= a;
        d.teamLotteryPnl += a;
        break;
      case 'lottery_refund':
        d.teamTotalBet -= a;
        d.teamLotteryPnl += a;
        break;
      case 'lottery_payout':
        d.teamTotalWin += a;
        d.teamLotteryPnl += a;
        break;
      case 'valid_inhouse':
      case 'valid_lottery':
        d.teamValidBet += a;
        break;
      case 'session':
        s.login.add(e.member);
        break;
      case 'member':
        d.teamRegisterMemberCount += 1;
        break;
      default:
    }
  }
  for (const [day, d] of days) {
    const s = sets.get(day);
    d.teamTotalPnl = d.teamTotalWin - d.teamTotalBet;
    d.teamLoginMemberCount = s?.login.size ?? 0;
    d.teamBetMemberCount = s?.bet.size ?? 0;
    d.teamDepositMemberCount = [...(s?.deposit ?? [])].filter((m) => m > 0).length;
  }
  return days;
}

/** The fields of `ExpectedDay` picked from an answer's row, for a toEqual. */
export const pickExpected = (row: Record<string, unknown>): ExpectedDay =>
  Object.fromEntries(Object.keys(zero()).map((key) => [key, row[key]])) as ExpectedDay;

export const zeroDay = zero;
