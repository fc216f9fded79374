import {
  GAME_CATEGORIES,
  siteDayKey,
  siteDayKeyStart,
  type Report,
  type ReportColumn,
  type ReportKind,
  type ReportQuery,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { createReportsRepository, type DayRange } from './reports.repository.js';

type Cells = Record<string, string | number>;
const n = (value: unknown) => Number(value ?? 0);
const money = (key: string): ReportColumn => ({ key, money: true });
const plain = (key: string): ReportColumn => ({ key, money: false });

/** Every site day from `from` to `to`, both counted. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = siteDayKeyStart(from); siteDayKey(at) <= to; at += 86_400_000) {
    days.push(siteDayKey(at));
  }
  return days;
}

/** The sums of every numeric column. */
function totalsOf(columns: ReportColumn[], rows: Cells[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { key } of columns) {
    if (rows.some((row) => typeof row[key] === 'string')) continue;
    totals[key] = rows.reduce((sum, row) => sum + n(row[key]), 0);
  }
  return totals;
}

/**
 * The reports of contracts/operator-reports.ts. P&L is the house's side: GGR is stakes less
 * wins, net is GGR less the bonuses and rebates paid.
 */
export function createReports(db: Db) {
  const repo = createReportsRepository(db);

  const build: Record<ReportKind, (range: DayRange) => Promise<[ReportColumn[], Cells[]]>> = {
    async 'pnl-daily'(range) {
      const found = await repo.days(range);
      const rows = daysOf(range.from, range.to).map((day) => {
        const row = found.get(day) ?? {};
        const [bets, wins] = [n(row.bets), n(row.wins)];
        const [bonus, rebate] = [n(row.bonus), n(row.rebate)];
        return {
          day,
          registrations: n(row.registrations),
          firstDeposits: n(row.first_deposits),
          deposits: n(row.deposits),
          withdrawals: n(row.withdrawals),
          bets,
          validBets: n(row.valid_bets),
          wins,
          ggr: bets - wins,
          bonus,
          rebate,
          net: bets - wins - bonus - rebate,
        };
      });
      const columns = [plain('day'), plain('registrations'), plain('firstDeposits')].concat(
        [
          'deposits',
          'withdrawals',
          'bets',
          'validBets',
          'wins',
          'ggr',
          'bonus',
          'rebate',
          'net',
        ].map(money),
      );
      return [columns, rows];
    },

    async 'pnl-product'(range) {
      const rows = (await repo.categories(range)).map((row) => ({
        product: row.category,
        bets: row.bets,
        validBets: row.valid,
        wins: row.wins,
        ggr: row.bets - row.wins,
      }));
      const order = new Map(GAME_CATEGORIES.map((c, i) => [c, i]));
      rows.sort(
        (a, b) => b.bets - a.bets || (order.get(a.product) ?? 0) - (order.get(b.product) ?? 0),
      );
      return [[plain('product'), ...['bets', 'validBets', 'wins', 'ggr'].map(money)], rows];
    },

    async 'pnl-vendor'(range) {
      const rows = (await repo.vendors(range)).map((row) => ({
        vendor: String(row.vendor),
        provider: String(row.provider),
        rounds: n(row.rounds),
        bets: n(row.stake),
        wins: n(row.payout),
        ggr: n(row.stake) - n(row.payout),
      }));
      const columns = [plain('vendor'), plain('provider'), plain('rounds')];
      return [[...columns, ...['bets', 'wins', 'ggr'].map(money)], rows];
    },

    async channels(range) {
      const rows = (await repo.channels(range)).map((row) => ({
        direction: String(row.direction),
        channel: typeof row.channel === 'string' ? row.channel : '',
        count: n(row.count),
        amount: n(row.amount),
        fee: n(row.fee),
      }));
      const columns = [plain('direction'), plain('channel'), plain('count')];
      return [[...columns, money('amount'), money('fee')], rows];
    },

    async 'agent-incomes'(range) {
      const byAgent = new Map<string, Cells & { total: number }>();
      const field = { agent_rebate: 'rebate', agent_salary: 'salary', agent_dividend: 'dividend' };
      for (const row of await repo.agentIncomes(range)) {
        const account = String(row.account);
        const entry = byAgent.get(account) ?? {
          agent: account,
          rebate: 0,
          salary: 0,
          dividend: 0,
          total: 0,
        };
        const key = field[String(row.kind) as keyof typeof field];
        entry[key] = n(entry[key]) + n(row.amount);
        entry.total += n(row.amount);
        byAgent.set(account, entry);
      }
      const rows = [...byAgent.values()].sort((a, b) => b.total - a.total);
      return [[plain('agent'), ...['rebate', 'salary', 'dividend', 'total'].map(money)], rows];
    },
  };

  return async (merchantId: number, report: ReportKind, query: ReportQuery): Promise<Report> => {
    const [columns, rows] = await build[report]({ merchantId, ...query });
    return {
      report,
      from: query.from,
      to: query.to,
      columns,
      rows,
      totals: totalsOf(columns, rows),
    };
  };
}

export type Reports = ReturnType<typeof createReports>;
