import { GameList } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { openDatabase, type Database } from '@/db/client.js';
import { valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../../test/test-app.js';

const LIST = '/wps/relay/GCSGAME_gameList?gameType=CARDS&pageSize=100';

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

describe('the game catalogue across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const databases: Database[] = [];
  let one: App;
  let two: App;
  beforeAll(async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('this file runs in the postgres project only');
    await sharedDatabase();
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

  it('drops the other instance’s cached list when a game is switched off on one', async () => {
    const before = await two.inject({ url: LIST });
    const etag = String(before.headers.etag);
    const victim = valueOf(before, GameList).games[0];
    if (!victim) throw new Error('no card game');
    const path = `/operator/merchants/DEMO/games/${victim.nodeId}`;
    await one.inject({
      method: 'PUT',
      url: path,
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    try {
      const read = () => two.inject({ url: LIST, headers: { 'if-none-match': etag } });
      const after = await eventually(read, (response) => response.statusCode === 200);
      expect(after.statusCode).toBe(200);
      const nodeIds = valueOf(after, GameList).games.map((game) => game.nodeId);
      expect(nodeIds).not.toContain(victim.nodeId);
    } finally {
      await one.inject({
        method: 'PUT',
        url: path,
        headers: operatorHeaders,
        payload: { enabled: true },
      });
    }
  });
});
