import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { COUNT_FIGURES, FIGURE_COLUMNS } from '@/db/schema/team-stats.js';
import { FIGURE_OF_KIND } from './figure-kinds.js';

/**
 * The roll-up of the team figures (db/schema/team-stats.ts): journal rows into members' days and
 * every ancestor's team days, one batch per statement. One roller at a time (a transaction-level
 * advisory lock), so the day rows have a single writer and no two rollers deadlock; bets never
 * touch these rows, they only append to the journal.
 */

/** The advisory lock the roller holds while it writes day rows. */
const ROLLUP_LOCK = 727_100_001;
/** Journal rows a statement takes. */
export const ROLLUP_BATCH = 20_000;

const ident = (name: string) => sql.raw(`"${name}"`);
const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
const kindsWhere = (pick: (kind: string) => boolean) =>
  Object.keys(FIGURE_OF_KIND).filter((kind) => pick(kind));

const MONEY_COLUMNS = FIGURE_COLUMNS.filter(
  (name) => !(COUNT_FIGURES as readonly string[]).includes(name),
);

/** The member-day sums of the taken rows, per column (money) and per counter (events). */
function aggregates(): SQL {
  const money = MONEY_COLUMNS.map((column) => {
    const plus = kindsWhere((kind) => {
      const m = FIGURE_OF_KIND[kind]?.money;
      return m?.column === column && m.sign === 1;
    });
    const minus = kindsWhere((kind) => {
      const m = FIGURE_OF_KIND[kind]?.money;
      return m?.column === column && m.sign === -1;
    });
    const parts = [
      plus.length > 0 ? `coalesce(sum(amount) FILTER (WHERE kind IN (${inList(plus)})), 0)` : '0',
      minus.length > 0 ? `coalesce(sum(amount) FILTER (WHERE kind IN (${inList(minus)})), 0)` : '0',
    ];
    return `(${parts[0]} - ${parts[1]})::bigint AS "${column}"`;
  });
  const counters = (['logins', 'bettors', 'depositors', 'registrations'] as const).map(
    (counter) => {
      const kinds = kindsWhere((kind) => FIGURE_OF_KIND[kind]?.counter === counter);
      return `(count(*) FILTER (WHERE kind IN (${inList(kinds)})))::int AS "${counter}"`;
    },
  );
  return sql.raw([...money, ...counters].join(',\n    '));
}
const inList = (values: readonly string[]) =>
  values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');

const columnList = (names: readonly string[]) => sql.join(names.map(ident), sql`, `);
const addExcluded = (table: string) =>
  sql.raw(FIGURE_COLUMNS.map((c) => `"${c}" = ${table}."${c}" + excluded."${c}"`).join(', '));

/**
 * How member days `d` (member_id, day) add up into team days: each member's row counts for every
 * ancestor on its path (up.agent_id, the whole team: direct false) and for its upline's direct
 * downlines (direct true), grouped per agent, kind and day. The roll-up and the bench's bulk build
 * of the day tables (bench/team-data.ts) both use it, so they cannot disagree.
 */
export const TEAM_DAYS_OF_MEMBER_DAYS = `JOIN members mb ON mb.id = d.member_id
  CROSS JOIN LATERAL unnest(string_to_array(btrim(mb.path, '/'), '/')::bigint[]) AS up(agent_id)
  CROSS JOIN LATERAL (VALUES (false), (true)) AS v(direct)
  WHERE NOT v.direct OR up.agent_id = mb.upline_id
  GROUP BY up.agent_id, v.direct, d.day`;

/**
 * One batch: take up to `limit` journal rows (oldest first, skipping rows another roller holds),
 * add them to the members' days (a member's first deposit ever marked once), then add each
 * member-day's delta to every ancestor's team day (and the upline's direct day), where a member
 * counts among the day's logins, bettors and depositors on its first such event of the day.
 * Answers how many journal rows it took.
 */
function batchStatement(limit: number): SQL {
  const money = columnList(MONEY_COLUMNS);
  const moneyOf = (alias: string) =>
    sql.join(
      MONEY_COLUMNS.map((c) => sql.raw(`${alias}."${c}"`)),
      sql`, `,
    );
  const sums = sql.join(
    FIGURE_COLUMNS.map((c) => sql.raw(`sum(d."${c}")`)),
    sql`, `,
  );
  return sql`
WITH taken AS (
  DELETE FROM team_stat_journal
  WHERE id IN (
    SELECT id FROM team_stat_journal ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
  )
  RETURNING member_id, day, kind, amount
),
agg AS (
  SELECT member_id, day,
    ${aggregates()}
  FROM taken
  WHERE kind IN (${literals(Object.keys(FIGURE_OF_KIND))})
  GROUP BY member_id, day
),
firsts AS (
  INSERT INTO member_first_deposits (member_id, day)
  SELECT member_id, min(day) FROM agg WHERE depositors > 0 GROUP BY member_id
  ORDER BY member_id
  ON CONFLICT (member_id) DO NOTHING
  RETURNING member_id, day
),
mem AS (
  INSERT INTO member_day_stats (member_id, day, path, ${money}, logins, bettors, depositors,
    first_deposits, registrations)
  SELECT a.member_id, a.day, mb.path, ${moneyOf('a')}, a.logins, a.bettors, a.depositors,
    (f.member_id IS NOT NULL)::int, a.registrations
  FROM agg a
  JOIN members mb ON mb.id = a.member_id
  LEFT JOIN firsts f ON f.member_id = a.member_id AND f.day = a.day
  ORDER BY a.member_id, a.day
  ON CONFLICT (member_id, day) DO UPDATE SET ${addExcluded('member_day_stats')}
  RETURNING member_id, day, logins, bettors, depositors
),
delta AS (
  SELECT a.member_id, a.day, ${moneyOf('a')},
    (a.logins > 0 AND m.logins = a.logins)::int AS logins,
    (a.bettors > 0 AND m.bettors = a.bettors)::int AS bettors,
    (a.depositors > 0 AND m.depositors = a.depositors)::int AS depositors,
    (f.member_id IS NOT NULL)::int AS first_deposits,
    a.registrations
  FROM agg a
  JOIN mem m ON m.member_id = a.member_id AND m.day = a.day
  LEFT JOIN firsts f ON f.member_id = a.member_id AND f.day = a.day
),
team AS (
  INSERT INTO team_day_stats (agent_id, direct, day, ${columnList(FIGURE_COLUMNS)})
  SELECT up.agent_id, v.direct, d.day, ${sums}
  FROM delta d
  ${sql.raw(TEAM_DAYS_OF_MEMBER_DAYS)}
  ORDER BY up.agent_id, v.direct, d.day
  ON CONFLICT (agent_id, direct, day) DO UPDATE SET ${addExcluded('team_day_stats')}
  RETURNING 1
)
SELECT (SELECT count(*) FROM taken)::int AS taken, (SELECT count(*) FROM team)::int AS team`;
}

/** A team member counts as online while its session was seen this recently (sessions are touched
 * at most once a minute while used). */
export const ONLINE_WINDOW_MS = 10 * 60_000;
/** How often a roller recounts the members online. */
export const ONLINE_REFRESH_MS = 15_000;

/**
 * Members online per agent: the live sessions seen within ONLINE_WINDOW_MS, each member counted
 * once for every ancestor (and its upline's direct count); agents with none left are removed.
 */
const refreshOnline = (now: Date) => sql`
WITH live AS (
  SELECT DISTINCT member_id FROM sessions
  WHERE last_seen_at > ${new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString()}
    AND revoked_at IS NULL AND expires_at > ${now.toISOString()}
),
counts AS (
  SELECT up.agent_id, v.direct, count(*)::int AS online
  FROM live l
  JOIN members mb ON mb.id = l.member_id
  CROSS JOIN LATERAL unnest(string_to_array(btrim(mb.path, '/'), '/')::bigint[]) AS up(agent_id)
  CROSS JOIN LATERAL (VALUES (false), (true)) AS v(direct)
  WHERE NOT v.direct OR up.agent_id = mb.upline_id
  GROUP BY up.agent_id, v.direct
),
gone AS (
  DELETE FROM team_online t
  WHERE NOT EXISTS (SELECT 1 FROM counts c WHERE c.agent_id = t.agent_id AND c.direct = t.direct)
)
INSERT INTO team_online (agent_id, direct, online)
SELECT agent_id, direct, online FROM counts ORDER BY agent_id, direct
ON CONFLICT (agent_id, direct) DO UPDATE SET online = excluded.online
WHERE team_online.online <> excluded.online`;

export type Rollup = {
  /**
   * One batch if no other roller holds the lock (a tick: false when it was busy); answers the
   * journal rows rolled up.
   */
  tick(limit?: number): Promise<number>;
  /**
   * Waits for the lock and rolls up until the journal is empty, then recounts the members
   * online (tests, the bench).
   */
  flush(): Promise<number>;
};

export function createRollup(db: Db, now: () => number = Date.now): Rollup {
  let onlineAt = 0;

  async function batch(limit: number, wait: boolean, online = false): Promise<number> {
    return db.transaction(async (tx) => {
      if (wait) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      } else {
        const [got] = rowsOf<{ got: boolean }>(
          await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ROLLUP_LOCK}) AS got`),
        );
        if (!got?.got) return 0;
      }
      const [row] = rowsOf<{ taken: unknown }>(await tx.execute(batchStatement(limit)));
      if (online || now() - onlineAt >= ONLINE_REFRESH_MS) {
        await tx.execute(refreshOnline(new Date(now())));
        onlineAt = now();
      }
      return Number(row?.taken ?? 0);
    });
  }

  return {
    tick: (limit = ROLLUP_BATCH) => batch(limit, false),
    async flush() {
      let total = 0;
      for (;;) {
        const taken = await batch(ROLLUP_BATCH, true);
        total += taken;
        if (taken < ROLLUP_BATCH) break;
      }
      await batch(0, true, true);
      return total;
    },
  };
}
