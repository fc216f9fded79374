import {
  ConsolidatedSettings,
  DEFAULT_JACKPOT,
  flattenWhitelabel,
  SystemStatus,
  WhitelabelTree,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { valueOf } from '../../../test/http.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../../test/test-app.js';

/** Reads until `done` holds or `ms` pass; returns the last answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('cached system answers across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const databases: Database[] = [];
  let one: App;
  let two: App;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('this file runs in the postgres project only');
    await sharedDatabase(); // migrated and seeded
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: url }));
    const [first, second] = databases;
    if (!first || !second) throw new Error('databases did not open');
    one = await buildTestApp({ database: first });
    two = await buildTestApp({ database: second });
    switches = operatorSwitches(one);
  });
  afterEach(() => switches.restore());
  afterAll(async () => {
    await one.close();
    await two.close();
    for (const database of databases) await database.close();
  });

  it('gives the same ETag on both instances, and a new one on both after a change', async () => {
    const first = await one.inject({ url: '/wps/system/whitelabel' });
    const etag = String(first.headers.etag);
    const cached = await two.inject({ url: '/wps/system/whitelabel' }); // built and kept on `two`
    expect(cached.headers.etag).toBe(etag);

    await switches.module('FACEBOOKLOGIN3', true);
    const read = (app: App) => () =>
      app.inject({ url: '/wps/system/whitelabel', headers: { 'if-none-match': etag } });
    // This instance at once; the other one as soon as the notification arrives.
    const here = await read(one)();
    expect(here.statusCode).toBe(200);
    const there = await eventually(read(two), (response) => response.statusCode === 200);
    expect(there.statusCode).toBe(200);
    expect(flattenWhitelabel(valueOf(there, WhitelabelTree)).FACEBOOKLOGIN3).toBe(true);
    expect(there.headers.etag).toBe(here.headers.etag);
    expect(there.headers.etag).not.toBe(etag);
  });

  it('shows maintenance switched on one instance in the status of the other', async () => {
    const before = await two.inject({ url: '/wps/system/status' });
    expect(valueOf(before, SystemStatus).maintenance).toBe(false);
    await switches.maintenance(true);
    const status = () =>
      two.inject({
        url: '/wps/system/status',
        headers: { 'if-none-match': String(before.headers.etag) },
      });
    const after = await eventually(status, (response) => response.statusCode === 200);
    expect(valueOf(after, SystemStatus).maintenance).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("counts the jackpot set on one instance in the other's settings", async () => {
    const url = '/wps/system/settings/consolidated';
    const before = await two.inject({ url });
    expect(valueOf(before, ConsolidatedSettings).jackpot).toEqual(DEFAULT_JACKPOT);
    const own = { min: 10, max: 20, incrementMin: 1, incrementMax: 2, tickSeconds: [5] };
    const jackpot = (method: 'PUT' | 'DELETE') =>
      one.inject({
        method,
        url: '/operator/merchants/DEMO/jackpot',
        headers: operatorHeaders,
        ...(method === 'PUT' ? { payload: own } : {}),
      });
    expect((await jackpot('PUT')).statusCode).toBe(200);
    try {
      const settings = () =>
        two.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      const after = await eventually(settings, (response) => response.statusCode === 200);
      expect(valueOf(after, ConsolidatedSettings).jackpot).toEqual(own);
    } finally {
      await jackpot('DELETE');
    }
  });
});
