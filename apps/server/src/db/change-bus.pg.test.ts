import { SystemStatus } from '@app/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { valueOf } from '../../test/http.js';
import { operatorSwitches } from '../../test/operator.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../test/test-app.js';
import { EVERYTHING_CHANGED } from './change-bus.js';
import { openDatabase, type Database } from './client.js';

/** Polls `read` until it returns `expected` or `ms` pass; returns the last value read. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 2000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('change bus across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const databases: Database[] = [];
  let one: App;
  let two: App;
  beforeAll(async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('this file runs in the postgres project only');
    await sharedDatabase(); // migrated and seeded
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: url }));
    const [first, second] = databases;
    if (!first || !second) throw new Error('databases did not open');
    one = await buildTestApp({ database: first });
    two = await buildTestApp({ database: second });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    for (const database of databases) await database.close();
  });

  const maintenanceOn = (app: App) => async () =>
    valueOf(await app.inject({ url: '/wps/system/status' }), SystemStatus).maintenance;

  it('shows a change made through one instance on the other within moments', async () => {
    const switches = operatorSwitches(one);
    expect(await maintenanceOn(two)()).toBe(false); // `two` now holds a snapshot in memory
    try {
      await switches.maintenance(true);
      expect(await eventually(maintenanceOn(two), true)).toBe(true);
    } finally {
      await switches.restore();
    }
    expect(await eventually(maintenanceOn(two), false)).toBe(false);
  });

  it('delivers a published topic to every instance, the sender included', async () => {
    const seen: string[] = [];
    const [first, second] = databases;
    const stops = [first, second].map((db, i) => db?.bus.subscribe((t) => seen.push(`${i}:${t}`)));
    await first?.bus.publish('test:hello');
    await eventually(async () => seen.length, 2);
    for (const stop of stops) stop?.();
    expect(seen.sort()).toEqual(['0:test:hello', '1:test:hello']);
  });

  it('survives the end of its listening connection: reconnects, drops every cached answer, hears later changes', async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    const setMaintenance = (on: boolean) =>
      admin.query(
        `UPDATE merchant_settings SET maintenance = $1
          WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
        [on],
      );
    const seen: string[] = [];
    const [first] = databases;
    const stop = first?.bus.subscribe((topic) => seen.push(topic));
    try {
      expect(await maintenanceOn(one)()).toBe(false);
      // Changed behind the bus's back: `one` keeps answering from its snapshot …
      await setMaintenance(true);
      expect(await maintenanceOn(one)()).toBe(false);
      // … until its notification connection is ended, as a restart or idle-kill would (57P01).
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN app_changes'`,
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);
      // The process lives on (an unheard 'error' would have ended it), listens again, and drops
      // everything it kept: the missed change shows.
      expect(await eventually(async () => seen.includes(EVERYTHING_CHANGED), true, 5000)).toBe(
        true,
      );
      expect(await maintenanceOn(one)()).toBe(true);
      // A later notification reaches the subscribers again, from either instance.
      await databases[1]?.bus.publish('test:after-reconnect');
      expect(await eventually(async () => seen.includes('test:after-reconnect'), true)).toBe(true);
    } finally {
      stop?.();
      await setMaintenance(false);
      await databases[1]?.bus.publish(EVERYTHING_CHANGED);
      await admin.end();
    }
    expect(await eventually(maintenanceOn(one), false)).toBe(false);
    expect(await eventually(maintenanceOn(two), false)).toBe(false);
  });
});
