import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import type { TeamFigures } from './compute.js';

/** Ledger kinds given to members that a dividend's net loss takes off (bonuses and rebates). */
export const NET_LOSS_BONUS_KINDS = ['rebate', 'promotion_bonus', 'reward', 'agent_rebate'];

/**
 * A downline's team figures over [from, to) (its whole subtree, itself and free-trial accounts
 * left out), read from the bets themselves so any window of the calendar can be asked: an
 * in-house bet counts when placed (it settles at once), a lottery bet when its draw settled it
 * (won or lost), so a bet settled late belongs to the period of its settlement.
 */
export async function teamFiguresOf(
  db: DbOrTx,
  team: { merchantId: number; prefix: string },
  from: Date,
  to: Date,
  activeMinBet: number,
): Promise<TeamFigures> {
  const [start, end] = [
    sql`${from.toISOString()}::timestamptz`,
    sql`${to.toISOString()}::timestamptz`,
  ];
  const kinds = sql.join(
    NET_LOSS_BONUS_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH team AS (
      SELECT id FROM members
      WHERE merchant_id = ${team.merchantId} AND path LIKE ${`${team.prefix}%`} AND type <> 4
    ), bets AS (
      SELECT b.member_id, b.stake, b.payout, b.valid FROM inhouse_bets b
      WHERE b.member_id IN (SELECT id FROM team) AND b.created_at >= ${start} AND b.created_at < ${end}
      UNION ALL
      SELECT s.member_id, s.stake, s.payout, s.valid FROM lottery_suborders s
      WHERE s.member_id IN (SELECT id FROM team) AND s.status IN ('won', 'lost')
        AND s.settled_at >= ${start} AND s.settled_at < ${end}
    ), per_member AS (
      SELECT member_id, sum(CASE WHEN valid THEN stake ELSE 0 END) AS valid_bet,
        sum(stake - payout) AS loss
      FROM bets GROUP BY member_id
    )
    SELECT
      coalesce((SELECT sum(valid_bet) FROM per_member), 0)::text AS valid_bet,
      (SELECT count(*) FROM per_member WHERE valid_bet > 0 AND valid_bet >= ${activeMinBet})::int
        AS active,
      coalesce((SELECT sum(loss) FROM per_member), 0)::text AS loss,
      coalesce((
        SELECT sum(p.amount) FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE a.member_id IN (SELECT id FROM team) AND p.amount > 0
          AND t.kind IN (${kinds}) AND t.created_at >= ${start} AND t.created_at < ${end}
      ), 0)::text AS bonuses
  `);
  const [row] = rowsOf<{ valid_bet: string; active: number; loss: string; bonuses: string }>(
    result,
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    activeMembers: row?.active ?? 0,
    netLoss: Number(row?.loss ?? 0) - Number(row?.bonuses ?? 0),
  };
}
