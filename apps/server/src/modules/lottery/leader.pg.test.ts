import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresLeaderLock, type LeaderLock } from '@/db/leader-lock.js';
import { LEADER_LOCKS } from '@/db/locks.js';
import { testDatabaseUrl } from '../../../test/test-app.js';
import { NO_WORK, type TickReport } from './engine.js';
import { runEngine, type EngineRunner } from './runner.js';

/**
 * A key of this file's own: an app under test in another file on the same database may run the
 * real draw engine, and would take LEADER_LOCKS.lotteryEngine the moment it falls free.
 */
const KEY = LEADER_LOCKS.lotteryEngine + 900_000;
const QUIET = pino({ level: 'silent' });

/** Polls `read` until `done` holds or 3 s pass (instances meet through the database). */
async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3_000;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}

/** Asks for the lock until it is given or 3 s pass. */
async function acquiredWithin(lock: LeaderLock): Promise<boolean> {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    if (await lock.acquire()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('one lottery engine among instances sharing PostgreSQL', () => {
  let url: string;
  let admin: pg.Client;
  const locks: LeaderLock[] = [];
  const runners: EngineRunner[] = [];

  beforeAll(async () => {
    const found = testDatabaseUrl();
    if (!found) throw new Error('this file runs in the postgres project only');
    url = found;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    for (const lock of locks) await lock.release();
    await admin.end();
  });

  const lock = () => {
    const made = postgresLeaderLock(url, KEY);
    locks.push(made);
    return made;
  };

  /** Ends the lock holder's connection from outside, as a crash or a lost network would. */
  const killHolder = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND objid = $1 AND granted AND pid <> pg_backend_pid()`,
      [KEY],
    );

  it('gives the lock to one instance; a follower takes it once the leader’s connection dies', async () => {
    const leader = lock();
    const follower = lock();
    expect(await leader.acquire()).toBe(true);
    expect(await follower.acquire()).toBe(false);
    expect(await leader.acquire()).toBe(true); // still held: a leader confirms, it does not queue
    await killHolder();
    expect(await leader.held()).toBe(false);
    // The killed backend lets go of its locks as it exits, a moment after pg_terminate_backend.
    expect(await acquiredWithin(follower)).toBe(true);
    expect(await leader.acquire()).toBe(false);
    await follower.release();
    expect(await leader.acquire()).toBe(true);
    await leader.release();
  });

  it('ticks on one runner only, and the other takes over within its retry when the leader dies', async () => {
    const ticks = { a: 0, b: 0 };
    /** While set, a's tick hangs: a process stuck or gone, which keeps no lock once its connection drops. */
    let hung: (() => void) | undefined;
    let hang = false;
    const engine = (name: 'a' | 'b') => ({
      tick: () => {
        ticks[name] += 1;
        if (name === 'a' && hang)
          return new Promise<TickReport>((resolve) => (hung = () => resolve(NO_WORK)));
        return Promise.resolve(NO_WORK);
      },
    });
    const options = { log: QUIET, retryMs: 50, tickMs: 10 };
    const a = runEngine({ engine: engine('a'), lock: lock(), ...options });
    runners.push(a);
    expect(
      await eventually(
        () => ticks.a,
        (n) => n >= 3,
      ),
    ).toBeGreaterThanOrEqual(3);
    const b = runEngine({ engine: engine('b'), lock: lock(), ...options });
    runners.push(b);
    const before = ticks.a;
    await eventually(
      () => ticks.a,
      (n) => n >= before + 10,
    );
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    expect(ticks.b).toBe(0);

    hang = true;
    await eventually(() => hung, Boolean);
    await killHolder();
    expect(await eventually(() => b.isLeader, Boolean)).toBe(true);
    const aTicks = ticks.a;
    expect(
      await eventually(
        () => ticks.b,
        (n) => n >= 10,
      ),
    ).toBeGreaterThanOrEqual(10);
    expect(ticks.a).toBe(aTicks);

    // The stuck leader comes back: it finds the lock taken and follows.
    hang = false;
    hung?.();
    expect(
      await eventually(
        () => a.isLeader,
        (leading) => !leading,
      ),
    ).toBe(false);
    await b.stop(); // a graceful stop lets the lock go at once
    expect(await eventually(() => a.isLeader, Boolean)).toBe(true);
  });

  it('stops ticking when its lock connection is ended, and a second instance takes the lead', async () => {
    for (const earlier of runners.splice(0)) await earlier.stop();
    const ticks = { a: 0, b: 0 };
    const engine = (name: 'a' | 'b') => ({
      tick: () => {
        ticks[name] += 1;
        return Promise.resolve(NO_WORK);
      },
    });
    const options = { log: QUIET, retryMs: 50, tickMs: 10 };
    const a = runEngine({ engine: engine('a'), lock: lock(), ...options });
    runners.push(a);
    expect(await eventually(() => a.isLeader, Boolean)).toBe(true);
    const b = runEngine({ engine: engine('b'), lock: lock(), ...options });
    runners.push(b);
    await new Promise((resolve) => setTimeout(resolve, 120)); // b has tried and follows
    expect(b.isLeader).toBe(false);

    // The leader keeps running, healthy, but its lock's connection is ended (an idle-kill, a
    // failover): it must notice, stop ticking, and not race the follower straight back.
    await killHolder();
    expect(await eventually(() => b.isLeader, Boolean)).toBe(true);
    expect(a.isLeader).toBe(false);
    const aTicks = ticks.a;
    const bTicks = ticks.b;
    await eventually(
      () => ticks.b,
      (n) => n >= bTicks + 10,
    );
    expect(ticks.a).toBe(aTicks);
    expect(a.isLeader).toBe(false);
    await b.stop();
    await a.stop();
  });
});
