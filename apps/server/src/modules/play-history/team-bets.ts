import type { Language, TeamBetGame, TeamBetStatus } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';

/**
 * Which bets of a team: the members under the team prefix (agent/scope.ts), or one of them, in
 * [from, to), of one game and one status when given.
 */
export type TeamBetFilter = {
  merchantId: number;
  /** The team's path prefix ("/1/7/42/"): every member whose path starts with it. */
  prefix: string;
  memberId?: number | undefined;
  game?: TeamBetGame | undefined;
  status?: TeamBetStatus | undefined;
  from: Date;
  to: Date;
};

/** One bet as the team's list reads it (minor units). */
export type TeamBetRow = {
  game: TeamBetGame;
  id: number;
  gameName: string;
  customerName: string;
  directAgentName: string;
  numero: string;
  bet: number;
  validBet: number;
  win: number;
  betTime: Date;
  settleTime: Date | null;
  status: TeamBetStatus;
  /** Lottery: its bets ("DIGIT#1 7, BIG_SMALL BIG"); in-house: the outcome's JSON; else ''. */
  content: string;
};

export type TeamBetTotals = { count: number; bet: number; validBet: number; win: number };

/** Whether the filter's game asks for the bets of `table`: dice and slot are in-house bets. */
const wants = (f: TeamBetFilter, table: 'inhouse' | 'lottery' | 'vendor') =>
  f.game === undefined ||
  (table === 'inhouse' ? f.game === 'dice' || f.game === 'slot' : f.game === table);

const inTeam = (f: TeamBetFilter, member: SQL) =>
  f.memberId === undefined
    ? sql`${member} IN (SELECT m.id FROM members m WHERE m.merchant_id = ${f.merchantId} AND m.path LIKE ${`${f.prefix}%`})`
    : sql`${member} = ${f.memberId}`;

/**
 * The team's bets of every game as one set: in-house bets (one row each, settled as they are
 * made), providers' rounds (one row each, open until the provider's credit settles them) and
 * lottery orders (one row per order: its bets on one draw, their stakes, valid stakes
 * and wins summed; open while one bet is, cancelled or refunded when all were, else won when one
 * won). Each table through its merchant-and-time index, the team as a semi-join on the path
 * prefix index. `newest`: only each table's newest that many (a page reads no further than its
 * end): each table then walks its time index backwards and stops, where the union as a whole
 * would be read and sorted entire.
 */
function teamBets(f: TeamBetFilter, language: Language, newest?: number): SQL {
  const withStatus = (status: SQL) =>
    f.status === undefined ? sql`TRUE` : sql`${status} = ${f.status}`;
  const newestOf = (time: SQL, id: SQL) =>
    newest === undefined ? sql`` : sql`ORDER BY ${time} DESC, ${id} DESC LIMIT ${newest}`;
  const from = f.from.toISOString();
  const to = f.to.toISOString();
  const inhouse = sql`
    SELECT b.game AS game, b.id, b.member_id, b.created_at AS bet_time, b.stake AS bet,
      CASE WHEN b.valid THEN b.stake ELSE 0 END AS valid_bet, b.payout AS win,
      b.created_at AS settle_time, CASE WHEN b.payout > 0 THEN 'won' ELSE 'lost' END AS status,
      b.id::text AS numero, b.outcome::text AS content, b.game AS game_name
    FROM inhouse_bets b
    WHERE b.merchant_id = ${f.merchantId} AND b.created_at >= ${from} AND b.created_at < ${to}
      AND ${inTeam(f, sql`b.member_id`)}
      AND ${f.game === undefined ? sql`TRUE` : sql`b.game = ${f.game}`}
      AND ${withStatus(sql`CASE WHEN b.payout > 0 THEN 'won' ELSE 'lost' END`)}
    ${newestOf(sql`b.created_at`, sql`b.id`)}`;
  const lottery = sql`
    SELECT 'lottery' AS game, o.id, o.member_id, o.created_at AS bet_time, s.bet, s.valid_bet,
      s.win, s.settle_time, s.status, d.numero, s.content, g.names ->> ${language} AS game_name
    FROM lottery_orders o
      JOIN lottery_draws d ON d.id = o.draw_id
      JOIN lottery_games g ON g.id = d.game_id
      CROSS JOIN LATERAL (
        SELECT
          coalesce(sum(x.stake) FILTER (WHERE x.status NOT IN ('cancelled', 'refunded')), 0) AS bet,
          coalesce(sum(x.stake) FILTER (WHERE x.valid), 0) AS valid_bet,
          coalesce(sum(x.payout) FILTER (WHERE x.status = 'won'), 0) AS win,
          CASE WHEN bool_or(x.status = 'open') THEN NULL ELSE max(x.settled_at) END AS settle_time,
          CASE
            WHEN bool_or(x.status = 'open') THEN 'open'
            WHEN bool_and(x.status = 'cancelled') THEN 'cancelled'
            WHEN bool_and(x.status IN ('cancelled', 'refunded')) THEN 'refunded'
            WHEN bool_or(x.status = 'won') THEN 'won'
            ELSE 'lost'
          END AS status,
          string_agg(x.bet_type || coalesce('#' || x.position, '') || ' ' || x.pick, ', ' ORDER BY x.id) AS content
        FROM lottery_suborders x WHERE x.order_id = o.id
      ) s
    WHERE o.merchant_id = ${f.merchantId} AND o.created_at >= ${from} AND o.created_at < ${to}
      AND ${inTeam(f, sql`o.member_id`)}
      AND ${withStatus(sql`s.status`)}
    ${newestOf(sql`o.created_at`, sql`o.id`)}`;
  const vendorStatus = sql`CASE WHEN v.status <> 'settled' THEN v.status WHEN v.payout > 0 THEN 'won' ELSE 'lost' END`;
  const vendor = sql`
    SELECT 'vendor' AS game, v.id, v.member_id, v.created_at AS bet_time, v.stake AS bet,
      CASE WHEN v.valid THEN v.stake ELSE 0 END AS valid_bet, v.payout AS win,
      v.settled_at AS settle_time, ${vendorStatus} AS status, v.round_id AS numero,
      '' AS content, coalesce(gv.name, v.round_id) AS game_name
    FROM vendor_rounds v LEFT JOIN games gv ON gv.id = v.game_id
    WHERE v.merchant_id = ${f.merchantId} AND v.created_at >= ${from} AND v.created_at < ${to}
      AND ${inTeam(f, sql`v.member_id`)}
      AND ${withStatus(vendorStatus)}
    ${newestOf(sql`v.created_at`, sql`v.id`)}`;
  const parts = [
    ...(wants(f, 'inhouse') ? [inhouse] : []),
    ...(wants(f, 'lottery') ? [lottery] : []),
    ...(wants(f, 'vendor') ? [vendor] : []),
  ];
  return sql`SELECT * FROM (${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION ALL `,
  )}) r`;
}

/**
 * How many bets the filter (without a status) matches, counting at most `cap` + 1: each table's
 * rows by its merchant-and-time index, without the lottery's per-order sums, stopping early.
 */
function teamBetCount(f: TeamBetFilter, cap: number): SQL {
  const from = f.from.toISOString();
  const to = f.to.toISOString();
  const inhouse = sql`
    SELECT 1 FROM inhouse_bets b
    WHERE b.merchant_id = ${f.merchantId} AND b.created_at >= ${from} AND b.created_at < ${to}
      AND ${inTeam(f, sql`b.member_id`)}
      AND ${f.game === undefined ? sql`TRUE` : sql`b.game = ${f.game}`}`;
  const lottery = sql`
    SELECT 1 FROM lottery_orders o
    WHERE o.merchant_id = ${f.merchantId} AND o.created_at >= ${from} AND o.created_at < ${to}
      AND ${inTeam(f, sql`o.member_id`)}`;
  const vendor = sql`
    SELECT 1 FROM vendor_rounds v
    WHERE v.merchant_id = ${f.merchantId} AND v.created_at >= ${from} AND v.created_at < ${to}
      AND ${inTeam(f, sql`v.member_id`)}`;
  const parts = [
    ...(wants(f, 'inhouse') ? [inhouse] : []),
    ...(wants(f, 'lottery') ? [lottery] : []),
    ...(wants(f, 'vendor') ? [vendor] : []),
  ];
  return sql`SELECT count(*)::int AS count FROM (${sql.join(parts, sql` UNION ALL `)} LIMIT ${cap + 1}) r`;
}

type RawRow = {
  game: TeamBetGame;
  id: string | number;
  game_name: string | null;
  customer_name: string;
  agent_name: string | null;
  numero: string;
  bet: string | number;
  valid_bet: string | number;
  win: string | number;
  bet_time: string | Date;
  settle_time: string | Date | null;
  status: TeamBetStatus;
  content: string | null;
};

/** SQL of team betting (ODSFE2_lottTeamBet): a page, newest first, and the totals. */
export function createTeamBets(db: DbOrTx) {
  return {
    async teamBetPage(
      f: TeamBetFilter,
      language: Language,
      offset: number,
      limit: number,
    ): Promise<TeamBetRow[]> {
      const result = await db.execute(sql`
        WITH page AS (${teamBets(f, language, offset + limit)} ORDER BY bet_time DESC, id DESC LIMIT ${limit} OFFSET ${offset})
        SELECT page.*, m.account AS customer_name, u.account AS agent_name
        FROM page JOIN members m ON m.id = page.member_id LEFT JOIN members u ON u.id = m.upline_id
        ORDER BY page.bet_time DESC, page.id DESC`);
      return rowsOf<RawRow>(result).map((row) => ({
        game: row.game,
        id: Number(row.id),
        gameName: row.game_name ?? row.game,
        customerName: row.customer_name,
        directAgentName: row.agent_name ?? '',
        numero: row.numero,
        bet: Number(row.bet),
        validBet: Number(row.valid_bet),
        win: Number(row.win),
        betTime: new Date(row.bet_time),
        settleTime: row.settle_time === null ? null : new Date(row.settle_time),
        status: row.status,
        content: row.content ?? '',
      }));
    },

    /** The bets the filter (its status ignored) matches, at most `cap` + 1 (more: "over cap"). */
    async teamBetCount(f: TeamBetFilter, cap: number): Promise<number> {
      const [row] = rowsOf<{ count: number | string }>(await db.execute(teamBetCount(f, cap)));
      return Number(row?.count ?? 0);
    },

    async teamBetTotals(f: TeamBetFilter): Promise<TeamBetTotals> {
      const result = await db.execute(sql`
        SELECT count(*)::int AS count, coalesce(sum(bet), 0)::text AS bet,
          coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(win), 0)::text AS win
        FROM (${teamBets(f, 'EN')}) t`);
      const [row] = rowsOf<{ count: number | string; bet: string; valid_bet: string; win: string }>(
        result,
      );
      return {
        count: Number(row?.count ?? 0),
        bet: Number(row?.bet ?? 0),
        validBet: Number(row?.valid_bet ?? 0),
        win: Number(row?.win ?? 0),
      };
    },
  };
}

export type TeamBets = ReturnType<typeof createTeamBets>;
