import { randomBytes } from 'node:crypto';
import { CurrentDraw, LOTTERY_PATHS, successEnvelope } from '@app/contracts';
import type { App } from '@/app.js';
import type { Database } from '@/db/client.js';
import { ledgerViolations } from '../test/ledger-invariants.js';
import {
  benchApp,
  fundedMembers,
  onEachDatabase,
  runConcurrently,
  type BenchMember,
} from './bench-db.js';
import { profileStatements } from './statement-profile.js';

/**
 * Lottery orders per second through the whole app (routing, validation, session, one database
 * transaction per order: the member's lock, the draw's share lock, the stake through the ledger,
 * the order and its bets), then the draw and settlement of all of them in one engine tick (bets
 * settled per second), on the embedded PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
 * MEMBERS members (BENCH_MEMBERS, 50) order CONCURRENCY at a time on Vietnam North, two bets an order; each member
 * stays under the 60 orders a minute its limit allows. The ledger must hold afterwards. It
 * prints, it never fails on timing. BENCH_PROFILE=1 also lists the settling tick's statements on
 * PostgreSQL, with their counts and times (bench/statement-profile.ts).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const CONCURRENCY = 20;
const FUNDS = 100_000_00n;
const DAY = 86_400_000;
const MANILA = 8 * 3_600_000;

async function currentDraw(app: App, headers: Record<string, string>) {
  const response = await app.inject({ url: `${LOTTERY_PATHS.current}?gameCode=VNNORTH`, headers });
  const draw = successEnvelope(CurrentDraw).parse(response.json()).value.current;
  if (!draw?.isSale) throw new Error('bench: Vietnam North is not on sale');
  return draw;
}

const pick = (n: number) => String(n % 100).padStart(2, '0');

/** Bets settled per second, per database, for the summary line. */
const settledPerSecond: string[] = [];

async function bench(name: string, database: Database): Promise<void> {
  // Tomorrow's noon in Manila: after the demo's seeded results, Vietnam North (19:15) on sale.
  let time = Math.floor((Date.now() + MANILA) / DAY) * DAY - MANILA + DAY + DAY / 2;
  const app = await benchApp(database, () => time);
  try {
    await app.lottery.engine.tick();
    const members = await fundedMembers(database, MEMBERS, FUNDS);
    const first = members[0] as BenchMember;
    const draw = await currentDraw(app, first.headers);
    const order = (n: number) =>
      app
        .inject({
          method: 'POST',
          url: LOTTERY_PATHS.order,
          headers: (members[n % members.length] as BenchMember).headers,
          payload: {
            gameCode: 'VNNORTH',
            numero: draw.numero,
            idempotencyKey: randomBytes(8).toString('hex'),
            bets: [
              { betType: 'ALL_2D', pick: pick(n), amount: 100 + (n % 20) * 10 },
              { betType: 'SPECIAL_2D', pick: pick(n * 7), amount: 100 },
            ],
          },
        })
        .then((response) => response.statusCode);
    const placed = await runConcurrently(ORDERS, CONCURRENCY, order);

    // The bench's clock jumped from noon to the evening: every game's draws created ahead are
    // overdue. A tick just before the draw time draws that backlog (as a live engine, ticking each
    // second, would have), so the measured tick is the draw time's: Vietnam North and its bets.
    time = draw.drawTime - 1;
    await app.lottery.engine.tick();
    time = draw.drawTime;
    const started = performance.now();
    const tick = () => app.lottery.engine.tick();
    const report = await (process.env.BENCH_PROFILE ? profileStatements(tick) : tick());
    const seconds = (performance.now() - started) / 1000;
    const violations = await ledgerViolations(database.db);

    process.stdout.write(
      `${name}: ${ORDERS} orders of 2 bets, ${CONCURRENCY} in flight, ${MEMBERS} members\n`,
    );
    process.stdout.write(
      `  orders      ${placed.perSecond.toFixed(0).padStart(6)} orders/s  (${(placed.perSecond * 2).toFixed(0)} bets/s)   ${JSON.stringify(placed.statuses)}\n`,
    );
    process.stdout.write(
      `  settlement  ${(report.settled / seconds).toFixed(0).padStart(6)} bets/s    (${report.settled} bets of ${MEMBERS} members in ${(seconds * 1000).toFixed(0)} ms, one tick)\n`,
    );
    settledPerSecond.push(`${name.split(' ')[0] ?? name} ${(report.settled / seconds).toFixed(0)}`);
    process.stdout.write(
      `  ledger invariant: ${violations.length === 0 ? 'holds (postings sum to zero, no member below zero)' : violations.join('; ')}\n`,
    );
    if (violations.length > 0 || report.settled !== ORDERS * 2) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await onEachDatabase('bench_lottery', bench);
process.stdout.write(
  `lottery settlement, bets settled per second: ${settledPerSecond.join(', ')}\n` +
    '  (issue 25: 3,037 on PGlite and 1,309 on PostgreSQL before the set-based batch; goal on PostgreSQL ≥ 13,000)\n',
);
