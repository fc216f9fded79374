import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestMember, merchantIdOf } from '../../../test/ledger-fixtures.js';
import { sharedDatabase } from '../../../test/test-app.js';
import type { Db } from '@/db/client.js';
import { ledgerPostings } from '@/db/schema/index.js';
import { differences, perform, snapshot, type Real } from './movements.model-real.js';
import {
  apply,
  cloneModel,
  describeOp,
  emptyModel,
  other,
  withOtherAmount,
  type ModelState,
  type Op,
  type Outcome,
  type Who,
} from './movements.model-state.js';

/**
 * Model-based test of the movement API: random sequences of movements (with retries of a key and
 * concurrent pairs) on two fresh members, compared after every step with the model
 * (movements.model-state.ts) and with the ledger's invariants. Seeded: MOVEMENTS_MODEL_SEED
 * reproduces a failure (seed and shrunk path are printed; MOVEMENTS_MODEL_PATH=<path> replays
 * just that sequence); MOVEMENTS_MODEL_RUNS sets how many sequences. On PostgreSQL the pairs
 * really race, so a failure there may need a few reruns to show again.
 */
const SEED = Number(process.env.MOVEMENTS_MODEL_SEED ?? 25_2026);
const RUNS = Number(process.env.MOVEMENTS_MODEL_RUNS ?? 1000);
const PATH = process.env.MOVEMENTS_MODEL_PATH;
/** Unique to this run: keys are unique per merchant and the database is shared. */
const RUN = randomBytes(4).toString('hex');

const sameOutcome = (a: Outcome, b: Outcome) =>
  JSON.stringify(a, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ===
  JSON.stringify(b, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

async function expectSound(real: Real, s: ModelState, label: string): Promise<void> {
  const found = differences(real, s, await snapshot(real));
  expect(found, `after ${label}`).toEqual([]);
}

const newKey = (real: Real) => `${real.prefix}:${real.next++}`;

/** One movement; its answer and the ledger after it must be the model's. */
class Step implements fc.AsyncCommand<ModelState, Real> {
  constructor(readonly op: Op) {}
  check = () => true;
  async run(s: ModelState, real: Real) {
    const key = newKey(real);
    const got = await perform(real, this.op, key);
    const want = apply(s, this.op, key);
    expect(got, this.toString()).toEqual(want);
    await expectSound(real, s, this.toString());
  }
  toString = () => describeOp(this.op);
}

/** An earlier movement's key again: the same movement replays; another amount is a conflict. */
class Retry implements fc.AsyncCommand<ModelState, Real> {
  constructor(
    readonly pick: number,
    readonly alter: boolean,
  ) {}
  check = (s: Readonly<ModelState>) => s.done.length > 0;
  async run(s: ModelState, real: Real) {
    const earlier = s.done[this.pick % s.done.length]!;
    const op = this.alter ? withOtherAmount(earlier.op) : earlier.op;
    const got = await perform(real, op, earlier.key);
    const want = apply(s, op, earlier.key);
    expect(want.ok ? want.replayed : want.error).toBe(this.alter ? 'idempotency.conflict' : true);
    expect(got, this.toString()).toEqual(want);
    await expectSound(real, s, this.toString());
  }
  toString = () => `retry(#${this.pick}${this.alter ? ' other amount' : ''})`;
}

/**
 * Two movements of one member at once, each in its own transaction (PGlite runs them one after
 * the other; PostgreSQL races them on two connections). The answers must be those of one order.
 */
class Pair implements fc.AsyncCommand<ModelState, Real> {
  constructor(
    readonly a: Op,
    readonly b: Op,
    readonly sameKey: boolean,
  ) {}
  check = () => true;
  async run(s: ModelState, real: Real) {
    const keyA = newKey(real);
    const keyB = this.sameKey ? keyA : newKey(real);
    const b = this.sameKey ? this.a : this.b;
    const got = await Promise.all([perform(real, this.a, keyA), perform(real, b, keyB)]);
    const orders = [
      [0, 1],
      [1, 0],
    ].map(([first, second]) => {
      const next = cloneModel(s);
      const ops = [
        { op: this.a, key: keyA },
        { op: b, key: keyB },
      ];
      const answers: Outcome[] = [];
      answers[first!] = apply(next, ops[first!]!.op, ops[first!]!.key);
      answers[second!] = apply(next, ops[second!]!.op, ops[second!]!.key);
      return { next, answers };
    });
    const matching = orders.filter((o) => o.answers.every((want, i) => sameOutcome(got[i]!, want)));
    expect(matching.length, `${this.toString()}: ${JSON.stringify(got, bigints)}`).toBeGreaterThan(
      0,
    );
    const snap = await snapshot(real);
    const sound = matching.find((o) => differences(real, o.next, snap).length === 0);
    expect(sound ? [] : differences(real, matching[0]!.next, snap), this.toString()).toEqual([]);
    Object.assign(s, sound!.next);
  }
  toString = () =>
    this.sameKey
      ? `together(${describeOp(this.a)} twice, one key)`
      : `together(${describeOp(this.a)}, ${describeOp(this.b)})`;
}

const bigints = (_: string, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v);

const who = fc.constantFrom<Who>(0, 1);
const amount = fc.integer({ min: 1, max: 400 });
const turnover = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 }));

/** Movements of member `m` (any member when not given). */
const opOf = (m: fc.Arbitrary<Who>): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({
      t: fc.constant('deposit' as const),
      m,
      amount: fc.integer({ min: 1, max: 1000 }),
      turnover,
    }),
    fc.record({ t: fc.constant('grant' as const), m, amount, bonus: turnover }),
    fc.record({ t: fc.constant('stake' as const), m, amount, split: fc.boolean() }),
    fc.record({
      t: fc.constantFrom('payout' as const, 'refund' as const, 'hold' as const),
      m,
      amount,
    }),
    fc.record({
      t: fc.constant('release' as const),
      m,
      amount,
      to: fc.constantFrom('cash' as const, 'house' as const),
    }),
    fc.record({ t: fc.constant('transfer' as const), m, amount, turnover }),
    fc.record({ t: fc.constant('spread' as const), m, amount, turnover }),
    fc.record({
      t: fc.constant('payouts' as const),
      m,
      amount,
      other: fc.oneof(fc.constant(0), amount),
    }),
  );

const wagerOp = fc.oneof(
  fc.record({ t: fc.constant('wager' as const), m: who, amount }),
  fc.record({ t: fc.constant('wagers' as const), m: who, amount, other: amount }),
);

const commands = fc.commands(
  [
    opOf(who).map((op) => new Step(op)),
    wagerOp.map((op) => new Step(op)),
    fc
      .record({ pick: fc.nat(), alter: fc.boolean() })
      .map(({ pick, alter }) => new Retry(pick, alter)),
    who.chain((m) =>
      fc
        .tuple(
          opOf(fc.constant(m)),
          // Mostly the same member; sometimes a transfer the other way (both members at once).
          fc.oneof(
            { arbitrary: opOf(fc.constant(m)), weight: 3 },
            {
              arbitrary: fc.record({
                t: fc.constant('transfer' as const),
                m: fc.constant(other(m)),
                amount,
                turnover,
              }),
              weight: 1,
            },
          ),
          fc.boolean(),
        )
        .map(([a, b, sameKey]) => new Pair(a, b, sameKey)),
    ),
  ],
  { maxCommands: 12 },
);

describe('movement API against its model', () => {
  let db: Db;
  let merchantId: number;
  let sequence = 0;

  beforeAll(async () => {
    db = (await sharedDatabase()).db;
    merchantId = await merchantIdOf(db, 'DEMO');
  });

  const title = `keeps the ledger, balances, turnover and bonuses as the model says (seed ${SEED})`;
  it(
    title,
    async () => {
      const setup = async () => {
        const [a, b] = await Promise.all([
          insertTestMember(db, { prefix: 'mm' }),
          insertTestMember(db, { prefix: 'mm' }),
        ]);
        const [last] = await db
          .select({ id: sql<number>`coalesce(max(${ledgerPostings.id}), 0)`.mapWith(Number) })
          .from(ledgerPostings);
        const real: Real = {
          db,
          merchantId,
          ids: [a.id, b.id],
          prefix: `model:${RUN}:${++sequence}`,
          next: 0,
          postingsAfter: last?.id ?? 0,
        };
        return { model: emptyModel(), real };
      };
      const started = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(commands, (cmds) => fc.asyncModelRun(setup, cmds)),
          { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH, endOnFailure: true } : {}) },
        );
      } catch (e) {
        console.error(`movements model failed: rerun with MOVEMENTS_MODEL_SEED=${SEED}`);
        throw e;
      }
      console.info(
        `movements model: ${RUNS} sequences in ${Date.now() - started} ms (seed ${SEED})`,
      );
    },
    600_000,
  );
});
