import { GAME_CATEGORIES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { categoryColumn } from '@/db/schema/team-stats.js';

const sumOf = (figure: 'bet' | 'valid' | 'win') =>
  sql.raw(
    GAME_CATEGORIES.map((c) => `coalesce(sum(s."${categoryColumn(c, figure)}"), 0)`).join(' + '),
  );

type Range = { merchantId: number; day: string; from: Date; to: Date };
const n = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's figures, each one indexed read: money decided in the day from the requests
 * themselves, play from the members' day roll-ups (db/schema/team-stats.ts), queues as they stand.
 */
export function createDashboardRepository(db: Db) {
  return {
    async money({ merchantId, from, to }: Range) {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM members
              WHERE merchant_id = ${merchantId} AND reg_date >= ${from} AND reg_date < ${to}) AS registrations,
            (SELECT count(*) FROM deposit_requests WHERE merchant_id = ${merchantId}
              AND status = 'approved' AND decided_at >= ${from} AND decided_at < ${to}) AS deposits,
            (SELECT coalesce(sum(amount), 0) FROM deposit_requests WHERE merchant_id = ${merchantId}
              AND status = 'approved' AND decided_at >= ${from} AND decided_at < ${to}) AS deposited,
            (SELECT count(*) FROM withdraw_requests WHERE merchant_id = ${merchantId}
              AND status = 'paid' AND decided_at >= ${from} AND decided_at < ${to}) AS withdrawals,
            (SELECT coalesce(sum(amount), 0) FROM withdraw_requests WHERE merchant_id = ${merchantId}
              AND status = 'paid' AND decided_at >= ${from} AND decided_at < ${to}) AS withdrawn`),
      );
      return {
        registrations: n(row?.registrations),
        deposits: { count: n(row?.deposits), amount: n(row?.deposited) },
        withdrawals: { count: n(row?.withdrawals), amount: n(row?.withdrawn) },
      };
    },

    async play({ merchantId, day }: Range) {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT ${sumOf('bet')} AS bets, ${sumOf('valid')} AS valid, ${sumOf('win')} AS wins,
            coalesce(sum(s.first_deposits), 0) AS first_deposits,
            count(*) FILTER (WHERE s.bettors > 0) AS active
          FROM member_day_stats s JOIN members m ON m.id = s.member_id
          WHERE s.day = ${day} AND m.merchant_id = ${merchantId}`),
      );
      return {
        bets: n(row?.bets),
        validBets: n(row?.valid),
        wins: n(row?.wins),
        firstDeposits: n(row?.first_deposits),
        activePlayers: n(row?.active),
      };
    },

    async queues({ merchantId, from, to }: Range) {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM deposit_requests
              WHERE merchant_id = ${merchantId} AND status = 'pending') AS deposits,
            (SELECT count(*) FROM withdraw_requests
              WHERE merchant_id = ${merchantId} AND status IN ('pending', 'processing')) AS withdrawals,
            (SELECT count(DISTINCT w.id) FROM withdraw_requests w
              JOIN money_approvals a ON a.subject = 'withdrawal:' || w.id || ':pay'
              WHERE w.merchant_id = ${merchantId} AND w.status = 'processing') AS second,
            (SELECT count(*) FROM promotion_participations
              WHERE merchant_id = ${merchantId} AND status = 'applying') AS claims,
            (SELECT count(*) FROM feedback WHERE merchant_id = ${merchantId}
              AND created_at >= ${from} AND created_at < ${to}) AS feedback`),
      );
      return {
        deposits: n(row?.deposits),
        withdrawals: n(row?.withdrawals),
        secondApprovals: n(row?.second),
        promotionClaims: n(row?.claims),
        feedback: n(row?.feedback),
      };
    },

    /** Draws 30 s past their time and not drawn: the engine is behind (or stopped). */
    async lottery({ merchantId, from, to }: Range, now: Date) {
      const late = new Date(now.getTime() - 30_000);
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM lottery_draws WHERE merchant_id = ${merchantId}
              AND draw_at < ${late} AND drawn_at IS NULL AND status IN ('scheduled', 'selling', 'locked')) AS late,
            (SELECT count(*) FROM lottery_draws WHERE merchant_id = ${merchantId}
              AND drawn_at >= ${from} AND drawn_at < ${to}) AS today,
            (SELECT max(drawn_at) FROM lottery_draws WHERE merchant_id = ${merchantId}) AS last`),
      );
      const last = row?.last;
      return {
        lateDraws: n(row?.late),
        drawsToday: n(row?.today),
        lastDrawnAt: last ? new Date(last as string | Date).getTime() : null,
      };
    },
  };
}
