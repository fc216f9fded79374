import {
  DAY_MS,
  relayPath,
  siteDayKey,
  teamKpiARelay,
  teamKpiBRelay,
  teamPnlRelay,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { seedIfEmpty } from '@/db/seed/index.js';
import { createAgentScope } from '@/modules/agent/scope.js';
import { createRollup, createTeamFigures } from '@/modules/agent/team-figures/index.js';
import { tokenFor } from '../test/ledger-fixtures.js';
import { benchApp } from './bench-db.js';
import { latency, quantiles } from './latency.js';
import { betRows, copyInto, memberRows, rollUpBets, sessionRows, type Tree } from './team-data.js';

/**
 * The team figures at scale (issue 26 "Scoped, and fast at scale"): a fresh PostgreSQL database
 * with BENCH_TEAM_MEMBERS members (1,000,000) in a tree where one agent has a team of 100,000,
 * BENCH_TEAM_BETS bets (10,000,000) over 90 days and 20,000 members online, loaded with COPY;
 * the roll-ups built (registrations and logins through the roll-up itself, the bets' days in
 * two set-based statements); then, through the whole app, p50/p95 of the big agent's team
 * overview over 31 days (budget 50 ms), its four home counters (20 ms), the direct downlines'
 * overview and the first page of its team P&L. Opt-in (it takes minutes): BENCH_TEAM=1 with
 * BENCH_DATABASE_URL; BENCH_TEAM_KEEP=1 keeps the database (its name is printed), BENCH_TEAM_DB=<name> measures a kept
 * one again without loading.
 */
const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 1_000_000);
const BETS = Number(process.env.BENCH_TEAM_BETS ?? 10_000_000);
const ONLINE = 20_000;
const SAMPLES = 300;
const adminUrl = process.env.BENCH_DATABASE_URL;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  say(`  ${label.padEnd(58)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  return result;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function run(url: string): Promise<void> {
  const kept = process.env.BENCH_TEAM_DB;
  const name = kept ?? `bench_team_${Date.now()}`;
  if (!kept) await admin(url, `CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dbUrl = target.toString();
  const database = await openDatabase({ databaseUrl: dbUrl });
  try {
    say(`PostgreSQL database ${name}: ${MEMBERS} members, ${BETS} bets`);
    if (kept) await reuse(database);
    else await load(database, dbUrl);
    await measure(database);
  } finally {
    await database.close();
    if (kept || process.env.BENCH_TEAM_KEEP === '1') say(`kept ${name}`);
    else await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** A database an earlier run kept (BENCH_TEAM_DB): its members online again now, counted. */
async function reuse(database: Database): Promise<void> {
  const { db } = database;
  const [row] = rowsOf<{ merchant: unknown; big: unknown }>(
    await db.execute(sql`
      SELECT (SELECT id FROM merchants WHERE code = 'DEMO') AS merchant,
             (SELECT min(id) FROM members WHERE account LIKE 'tb%') AS big`),
  );
  merchantId = Number(row?.merchant);
  tree = { bigAgent: Number(row?.big), first: Number(row?.big), last: 0, players: [] };
  await db.execute(
    sql`UPDATE sessions SET last_seen_at = now() WHERE token_hash LIKE 'bench-session-%'`,
  );
  await timed('roll-up (and the members online recounted)', () => createRollup(db).flush());
}

let tree: Tree = { bigAgent: 0, first: 0, last: 0, players: [] };
let merchantId = 0;

async function load(database: Database, url: string): Promise<void> {
  const { db } = database;
  await seedIfEmpty(db);
  const now = Date.now();
  const [row] = rowsOf<{ merchant: unknown; next: unknown }>(
    await db.execute(sql`
      SELECT (SELECT id FROM merchants WHERE code = 'DEMO') AS merchant,
             (SELECT coalesce(max(id), 0) + 1 FROM members) AS next`),
  );
  merchantId = Number(row?.merchant);
  const first = Number(row?.next);
  tree = { bigAgent: 0, first, last: 0, players: [] };
  const shape = { members: MEMBERS, bigTeam: Math.round(MEMBERS / 10), bigSubs: 100 };
  await timed(`COPY ${MEMBERS} members (a journal row each: registrations)`, () =>
    copyInto(
      url,
      'members',
      [
        'id',
        'merchant_id',
        'account',
        'account_key',
        'password_hash',
        'type',
        'upline_id',
        'path',
        'reg_date',
      ],
      memberRows(shape, merchantId, first, now, tree),
    ),
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('members', 'id'), ${tree.last})`);
  await db.execute(
    sql.raw(`CREATE UNLOGGED TABLE bench_bets (member_id bigint, day date,
    category text, stake bigint, win bigint, valid boolean)`),
  );
  await timed(`COPY ${BETS} bets`, () =>
    copyInto(
      url,
      'bench_bets',
      ['member_id', 'day', 'category', 'stake', 'win', 'valid'],
      betRows(BETS, tree.players, now),
    ),
  );
  await timed(`COPY ${ONLINE} sessions seen in the last 5 minutes (logins)`, () =>
    copyInto(
      url,
      'sessions',
      ['token_hash', 'member_id', 'merchant_id', 'created_at', 'last_seen_at', 'expires_at'],
      sessionRows(ONLINE, merchantId, tree, now),
    ),
  );
  const rollup = createRollup(db);
  const events = await timed('roll-up of the journal (registrations, logins)', () =>
    rollup.flush(),
  );
  say(`    ${events} journal events folded`);
  await timed("the bets' member days and team days (set-based)", () => rollUpBets(db));
  await timed('VACUUM ANALYZE', async () => {
    for (const table of ['members', 'sessions', 'member_day_stats', 'team_day_stats']) {
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
  });
  const [sizes] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM members)::int AS members,
        (SELECT count(*) FROM bench_bets)::int AS bets,
        (SELECT count(*) FROM member_day_stats)::int AS member_days,
        (SELECT count(*) FROM team_day_stats)::int AS team_days,
        (SELECT count(*) FROM members WHERE path LIKE ${`/${tree.bigAgent}/%`})::int AS big_team`),
  );
  say(`  rows: ${JSON.stringify(sizes)}`);
}

async function measure(database: Database): Promise<void> {
  const app = await benchApp(database);
  try {
    const token = await tokenFor(database.db, {
      id: tree.bigAgent,
      merchantId,
      account: `tb${tree.bigAgent}`,
    });
    const headers = { authorization: token, merchant: 'DEMO' };
    const today = siteDayKey(Date.now());
    const month = `startDate=${siteDayKey(Date.now() - 30 * DAY_MS)}&endDate=${today}`;
    const reads: [string, string, number | undefined][] = [
      [
        'team overview, 31 days (ODSFE2_TeamKPIB)',
        `${relayPath(teamKpiBRelay)}?${month}&size=31`,
        50,
      ],
      [
        'home counters, today (ODSFE2_TeamKPIA size 0)',
        `${relayPath(teamKpiARelay)}?startDate=${today}&endDate=${today}&size=0`,
        20,
      ],
      [
        'direct downlines overview, 31 days',
        `${relayPath(teamKpiBRelay)}?${month}&size=31&scope=direct`,
        undefined,
      ],
      [
        'team P&L, 31 days, first 20 downlines',
        `${relayPath(teamPnlRelay)}?${month}&size=20`,
        undefined,
      ],
    ];
    say(
      `Through the app, agent ${tree.bigAgent} (team of ${Math.round(MEMBERS / 10)}), ${SAMPLES} calls each:`,
    );
    for (const [label, url, budget] of reads) {
      const { p50, p95 } = await latency(app, url, headers, SAMPLES);
      const verdict =
        budget === undefined
          ? ''
          : p95 <= budget
            ? `  PASS (≤ ${budget} ms)`
            : `  FAIL (> ${budget} ms)`;
      if (budget !== undefined && p95 > budget) process.exitCode = 1;
      say(
        `  ${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${verdict}`,
      );
    }
    await serviceLatency(database, today, siteDayKey(Date.now() - 30 * DAY_MS));
  } finally {
    await app.close();
  }
}

/** p50 and p95 (ms) of `samples` sequential runs of `call`, after 20 to warm up. */
async function percentiles(call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i += 1) {
    const started = performance.now();
    await call();
    if (i >= 20) times.push(performance.now() - started);
  }
  const { p50, p95 } = quantiles(times);
  return `p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`;
}

/** The same reads without HTTP, routing and the session: the service and its SQL alone. */
async function serviceLatency(database: Database, today: string, monthAgo: string) {
  const { db } = database;
  const figures = createTeamFigures({ db, scope: createAgentScope(db) });
  const caller = { memberId: tree.bigAgent, merchantId, type: 1 };
  const query = { page: 1, scope: 'team' as const };
  say('The service alone (no HTTP, no session):');
  const overview = await percentiles(() =>
    figures.overview(caller, { ...query, startDate: monthAgo, endDate: today, size: 31 }),
  );
  say(`  ${'team overview, 31 days'.padEnd(46)} ${overview}`);
  const counters = await percentiles(() =>
    figures.counts(caller, { ...query, startDate: today, endDate: today, size: 0 }),
  );
  say(`  ${'home counters, today'.padEnd(46)} ${counters}`);
}

if (process.env.BENCH_TEAM !== '1' || !adminUrl) {
  say(
    'Team figures at scale (1,000,000 members, an agent with 100,000 downlines, 10,000,000 bets): ' +
      'opt-in, several minutes. Run from apps/server:\n' +
      '  BENCH_TEAM=1 BENCH_DATABASE_URL=postgres://user@host:5432/postgres npx tsx bench/team-figures.bench.ts\n' +
      '  (BENCH_TEAM_MEMBERS, BENCH_TEAM_BETS scale it; BENCH_TEAM_KEEP=1 keeps the database)',
  );
} else {
  await run(adminUrl);
}
