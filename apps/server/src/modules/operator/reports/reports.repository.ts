import { GAME_CATEGORIES, siteDayKeyStart } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { categoryColumn } from '@/db/schema/team-stats.js';

export type DayRange = { merchantId: number; from: string; to: string };
type Row = Record<string, unknown>;

const n = (value: unknown) => Number(value ?? 0);
const DAY_MS = 86_400_000;
/** The instants of a range of site days: from the first's start to the day after the last. */
const instants = ({ from, to }: DayRange) => ({
  start: new Date(siteDayKeyStart(from)),
  end: new Date(siteDayKeyStart(to) + DAY_MS),
});
const categorySum = (figure: 'bet' | 'valid' | 'win') =>
  sql.raw(
    GAME_CATEGORIES.map((c) => `coalesce(sum(s."${categoryColumn(c, figure)}"), 0)`).join(' + '),
  );

/**
 * The reports' reads: play and money from the members' day roll-ups (db/schema/team-stats.ts),
 * vendors from their rounds, channels from the requests, agents' incomes from the ledger.
 */
export function createReportsRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query));

  return {
    /** Each day's figures that have any (days without are the caller's to fill). */
    async days(range: DayRange) {
      const found = await rows(sql`
        SELECT to_char(s.day, 'YYYY-MM-DD') AS day,
          coalesce(sum(s.registrations), 0) AS registrations,
          coalesce(sum(s.first_deposits), 0) AS first_deposits,
          coalesce(sum(s.deposit), 0) AS deposits,
          coalesce(sum(s.withdraw), 0) AS withdrawals,
          ${categorySum('bet')} AS bets, ${categorySum('valid')} AS valid_bets,
          ${categorySum('win')} AS wins,
          coalesce(sum(s.bonus), 0) AS bonus, coalesce(sum(s.rebate), 0) AS rebate
        FROM member_day_stats s JOIN members m ON m.id = s.member_id
        WHERE m.merchant_id = ${range.merchantId} AND s.day >= ${range.from} AND s.day <= ${range.to}
        GROUP BY s.day`);
      return new Map(found.map((row) => [String(row.day), row]));
    },

    /** Each game category's stakes, valid bets and wins over the range. */
    async categories(range: DayRange) {
      const sums = GAME_CATEGORIES.flatMap((c) =>
        (['bet', 'valid', 'win'] as const).map((figure) => {
          const column = categoryColumn(c, figure);
          return sql.raw(`coalesce(sum(s."${column}"), 0) AS "${column}"`);
        }),
      );
      const [row = {}] = await rows(sql`
        SELECT ${sql.join(sums, sql`, `)}
        FROM member_day_stats s JOIN members m ON m.id = s.member_id
        WHERE m.merchant_id = ${range.merchantId} AND s.day >= ${range.from} AND s.day <= ${range.to}`);
      return GAME_CATEGORIES.map((category) => ({
        category,
        bets: n(row[categoryColumn(category, 'bet')]),
        valid: n(row[categoryColumn(category, 'valid')]),
        wins: n(row[categoryColumn(category, 'win')]),
      }));
    },

    /** Providers' rounds settled in the range, by vendor: rounds, stakes and payouts. */
    async vendors(range: DayRange) {
      const { start, end } = instants(range);
      return rows(sql`
        SELECT coalesce(g.vendor_code, '') AS vendor, r.provider_code AS provider,
          count(*) AS rounds, coalesce(sum(r.stake), 0) AS stake,
          coalesce(sum(r.payout), 0) AS payout
        FROM vendor_rounds r LEFT JOIN games g ON g.id = r.game_id
        WHERE r.merchant_id = ${range.merchantId} AND r.status = 'settled'
          AND r.settled_at >= ${start} AND r.settled_at < ${end}
        GROUP BY 1, 2 ORDER BY 4 DESC, 1`);
    },

    /** Deposits approved by channel and withdrawals paid by payee bank or e-wallet. */
    async channels(range: DayRange) {
      const { start, end } = instants(range);
      return rows(sql`
        SELECT 'deposit' AS direction, c.code AS channel, count(*) AS count,
          coalesce(sum(d.amount), 0) AS amount, coalesce(sum(d.fee), 0) AS fee
        FROM deposit_requests d JOIN deposit_channels c ON c.id = d.channel_id
        WHERE d.merchant_id = ${range.merchantId} AND d.status = 'approved'
          AND d.decided_at >= ${start} AND d.decided_at < ${end}
        GROUP BY c.code
        UNION ALL
        SELECT 'withdrawal', w.payee->>'bankCode', count(*), coalesce(sum(w.amount), 0), 0
        FROM withdraw_requests w
        WHERE w.merchant_id = ${range.merchantId} AND w.status = 'paid'
          AND w.decided_at >= ${start} AND w.decided_at < ${end}
        GROUP BY 2
        ORDER BY 1, 4 DESC`);
    },

    /** What each agent received as rebate, salary and dividend in the range (ledger credits). */
    async agentIncomes(range: DayRange) {
      const { start, end } = instants(range);
      return rows(sql`
        SELECT m.account, t.kind, coalesce(sum(p.amount), 0) AS amount
        FROM ledger_transactions t
          JOIN ledger_postings p ON p.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = p.account_id
          JOIN members m ON m.id = a.member_id
        WHERE t.merchant_id = ${range.merchantId}
          AND t.kind IN ('agent_rebate', 'agent_salary', 'agent_dividend')
          AND t.created_at >= ${start} AND t.created_at < ${end} AND p.amount > 0
        GROUP BY m.account, t.kind`);
    },
  };
}
