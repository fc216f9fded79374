import { GAME_CATEGORIES, type GameCategory } from '@app/contracts';
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigNumber } from './columns.js';

/**
 * The agent centre's team figures (contracts/team-kpi.ts), kept as money moves so a report of a
 * team of 100,000 over 31 days reads 31 rows (modules/agent/team-figures):
 *
 *   1. `team_stat_journal`: one row per figure event, written in the transaction that made it by
 *      triggers (migration 0035): a member's posting of a counted ledger kind (deposit, paid
 *      withdrawal, stake, refund, win, bonus, rebate), a valid bet as it settles (an in-house bet
 *      inserted valid, a lottery bet leaving `open` valid), a login (a session), a registration
 *      (a member). No row is ever updated here, so no bet waits on another's lock.
 *   2. The roll-up (team-figures/rollup.ts) takes journal rows (FOR UPDATE SKIP LOCKED, deleting
 *      them), adds them to `member_day_stats` and, through each member's path, to every
 *      ancestor's `team_day_stats`, counting a member among the day's bettors, depositors and
 *      logins on its first event of the day.
 *
 * Both day tables share the figure columns below; days are the site calendar's (GMT+8).
 */

/** A game category's stake (less refunds), valid stake and wins: `lottery_bet`, … */
export const categoryColumn = (category: GameCategory, figure: 'bet' | 'valid' | 'win') =>
  `${category}_${figure}`;

/** Money that is not play (minor units). */
export const MONEY_FIGURES = ['deposit', 'withdraw', 'bonus', 'rebate'] as const;
/**
 * Counters. On a member's row: the day's events (logins, stakes, deposits; first_deposits and
 * registrations 0 or 1). On a team's row: members, each counted once a day.
 */
export const COUNT_FIGURES = [
  'logins',
  'bettors',
  'depositors',
  'first_deposits',
  'registrations',
] as const;
/** Every figure column, in table order. */
export const FIGURE_COLUMNS: readonly string[] = [
  ...MONEY_FIGURES,
  ...GAME_CATEGORIES.flatMap((category) =>
    (['bet', 'valid', 'win'] as const).map((figure) => categoryColumn(category, figure)),
  ),
  ...COUNT_FIGURES,
];

const isCount = (name: string) => (COUNT_FIGURES as readonly string[]).includes(name);

/** The figure columns of a day row: bigint minor units, integer counters, each 0 to start. */
function figureColumns() {
  return Object.fromEntries(
    FIGURE_COLUMNS.map((name) => [
      name,
      isCount(name)
        ? integer(name).notNull().default(0)
        : bigint(name, { mode: 'number' }).notNull().default(0),
    ]),
  );
}

/** Figure events not yet rolled up (see above); `amount` is signed minor units or 1. */
export const teamStatJournal = pgTable('team_stat_journal', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigNumber().notNull(),
  day: date({ mode: 'string' }).notNull(),
  /** A ledger kind, `valid:<category>`, `login` or `register`. */
  kind: text().notNull(),
  amount: bigNumber().notNull(),
});

/**
 * A member's figures of a day. `path` is the member's (its ancestors, members.path) so a team's
 * members active over a range are counted from this table alone: migration 0042's index
 * `member_day_stats_day_path` on (day, path text_pattern_ops) INCLUDE (member_id, logins, bettors,
 * depositors), written by hand as Drizzle's index builder has no INCLUDE, answers each day of the
 * range with one index-only range scan (figures.repository.ts distinctMembers). It has no default
 * (migration 0043), so a row is never written without it; it stays the member's path when the day
 * was counted. A member the operator moves to another upline (operator/agents) keeps its earlier
 * days with the team that had it; its day of the move still counts it with that team, and the
 * days after with the new one.
 */
export const memberDayStats = pgTable(
  'member_day_stats',
  {
    memberId: bigNumber().notNull(),
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ name: 'member_day_stats_pk', columns: [t.memberId, t.day] })],
);

/**
 * An agent's team figures of a day: its whole subtree (`direct` false) or its direct downlines
 * (`direct` true), the agent itself left out.
 */
export const teamDayStats = pgTable(
  'team_day_stats',
  {
    agentId: bigNumber().notNull(),
    direct: boolean().notNull(),
    day: date({ mode: 'string' }).notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ name: 'team_day_stats_pk', columns: [t.agentId, t.direct, t.day] })],
);

/** The day of each member's first approved deposit (a team's first deposits of a day). */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: bigNumber().primaryKey(),
  day: date({ mode: 'string' }).notNull(),
});

/**
 * Members online now per agent (its whole team, or its direct downlines): refreshed by the roll-up
 * from the sessions seen lately (rollup.ts), so a team of 100,000 reads one row.
 */
export const teamOnline = pgTable(
  'team_online',
  {
    agentId: bigNumber().notNull(),
    direct: boolean().notNull(),
    online: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'team_online_pk', columns: [t.agentId, t.direct] })],
);
