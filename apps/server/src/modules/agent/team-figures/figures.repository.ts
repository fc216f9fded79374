import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { FIGURE_COLUMNS } from '@/db/schema/team-stats.js';
import type { FigureRow } from './day-figures.js';

/** A team member counts as online while its session was seen this recently (sessions are touched
 * at most once a minute while used). */
export const ONLINE_WINDOW_MS = 10 * 60_000;

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
     * Members of a team (path prefix), or the direct downlines of `directOf`, with a live session
     * seen within ONLINE_WINDOW_MS of `now`: from the merchant's recently seen sessions (an index),
     * so a team of 100,000 costs what is online, not its size.
     */
    async online(
      merchantId: number,
      team: { prefix: string } | { directOf: number },
      now: Date,
    ): Promise<number> {
      const since = new Date(now.getTime() - ONLINE_WINDOW_MS);
      const inTeam =
        'prefix' in team
          ? sql`m.path LIKE ${`${team.prefix}%`}`
          : sql`m.upline_id = ${team.directOf}`;
      const [row] = rowsOf<{ n: unknown }>(
        await db.execute(sql`
          SELECT count(DISTINCT s.member_id)::int AS n
          FROM sessions s JOIN members m ON m.id = s.member_id
          WHERE s.merchant_id = ${merchantId} AND s.last_seen_at > ${since.toISOString()}
            AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()} AND ${inTeam}`),
      );
      return Number(row?.n ?? 0);
    },

    /** Members under each prefix, every depth (the team P&L rows' team sizes). */
    async teamSizes(merchantId: number, prefixes: readonly string[]): Promise<number[]> {
      if (prefixes.length === 0) return [];
      const list = sql`${`{${prefixes.map((p) => `"${p}"`).join(',')}}`}::text[]`;
      const rows = rowsOf<{ i: unknown; n: unknown }>(
        await db.execute(sql`
          SELECT p.i::int AS i, (
            SELECT count(*) FROM members m
            WHERE m.merchant_id = ${merchantId} AND m.path LIKE p.prefix || '%'
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
