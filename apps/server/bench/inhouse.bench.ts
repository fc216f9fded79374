import { randomBytes } from 'node:crypto';
import { INHOUSE_PATHS } from '@app/contracts';
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

/**
 * In-house bets per second through the whole app (routing, validation, session, one database
 * transaction per bet through the ledger), on the embedded PGlite and, when BENCH_DATABASE_URL
 * names a PostgreSQL server, on a fresh database there. MEMBERS members bet CONCURRENCY at a time,
 * half dice and half slot; a second run puts every bet on one member (its seed row serialises
 * them). Afterwards the ledger must hold: every transaction's postings sum to zero, balances equal
 * their postings, no member below zero. It prints, it never fails on timing.
 */
const BETS = Number(process.env.BENCH_BETS ?? 1_000);
const MEMBERS = 20;
const CONCURRENCY = 20;
const FUNDS = 100_000_00n; // ₱100,000.00 each: every bet can be paid for

/** BETS bets, CONCURRENCY in flight, spread over `who`. */
const run = (app: App, who: BenchMember[]) =>
  runConcurrently(BETS, CONCURRENCY, async (n) => {
    const bettor = who[n % who.length] as BenchMember;
    const dice = n % 2 === 0;
    const response = await app.inject({
      method: 'POST',
      url: dice ? INHOUSE_PATHS.dice : INHOUSE_PATHS.slot,
      headers: bettor.headers,
      payload: {
        amount: 100 + (n % 50) * 10,
        idempotencyKey: randomBytes(8).toString('hex'),
        ...(dice ? { target: 4_950, direction: 'under' } : {}),
      },
    });
    return response.statusCode;
  });

async function bench(name: string, database: Database): Promise<void> {
  const app = await benchApp(database);
  try {
    const many = await fundedMembers(database, MEMBERS, FUNDS);
    await run(app, many.slice(0, 2)); // warm-up
    const spread = await run(app, many);
    const single = await run(app, many.slice(0, 1));
    const violations = await ledgerViolations(database.db);
    const line = (label: string, result: Awaited<ReturnType<typeof run>>) =>
      `  ${label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} bets/s   ${JSON.stringify(result.statuses)}\n`;
    process.stdout.write(`${name}: ${BETS} bets per run, ${CONCURRENCY} in flight\n`);
    process.stdout.write(line(`${MEMBERS} members`, spread));
    process.stdout.write(line('1 member', single));
    process.stdout.write(
      `  ledger invariant: ${violations.length === 0 ? 'holds (postings sum to zero, no member below zero)' : violations.join('; ')}\n`,
    );
    if (violations.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await onEachDatabase('bench_inhouse', bench);
