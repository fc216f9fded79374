import { DAY_MS, relayPath, siteDayKey, teamBetRelay } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { tokenFor } from '../test/ledger-fixtures.js';
import { benchApp } from './bench-db.js';
import { latency } from './latency.js';
import { copyInto, seededRandom } from './team-data.js';

/**
 * Team betting at scale (issue 26, ODSFE2_lottTeamBet): on a database the team-figures bench kept
 * (BENCH_TEAM_DB, its 1,000,000 members), BENCH_TEAM_INHOUSE_BETS (10,000,000) in-house bets over
 * the last 90 days spread over every player, loaded once with COPY (the bets' triggers off: that
 * bench's day roll-ups are built already, and the journal is not what is measured here); then,
 * through the whole app, p50/p95 of the big agent's team betting over 31 days: the first page,
 * page 50, one member's first page, and the first page of won bets (a status: its totals are summed
 * bet by bet, not read from the roll-ups). Opt-in: BENCH_TEAM=1 with BENCH_DATABASE_URL and
 * BENCH_TEAM_DB.
 */
const BETS = Number(process.env.BENCH_TEAM_INHOUSE_BETS ?? 10_000_000);
const SAMPLES = 100;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The in-house bets' CSV lines: stakes of ₱1–₱100, a win one time in two, over 90 days. */
function* inhouseBetRows(
  count: number,
  players: readonly number[],
  ids: { merchant: number; seed: number; transaction: number },
  now: number,
) {
  const random = seededRandom(20_261_129);
  const outcome = '"{""game"":""dice"",""target"":5000,""direction"":""under"",""roll"":4217}"';
  for (let i = 0; i < count; i += 1) {
    const member = players[Math.floor(random() * players.length)] as number;
    const stake = 100 + Math.floor(random() * 9_900);
    const payout = random() < 0.5 ? stake * 2 : 0;
    const at = new Date(now - Math.floor(random() * 90 * DAY_MS)).toISOString();
    yield [
      ids.merchant,
      member,
      'dice',
      `bench-${i}`,
      stake,
      payout,
      ids.seed,
      'bench',
      i,
      outcome,
      ids.transaction,
      'true',
      at,
    ].join(',');
  }
}

/** Loads the bets unless an earlier run did; answers the big agent and its merchant. */
async function load(database: Database, url: string) {
  const { db } = database;
  const [row] = rowsOf<{ merchant: unknown; big: unknown; bets: unknown }>(
    await db.execute(sql`
      SELECT (SELECT id FROM merchants WHERE code = 'DEMO') AS merchant,
             (SELECT min(id) FROM members WHERE account LIKE 'tb%') AS big,
             (SELECT count(*) FROM inhouse_bets) AS bets`),
  );
  const merchant = Number(row?.merchant);
  const big = Number(row?.big);
  if (Number(row?.bets) >= BETS) return { merchant, big };
  const players = rowsOf<{ id: unknown }>(
    await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchant} AND type = 0`),
  ).map((r) => Number(r.id));
  const [seed] = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      INSERT INTO inhouse_seeds (member_id, server_seed, server_seed_hash, client_seed)
      VALUES (${players[0]}, 'bench', 'bench', 'bench') RETURNING id`),
  );
  const [transaction] = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind)
      VALUES (${merchant}, ${`bench-inhouse-${Date.now()}`}, 'inhouse_stake') RETURNING id`),
  );
  const ids = { merchant, seed: Number(seed?.id), transaction: Number(transaction?.id) };
  await db.execute(sql`ALTER TABLE inhouse_bets DISABLE TRIGGER USER`);
  try {
    const started = performance.now();
    await copyInto(
      url,
      'inhouse_bets',
      [
        'merchant_id',
        'member_id',
        'game',
        'idempotency_key',
        'stake',
        'payout',
        'seed_id',
        'client_seed',
        'nonce',
        'outcome',
        'stake_transaction_id',
        'valid',
        'created_at',
      ],
      inhouseBetRows(BETS, players, ids, Date.now()),
    );
    say(`  COPY ${BETS} in-house bets: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.execute(sql`ALTER TABLE inhouse_bets ENABLE TRIGGER USER`);
  }
  await db.execute(sql`VACUUM ANALYZE inhouse_bets`);
  return { merchant, big };
}

async function measure(database: Database, merchant: number, big: number): Promise<void> {
  const app = await benchApp(database);
  try {
    const token = await tokenFor(database.db, {
      id: big,
      merchantId: merchant,
      account: `tb${big}`,
    });
    const headers = { authorization: token, merchant: 'DEMO' };
    const [member] = rowsOf<{ account: unknown }>(
      await database.db.execute(sql`
        SELECT m.account FROM members m JOIN inhouse_bets b ON b.member_id = m.id
        WHERE m.path LIKE ${`/${big}/%`} LIMIT 1`),
    );
    const [inTeam] = rowsOf<{ n: unknown }>(
      await database.db.execute(sql`
        SELECT count(*) AS n FROM inhouse_bets b JOIN members m ON m.id = b.member_id
        WHERE m.path LIKE ${`/${big}/%`} AND b.created_at > now() - interval '31 days'`),
    );
    const month = `startDate=${siteDayKey(Date.now() - 30 * DAY_MS)}&endDate=${siteDayKey(Date.now())}`;
    const base = `${relayPath(teamBetRelay)}?${month}`;
    say(`Team betting of agent ${big}: ${Number(inTeam?.n)} of its team's bets in 31 days`);
    const reads: [string, string][] = [
      ['first page, every game, 31 days', base],
      ['page 50', `${base}&pageNo=50`],
      ['one member, first page', `${base}&customerName=${String(member?.account)}`],
      ['won bets, first page (totals bet by bet)', `${base}&status=won`],
    ];
    for (const [label, url] of reads) {
      const { p50, p95 } = await latency(app, url, headers, SAMPLES);
      say(
        `  ${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms`,
      );
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const name = process.env.BENCH_TEAM_DB;
  if (process.env.BENCH_TEAM !== '1' || !adminUrl || !name) {
    say(
      'Team betting at scale (10,000,000 in-house bets on the team-figures bench database): ' +
        'opt-in. Keep that database (BENCH_TEAM_KEEP=1), then from apps/server:\n' +
        '  BENCH_TEAM=1 BENCH_DATABASE_URL=… BENCH_TEAM_DB=<its name> npx tsx bench/team-bets.bench.ts',
    );
    return;
  }
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    const { merchant, big } = await load(database, target.toString());
    await measure(database, merchant, big);
  } finally {
    await database.close();
  }
}

await main();
