import { SystemStatus } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { valueOf } from '../../test/http.js';
import { operatorSwitches } from '../../test/operator.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../test/test-app.js';
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
});
