import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { GAME_CATEGORIES, siteDayKey } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { categoryColumn } from '@/db/schema/team-stats.js';
import { TEAM_DAYS_OF_MEMBER_DAYS } from '@/modules/agent/team-figures/index.js';

/**
 * The team bench's data (bench/team-figures.bench.ts): a merchant's member tree and its bets,
 * streamed into PostgreSQL with COPY (through psql), and the day roll-ups those bets make.
 */

const DAY_MS = 86_400_000;

/** A seeded random (a run is the same data every time). */
export function seededRandom(seed = 20_261_128) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** COPY `table` (`columns`) FROM STDIN, the rows' CSV lines streamed into psql. */
export async function copyInto(
  url: string,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<number> {
  const child = spawn(
    'psql',
    [
      url,
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const exited = once(child, 'exit');
  let count = 0;
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    count += 1;
    if (chunk.length > 1 << 16) {
      if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
      chunk = '';
    }
  }
  child.stdin.end(chunk);
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`COPY ${table}: psql exited with ${code}`);
  return count;
}

export type TreeShape = {
  /** Members in all (about). */
  members: number;
  /** The big agent's team size (every depth). */
  bigTeam: number;
  /** Sub-agents under the big agent (its direct downlines). */
  bigSubs: number;
};

export type Tree = { bigAgent: number; first: number; last: number; players: number[] };

/**
 * The tree: one big agent (type 1) with `bigSubs` sub-agents under it, each with an equal share
 * of the rest of its `bigTeam` as players; the other members are top agents of 10,000 each (100
 * sub-agents of 99 players). Registered over the last 120 days.
 */
export function* memberRows(
  shape: TreeShape,
  merchantId: number,
  first: number,
  now: number,
  tree: Tree,
): Generator<string> {
  const random = seededRandom(7);
  let id = first;
  const row = (type: number, upline: number | null, path: string) => {
    const at = new Date(now - Math.floor(random() * 120 * DAY_MS)).toISOString();
    if (type === 0) tree.players.push(id);
    return `${id},${merchantId},tb${id},tb${id},bench,${type},${upline ?? ''},${path},${at}`;
  };
  /** A top agent at the root with `subs` sub-agents of `perSub` players. */
  function* team(subs: number, perSub: number): Generator<string> {
    const top = id;
    yield row(1, null, '/');
    id += 1;
    for (let s = 0; s < subs; s += 1) {
      const sub = id;
      yield row(2, top, `/${top}/`);
      id += 1;
      for (let p = 0; p < perSub; p += 1) {
        yield row(0, sub, `/${top}/${sub}/`);
        id += 1;
      }
    }
  }
  tree.bigAgent = id;
  yield* team(shape.bigSubs, Math.floor((shape.bigTeam - shape.bigSubs) / shape.bigSubs));
  while (id - first < shape.members) yield* team(100, 99);
  tree.last = id - 1;
}

const CATEGORY_WEIGHTS: readonly [string, number][] = [
  ['lottery', 0.35],
  ['slots', 0.25],
  ['live', 0.15],
  ['cards', 0.1],
  ['sports', 0.08],
  ['fish', 0.05],
  ['elottery', 0.02],
];

/**
 * `count` bets over the last 90 days by a quarter of the players (the active ones), a handful
 * a day each: member, day, category, stake, win, valid.
 */
export function* betRows(count: number, players: readonly number[], now: number) {
  const random = seededRandom(11);
  const active = players.filter((_, i) => i % 4 === 0);
  let member = 0;
  let day = '';
  for (let i = 0; i < count; i += 1) {
    // A member's bets of a day come together: 5 on average.
    if (i % 5 === 0) {
      member = active[Math.floor(random() * active.length)] ?? 0;
      day = siteDayKey(now - Math.floor(random() * 90) * DAY_MS);
    }
    let roll = random();
    const category = CATEGORY_WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'lottery';
    const stake = 100 * (1 + Math.floor(random() * 100));
    const win = random() < 0.45 ? stake * 2 : 0;
    yield `${member},${day},${category},${stake},${win},${random() < 0.9 ? 't' : 'f'}`;
  }
}

/** `count` sessions seen within the last 5 minutes, of random members (the site's online ones). */
export function* sessionRows(count: number, merchantId: number, tree: Tree, now: number) {
  const random = seededRandom(13);
  const span = tree.last - tree.first + 1;
  for (let i = 0; i < count; i += 1) {
    const member = tree.first + Math.floor(random() * span);
    const seen = new Date(now - Math.floor(random() * 300_000)).toISOString();
    const expires = new Date(now + 7 * DAY_MS).toISOString();
    yield `bench-session-${i},${member},${merchantId},${seen},${seen},${expires}`;
  }
}

const sums = (alias: string) =>
  GAME_CATEGORIES.flatMap((category) => [
    `sum(${alias}.stake) FILTER (WHERE ${alias}.category = '${category}') AS ${categoryColumn(category, 'bet')}`,
    `sum(${alias}.stake) FILTER (WHERE ${alias}.category = '${category}' AND ${alias}.valid) AS ${categoryColumn(category, 'valid')}`,
    `sum(${alias}.win) FILTER (WHERE ${alias}.category = '${category}') AS ${categoryColumn(category, 'win')}`,
  ]).join(',\n      ');
const playColumns = GAME_CATEGORIES.flatMap((c) =>
  (['bet', 'valid', 'win'] as const).map((f) => categoryColumn(c, f)),
);
const coalesced = (alias: string) =>
  playColumns.map((c) => `coalesce(${alias}.${c}, 0)`).join(', ');
const addOnConflict = (table: string) =>
  [...playColumns, 'bettors'].map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

/**
 * What the roll-up makes of the bench's bets, built in two set-based statements (the journal
 * would carry 25,000,000 events for them): each member's day, then every ancestor's team day and
 * the upline's direct day, a bettor counted once a member-day.
 */
export async function rollUpBets(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE UNLOGGED TABLE bench_member_days AS
    SELECT b.member_id, b.day, ${sums('b')}, 1 AS bettors
    FROM bench_bets b GROUP BY b.member_id, b.day`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO member_day_stats (member_id, day, path, ${playColumns.join(', ')}, bettors)
    SELECT d.member_id, d.day, mb.path, ${coalesced('d')}, d.bettors FROM bench_member_days d
    JOIN members mb ON mb.id = d.member_id
    ORDER BY d.member_id, d.day
    ON CONFLICT (member_id, day) DO UPDATE SET ${addOnConflict('member_day_stats')}`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO team_day_stats (agent_id, direct, day, ${playColumns.join(', ')}, bettors)
    SELECT up.agent_id, v.direct, d.day, ${playColumns.map((c) => `sum(coalesce(d.${c}, 0))`).join(', ')}, sum(d.bettors)
    FROM bench_member_days d
    ${TEAM_DAYS_OF_MEMBER_DAYS}
    ON CONFLICT (agent_id, direct, day) DO UPDATE SET ${addOnConflict('team_day_stats')}`),
  );
  await db.execute(sql.raw('DROP TABLE bench_member_days'));
}
