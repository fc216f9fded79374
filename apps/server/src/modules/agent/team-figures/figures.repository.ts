import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { FIGURE_COLUMNS } from '@/db/schema/team-stats.js';
import type { FigureRow } from './day-figures.js';

const columns = sql.raw(FIGURE_COLUMNS.map((c) => `"${c}"`).join(', '));
const sums = sql.raw(FIGURE_COLUMNS.map((c) => `sum("${c}") AS "${c}"`).join(', '));

type Range = { startDate: string; endDate: string };

function numbers(row: Record<string, unknown>): FigureRow {
  return Object.fromEntries(FIGURE_COLUMNS.map((c) => [c, Number(row[c] ?? 0)]));
}

/** The day tables' reads: a team's days, a member's days, sums over ranges, members online. */
export function createFiguresRepository(db: DbOrTx) {
  const byDay = async (query: SQL) =>
    new Map(
      rowsOf<Record<string, unknown>>(await db.execute(query)).map((row) => [
        String(row.day),
        numbers(row),
      ]),
    );

  return {
    /** An agent's team days in the range (its whole team, or its direct downlines). */
    teamDays: (agentId: number, direct: boolean, range: Range) =>
      byDay(sql`
        SELECT day::text AS day, ${columns} FROM team_day_stats
        WHERE agent_id = ${agentId} AND direct = ${direct}
          AND day BETWEEN ${range.startDate}::date AND ${range.endDate}::date`),

    /** A member's own days in the range. */
    memberDays: (memberId: number, range: Range) =>
      byDay(sql`
        SELECT day::text AS day, ${columns} FROM member_day_stats
        WHERE member_id = ${memberId}
          AND day BETWEEN ${range.startDate}::date AND ${range.endDate}::date`),

    /**
     * Each member's own figures plus its whole team's over the range, summed (ODSFE2_TeamPNL's
     * rows); a member without any is absent.
     */
    async ownAndTeamSums(memberIds: readonly number[], range: Range) {
      if (memberIds.length === 0) return new Map<number, FigureRow>();
      const ids = sql`${`{${memberIds.join(',')}}`}::bigint[]`;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT id, ${sums} FROM (
            SELECT member_id AS id, ${columns} FROM member_day_stats
            WHERE member_id = ANY(${ids})
              AND day BETWEEN ${range.startDate}::date AND ${range.endDate}::date
            UNION ALL
            SELECT agent_id AS id, ${columns} FROM team_day_stats
            WHERE agent_id = ANY(${ids}) AND NOT direct
              AND day BETWEEN ${range.startDate}::date AND ${range.endDate}::date
          ) AS both_sides
          GROUP BY id`),
      );
      return new Map(rows.map((row) => [Number(row.id), numbers(row)]));
    },

    /**
     * Members of the team under `prefix` (or the direct downlines of `agentId`) who logged in,
     * bet and deposited on any day of the range, each counted once however many days (the day
     * rows count a member once a day, so their sum counts it once per day). Each day of the range
     * is one range scan of the day rows' (day, path) index, whose rows carry the member and its
     * three counters (migration 0042), so the members of a team of 100,000 are never all read.
     */
    async distinctMembers(
      team: { prefix: string; direct: boolean },
      range: Range,
    ): Promise<{ logins: number; bettors: number; depositors: number }> {
      // A direct downline's path is the agent's team prefix itself; a member at any depth's
      // starts with it ('/' sorts just before '0', so the prefix's range ends at "…0").
      const inTeam = team.direct
        ? sql`s.path = ${team.prefix}`
        : sql`s.path ~>=~ ${team.prefix} AND s.path ~<~ (rtrim(${team.prefix}, '/') || '0')`;
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE l > 0)::int AS logins,
            count(*) FILTER (WHERE b > 0)::int AS bettors,
            count(*) FILTER (WHERE d > 0)::int AS depositors
          FROM (
            SELECT s.member_id, sum(s.logins) AS l, sum(s.bettors) AS b, sum(s.depositors) AS d
            -- Day offsets as integers: the planner then knows there are as many as the days.
            FROM generate_series(0, ${range.endDate}::date - ${range.startDate}::date) AS g(n)
            CROSS JOIN LATERAL (
              SELECT s.member_id, s.logins, s.bettors, s.depositors FROM member_day_stats s
              WHERE s.day = ${range.startDate}::date + g.n AND ${inTeam}
            ) AS s
            GROUP BY s.member_id
          ) AS each_member`),
      );
      return {
        logins: Number(row?.logins ?? 0),
        bettors: Number(row?.bettors ?? 0),
        depositors: Number(row?.depositors ?? 0),
      };
    },

    /** Members of an agent's team (or its direct downlines) online now (rollup.ts refreshes it). */
    async online(agentId: number, direct: boolean): Promise<number> {
      const [row] = rowsOf<{ n: unknown }>(
        await db.execute(
          sql`SELECT online AS n FROM team_online WHERE agent_id = ${agentId} AND direct = ${direct}`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Members under each prefix, every depth (the team P&L rows' team sizes). A path under
     * "/1/7/" sorts, byte by byte, from "/1/7/" to before "/1/70" ('/' comes just before '0'):
     * a range the path index (text_pattern_ops) answers, which a LIKE on a column's value is not.
     */
    async teamSizes(merchantId: number, prefixes: readonly string[]): Promise<number[]> {
      if (prefixes.length === 0) return [];
      const list = sql`${`{${prefixes.map((p) => `"${p}"`).join(',')}}`}::text[]`;
      const rows = rowsOf<{ i: unknown; n: unknown }>(
        await db.execute(sql`
          SELECT p.i::int AS i, (
            SELECT count(*) FROM members m
            WHERE m.merchant_id = ${merchantId}
              AND m.path ~>=~ p.prefix AND m.path ~<~ (rtrim(p.prefix, '/') || '0')
          )::int AS n
          FROM unnest(${list}) WITH ORDINALITY AS p(prefix, i)`),
      );
      const sizes = new Array<number>(prefixes.length).fill(0);
      for (const row of rows) sizes[Number(row.i) - 1] = Number(row.n);
      return sizes;
    },
  };
}

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;
